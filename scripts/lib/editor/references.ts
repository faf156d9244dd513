// Where the data files point at a page or at a part of it: links by name (`{ route: 'pricing' }`), by
// path (`'/pages/company/pricing#faq'`) and by anchor (`hash: '#faq'` beside the page's name). Found in
// the files' source, so a rename rewrites exactly what is written and a shared file is changed once.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import {
  removeItem,
  replaceString,
  stringLiterals,
  type StringLiteral,
  type TextEdit,
} from '../../../src/content/page-file/strings';

/** A data file's text as it is on disk. */
export interface SourceFile {
  /** Relative to the project: `pages-data/_site.ts`. */
  file: string;
  abs: string;
  text: string;
}

/** A page as links name it. */
export interface PageTarget {
  /** The page's name, when it has one (`pricing`). */
  name?: string;
  /** Its address (`/pages/company/pricing`). */
  path: string;
}

export interface Reference extends StringLiteral {
  file: string;
  kind: 'name' | 'path' | 'anchor';
}

const DATA_FILE = /\.(ts|json)$/;

/** Every data file under `dir` (pages, groups and the shared `_` files), read. */
export async function readDataFiles(dir = PAGES_DIR): Promise<SourceFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && DATA_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (abs) =>
        !path
          .relative(dir, abs)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .sort();
  return Promise.all(
    files.map(async (abs) => ({
      abs,
      file: path.relative(process.cwd(), abs).replace(/\\/g, '/'),
      text: await readFile(abs, 'utf8'),
    })),
  );
}

const keyOf = (literal: StringLiteral) => literal.path[literal.path.length - 1];

/** Whether a string leads to the page at `pagePath` (itself, or a part of it). */
const leadsTo = (value: string, pagePath: string) =>
  value === pagePath || value.startsWith(`${pagePath}#`) || value.startsWith(`${pagePath}?`);

/** The links to a page in `files`: by its name, and by its path. */
export function referencesToPage(files: readonly SourceFile[], target: PageTarget): Reference[] {
  return files.flatMap(({ file, text }) =>
    stringLiterals(file, text).flatMap((literal): Reference[] => {
      if (keyOf(literal) === 'route') {
        return target.name !== undefined && literal.value === target.name ? [{ ...literal, file, kind: 'name' }] : [];
      }
      return target.path !== '/' && leadsTo(literal.value, target.path) ? [{ ...literal, file, kind: 'path' }] : [];
    }),
  );
}

/** The links to the part of a page with the id `anchor`: `{ route, hash }` and `'/path#anchor'`. */
export function referencesToAnchor(files: readonly SourceFile[], target: PageTarget, anchor: string): Reference[] {
  const hash = `#${anchor}`;
  return files.flatMap(({ file, text }) =>
    stringLiterals(file, text).flatMap((literal): Reference[] => {
      const byName =
        keyOf(literal) === 'hash' &&
        literal.value === hash &&
        target.name !== undefined &&
        literal.siblings.route === target.name;
      const byPath = literal.value === `${target.path}${hash}`;
      return byName || byPath ? [{ ...literal, file, kind: 'anchor' }] : [];
    }),
  );
}

/** The edits that make each reference to `from` lead to `to` instead (a new name, a new address, or both). */
export function renameEdits(
  files: readonly SourceFile[],
  from: PageTarget,
  to: PageTarget,
): Map<string, { source: SourceFile; edits: TextEdit[] }> {
  const byFile = new Map<string, { source: SourceFile; edits: TextEdit[] }>();
  const sources = new Map(files.map((source) => [source.file, source]));
  for (const reference of referencesToPage(files, from)) {
    const source = sources.get(reference.file)!;
    const value =
      reference.kind === 'name' ? (to.name ?? from.name!) : to.path + reference.value.slice(from.path.length);
    if (value === reference.value) continue;
    const entry = byFile.get(reference.file) ?? { source, edits: [] };
    entry.edits.push(replaceString(source.file, source.text, reference, value));
    byFile.set(reference.file, entry);
  }
  return byFile;
}

/** Whether a link goes with the list item holding it (a navbar entry, a button): never a whole block. */
export const isRemovable = (reference: Reference) =>
  reference.item !== undefined && reference.item.path[reference.item.path.length - 2] !== 'blocks';

/** The edits removing the list items that hold `references` (a navbar entry, a button); those in no list are returned apart. */
export function removalEdits(
  files: readonly SourceFile[],
  references: readonly Reference[],
): { byFile: Map<string, { source: SourceFile; edits: TextEdit[] }>; kept: Reference[] } {
  const byFile = new Map<string, { source: SourceFile; edits: TextEdit[] }>();
  const sources = new Map(files.map((source) => [source.file, source]));
  const kept: Reference[] = [];
  for (const reference of references) {
    const item = reference.item;
    if (!item || !isRemovable(reference)) {
      kept.push(reference);
      continue;
    }
    const source = sources.get(reference.file)!;
    const entry = byFile.get(reference.file) ?? { source, edits: [] };
    entry.edits.push(removeItem(source.text, item));
    byFile.set(reference.file, entry);
  }
  return { byFile, kept };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data` with every link to `from` leading to `to`, by the rules `renameEdits` applies to the source:
 * the check of a rename sees the site as the rewritten files will make it.
 */
export function renameInData(data: unknown, from: PageTarget, to: PageTarget, key?: string | number): unknown {
  if (typeof data === 'string') {
    if (key === 'route') return from.name !== undefined && data === from.name ? (to.name ?? data) : data;
    return from.path !== '/' && leadsTo(data, from.path) ? to.path + data.slice(from.path.length) : data;
  }
  if (Array.isArray(data)) return data.map((item, i) => renameInData(item, from, to, i));
  if (isObject(data)) {
    return Object.fromEntries(Object.entries(data).map(([k, value]) => [k, renameInData(value, from, to, k)]));
  }
  return data;
}

/** Whether an object holds a link to the anchor itself (`{ route, hash }`) or in one of its values. */
function holdsLink(value: unknown, target: PageTarget, hash: string, depth = 0): boolean {
  if (typeof value === 'string') return value === `${target.path}${hash}`;
  if (!isObject(value) || depth > 2) return false;
  if (target.name !== undefined && value.route === target.name && value.hash === hash) return true;
  return Object.values(value).some((inner) => holdsLink(inner, target, hash, depth + 1));
}

/** `data` without the list items `removalEdits` removes for links to `anchor` (never a block). */
export function withoutLinksInData(data: unknown, target: PageTarget, anchor: string, key?: string | number): unknown {
  const hash = `#${anchor}`;
  if (Array.isArray(data)) {
    const kept = key === 'blocks' ? data : data.filter((item) => !holdsLink(item, target, hash));
    return kept.map((item, i) => withoutLinksInData(item, target, anchor, i));
  }
  if (isObject(data)) {
    return Object.fromEntries(
      Object.entries(data).map(([k, value]) => [k, withoutLinksInData(value, target, anchor, k)]),
    );
  }
  return data;
}
