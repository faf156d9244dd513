import type { z } from 'zod';
import { blockSchemas, type BlockType } from '../../schema/blocks';
import { pageSchema } from '../../schema/page';
import { siteSchema } from '../../schema/site';
import type { DataPath } from '../content/problem';
import { humanize, peel, unionOptions } from './zod-walk';
import { isSiteFile } from '../content/site-files';

/*
 * The editor's words for people who edit pages: a block by its name ("Call to action"), a field by its
 * label ("Minimum height"), a list item as "Card 2", and a problem as a sentence about them. The data
 * path and the validator's own words stay available as details.
 */

type Props = Record<string | number, unknown>;
const isRecord = (value: unknown): value is Props => typeof value === 'object' && value !== null;

/** What a page calls its settings (the root of the editor), when a path lies outside the blocks. */
export const PAGE_SETTINGS = 'Page settings';

/** What the site's settings file (`_site.ts`) is called, the root of a path inside it. */
export const SITE_SETTINGS = 'Site settings';

/** The data a path is in: a page (its blocks and settings), or the site's settings. */
export type DataRoot = 'page' | 'site';

/** A block type's name: its schema's title ("Call to action"), else its type in words. */
export function blockName(type: string): string {
  const schema = blockSchemas[type as BlockType] as (typeof blockSchemas)[BlockType] | undefined;
  return (schema && peel(schema).title) ?? humanize(type);
}

/** A field's label, as the editor shows it: the schema's `.meta({ title })`, else its name in words. */
export function fieldLabel(schema: z.ZodType | undefined, key: string): string {
  return (schema && peel(schema).title) ?? humanize(key);
}

/** "Cards" → "Card", "Categories" → "Category", "Content" → "Content item". */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|ch|sh|x)es$/.test(label)) return label.replace(/es$/, '');
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return `${label} item`;
}

const NAMING_KEYS = ['title', 'heading', 'label', 'name', 'caption', 'text'];

/** The text a block or item is known by on the page (its title, heading, label…), if any. */
function ownTitle(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const text = NAMING_KEYS.map((key) => value[key]).find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof text === 'string' ? text : undefined;
}

/**
 * A block in words: its name, and when the list holds several of its kind, its title in quotes (or its
 * number among them): `Feature cards “Solutions We Deliver”`, `Header`.
 */
function blockInWords(list: readonly unknown[], index: number): string {
  const block = list[index];
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : undefined;
  if (!type) return `Block ${index + 1}`;
  const name = blockName(type);
  const same = list.filter((other) => isRecord(other) && other.type === type);
  if (same.length < 2) return name;
  const title = ownTitle(block);
  return title ? `${name} “${title}”` : `${name} ${same.indexOf(block) + 1}`;
}

/** The schema of `key` in an object schema, or in the first object option of a union that has it. */
function fieldSchema(schema: z.ZodType, key: string): z.ZodType | undefined {
  for (const option of unionOptions(schema)) {
    const shape = peel(option).def.shape;
    if (shape?.[key]) return shape[key];
  }
  return undefined;
}

/** The element schema of a list, or of the list option of a union. */
function elementSchema(schema: z.ZodType): z.ZodType | undefined {
  for (const option of unionOptions(schema)) {
    const { def } = peel(option);
    if (def.type === 'array' && def.element) return def.element;
    if (def.type === 'tuple') return def.items?.[0];
  }
  return undefined;
}

/** The words for `rest`, a path inside `value` of `schema`, appended to `parts`. */
function walk(schema: z.ZodType | undefined, value: unknown, rest: DataPath, parts: string[], label: string): void {
  const [key, ...more] = rest;
  if (key === undefined) return;
  const inner = isRecord(value) ? value[key] : undefined;
  if (typeof key === 'number') {
    // "Card 2" says the list it is in: "Cards › Card 2" would say it twice.
    if (label && parts.at(-1) === label) parts.pop();
    const element = schema ? elementSchema(schema) : undefined;
    const isBlock = isRecord(inner) && typeof inner.type === 'string' && inner.type in blockSchemas;
    if (isBlock && Array.isArray(value) && element && peel(element).def.type === 'union') {
      parts.push(blockInWords(value, key));
      return walk(blockSchemas[inner.type as BlockType], inner, more, parts, '');
    }
    parts.push(`${label ? singular(label) : 'Item'} ${key + 1}`);
    return walk(element, inner, more, parts, label);
  }
  const field = schema ? fieldSchema(schema, key) : undefined;
  const name = fieldLabel(field, key);
  parts.push(name);
  walk(field, inner, more, parts, name);
}

/**
 * Where a data path is, in the editor's words: `['blocks', 0, 'title']` → "Header › Title",
 * `['blocks', 2, 'cards', 1, 'icon']` → "Feature cards “Solutions” › Card 2 › Icon", a path in the
 * page's settings → "Page settings › Search listing and browser tab › Title".
 */
export function placeInWords(path: DataPath, pageData: unknown, root: DataRoot = 'page'): string {
  const blocks = isRecord(pageData) && Array.isArray(pageData.blocks) ? pageData.blocks : [];
  const parts: string[] = [];
  if (root === 'site') {
    parts.push(SITE_SETTINGS);
    walk(siteSchema, pageData, path, parts, '');
  } else if (path[0] === 'blocks' && typeof path[1] === 'number') {
    parts.push(blockInWords(blocks, path[1]));
    const block = blocks[path[1]];
    const type = isRecord(block) ? String(block.type) : '';
    walk(blockSchemas[type as BlockType], block, path.slice(2), parts, '');
  } else if (path[0] === 'blocks') {
    parts.push('The page’s blocks');
  } else {
    parts.push(PAGE_SETTINGS);
    walk(pageSchema, pageData, path, parts, '');
  }
  return parts.join(' › ');
}

/** A problem as the page's check reports it (`pageProblems`). */
export interface CheckedProblem {
  path: DataPath;
  /** The validator's place: `blocks[0] (hero) › title`. */
  where: string;
  message: string;
}

/** A problem said in words, with the validator's own words as details. */
export interface ProblemWords {
  /** "Header › Title is empty: every header needs a title." */
  text: string;
  /** "blocks[0] (hero) › title: expected some text, found an empty string (pages-data/index.ts)" */
  details: string;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What holds the field at the end of `path`: the list item or block it is in, or the page. */
function holderOf(path: DataPath, pageData: unknown, root: DataRoot): string {
  const parts = placeInWords(path, pageData, root).split(' › ');
  const holder = parts.length > 1 ? parts[parts.length - 2]! : 'page';
  if (holder === PAGE_SETTINGS) return 'page';
  if (holder === SITE_SETTINGS) return 'site';
  return lower(holder.replace(/ “.*”$/, '').replace(/ \d+$/, ''));
}

/** `blocks[2] › blocks[0] › id` (the validator's words) back to a data path. */
function pathFromWhere(where: string): DataPath {
  return where
    .split(' › ')
    .flatMap((part) => [...part.matchAll(/([^[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] ? Number(m[2]) : m[1]!.trim())))
    .filter((key) => key !== '' && !/^\(.*\)$/.test(String(key)));
}

/** The validator's message said about the place and field it is in. */
function rephrase(problem: CheckedProblem, pageData: unknown, place: string, root: DataRoot): string {
  const { message, path } = problem;
  const field = lower(place.split(' › ').at(-1) ?? '');
  const needs = () => `every ${holderOf(path, pageData, root)} needs ${article(field)} ${field}.`;
  let m: RegExpExecArray | null;
  if (/^expected some text, found (an empty string|only spaces|only invisible characters)/.test(message))
    return `${place} is empty: ${needs()}`;
  if (/^missing required field/.test(message)) return `${place} is missing: ${needs()}`;
  if ((m = /^expected at most (\d+) characters?, found (\d+)/.exec(message)))
    return `${place} is too long: ${m[2]} characters, where ${m[1]} at most fit.`;
  if ((m = /^expected at least (\d+) characters?/.exec(message)))
    return `${place} is too short: it needs at least ${m[1]} characters.`;
  const items = (count: string) => (count === '1' ? lower(singular(field)) : field);
  if ((m = /^expected at least (\d+) items?, found (\w+)/.exec(message))) {
    const found = m[2] === 'none' ? 'there is none' : `there ${m[2] === '1' ? 'is' : 'are'} ${m[2]}`;
    return `${place} needs at least ${m[1]} ${items(m[1]!)} (${found}).`;
  }
  if ((m = /^expected at most (\d+) items?, found (\d+)/.exec(message)))
    return `${place} holds ${m[2]} ${items(m[2]!)}, where ${m[1]} at most fit.`;
  if ((m = /^unknown route name "([^"]*)"\.\s*(.*)$/.exec(message)))
    return `${place} leads to a page named “${m[1]}”, and no page has that name.${m[2] ? ` ${m[2]}` : ''}`;
  if ((m = /^unknown setting \{([^}]*)\}\.\s*(.*?)\s*(?:The placeholders are .*)?$/.exec(message)))
    return `${place} uses {${m[1]}}, which is no site setting.${m[2] ? ` ${m[2]}` : ''}`;
  if ((m = /^the name "([^"]*)" is already used by (\S+), which had it first; names must be unique$/.exec(message)))
    return `${place}: “${m[1]}” is already the name of the page in ${m[2]}; each page needs a name of its own.`;
  if ((m = /^the id "([^"]*)" is already used by (.+); ids must be unique on a page$/.exec(message)))
    return `${place} “${m[1]}” is already the anchor id of ${placeInWords(pathFromWhere(m[2]!), pageData, root).replace(/ › Anchor id$/, '')}: each anchor id may be used once on a page.`;
  return `${place}: ${sentence(message)}`;
}

/**
 * A problem of the page in words: the block and field by their names, then what is wrong
 * ("Header › Title is empty: every header needs a title."); `details` keeps the data path and the
 * validator's message, as `npm run validate` prints them, and the file when given.
 */
export function problemInWords(
  problem: CheckedProblem,
  pageData: unknown,
  file?: string,
  root: DataRoot = 'page',
): ProblemWords {
  const whole = root === 'site' ? 'The site settings' : 'The page';
  const place = problem.path.length > 0 ? placeInWords(problem.path, pageData, root) : whole;
  const text = problem.path.length > 0 ? rephrase(problem, pageData, place, root) : `${whole}: ${problem.message}`;
  const details = `${problem.where || (root === 'site' ? 'the site settings' : 'the page')}: ${problem.message}${file ? ` (${file})` : ''}`;
  return { text, details };
}

/**
 * A problem of any data file in words, as `problemInWords` says a page's: a page file's by its blocks
 * and fields, the site settings' by theirs ("Site settings › Navbar › Link 3 › Link leads to…"), and a
 * problem with the file itself (it does not load, it is not a page) as the validator says it.
 */
export function fileProblemInWords(problem: CheckedProblem, data: unknown, file: string): ProblemWords {
  const name = file.split('/').at(-1) ?? file;
  if (isSiteFile(name)) return problemInWords(problem, data, file, 'site');
  if (name.startsWith('_') || data === undefined || problem.path.length === 0) {
    const where = problem.where ? `${problem.where}: ` : '';
    return { text: sentence(problem.message), details: `${where}${problem.message} (${file})` };
  }
  return problemInWords(problem, data, file);
}

/** The page as its header names it: its title and its address ("Pricing — /pages/landing-pages/pricing"). */
export function pageHeading(pageData: unknown, path: string): string {
  const meta = isRecord(pageData) && isRecord(pageData.meta) ? pageData.meta : {};
  const title = typeof meta.title === 'string' && meta.title.trim() !== '' ? meta.title : 'Untitled page';
  return `${title} — ${path}`;
}
