import type { ComponentData, Data, Fields } from '@puckeditor/core';
import { z } from 'zod';
import { blockSchemas, type BlockDataInput, type BlockType } from '../../schema/blocks';
import { pageSchema } from '../../schema/page';
import type { DataPath, Problem } from '../content/problem';
import { parseWith } from '../content/parse-data';
import type { ReadOnlyValue } from './client';
import type { FieldContext } from './field-kinds';
import { advancedFieldName, advancedPaths, groupAdvanced, ungroupAdvanced } from './advanced';
import { ANCHOR_PROP, fieldsFor } from './fields';
import { withHelp } from './help';
import { footerSwitch } from './footer-switch';
import { noMenuEntry } from './no-menu-entry';
import { fromPuckContent, slotKeys, toPuckContent } from './puck-data';
import { peel } from './zod-walk';

type Props = Record<string, unknown>;
type PageData = Props & { blocks?: BlockDataInput[] };

/** Page keys the editor has no field for: the blocks are the canvas, `$schema` is kept by the save. */
const NOT_ROOT_FIELDS = new Set(['blocks', '$schema']);

/** The root prop holding the page's address, which is its file's place rather than a value in it. */
export const ADDRESS_PROP = '_address';

/**
 * The page's own settings (title, description, menu entry, layout…) as the fields of Puck's root. A page
 * in no menu group (`ungrouped`: no `_group` file in its folder or above) has no menu entry to give:
 * its Menu entry says so in words, with a way to remove one written anyway. A `translation` has no
 * Page name field: links by name reach it through its default language's page.
 */
export function rootFields(
  context: FieldContext,
  { ungrouped = false, translation = false }: { ungrouped?: boolean; translation?: boolean } = {},
): Fields {
  const shape = Object.fromEntries(
    Object.entries(peel(pageSchema).def.shape ?? {}).filter(
      ([key]) => !NOT_ROOT_FIELDS.has(key) && !(translation && key === 'name'),
    ),
  );
  const address = withHelp(
    { type: 'text', label: 'Address' },
    'Where the page is on the site, such as /pages/company/careers. Changing it moves the page: links to it follow, and the old address leads here.',
  );
  const fields = fieldsFor(z.strictObject(shape), context);
  const layout = fields.layout;
  if (layout?.type === 'object' && layout.objectFields.footer) {
    fields.layout = {
      ...layout,
      objectFields: { ...layout.objectFields, footer: footerSwitch(layout.objectFields.footer) },
    };
  }
  return { [ADDRESS_PROP]: address, ...fields, ...(ungrouped && fields.nav ? { nav: noMenuEntry } : {}) };
}

/** A page's data as a Puck document: its settings (and its address) as the root's props, its blocks as the content. */
export function toPuckData(page: unknown, address?: string): Data {
  const { blocks = [], ...settings } = page as PageData;
  const grouped = groupAdvanced(settings, advancedPaths(pageSchema));
  const props = address === undefined ? grouped : { [ADDRESS_PROP]: address, ...grouped };
  return { root: { props }, content: toPuckContent(blocks) };
}

/** The page's data from a Puck document, as an author writes it. */
export function fromPuckData(data: Data): PageData {
  const {
    id: _id,
    [ADDRESS_PROP]: _address,
    ...settings
  } = ungroupAdvanced((data.root.props ?? {}) as Props, advancedPaths(pageSchema));
  return { ...settings, blocks: fromPuckContent(data.content as { type: string; props: Props }[]) };
}

/** The address the page's settings give it. */
export function addressOf(data: Data): string | undefined {
  const address = (data.root.props as Props | undefined)?.[ADDRESS_PROP];
  return typeof address === 'string' ? address : undefined;
}

/** Each block on the canvas by its Puck id, with where it is in the page's data (`['blocks', 2, 'blocks', 0]`). */
function blockItems(
  content: readonly ComponentData[],
  at: DataPath = ['blocks'],
  found = new Map<string, { item: ComponentData; path: DataPath }>(),
) {
  content.forEach((item, index) => {
    const path = [...at, index];
    found.set(String(item.props.id), { item, path });
    for (const key of slotKeys(item.type)) {
      const inner = item.props[key];
      if (Array.isArray(inner)) blockItems(inner, [...path, key], found);
    }
  });
  return found;
}

/** Where each block on the canvas is in the page's data: Puck id → `['blocks', 2, 'blocks', 0]`. */
export function blockPaths(content: readonly ComponentData[]): Map<string, DataPath> {
  return new Map([...blockItems(content)].map(([id, { path }]) => [id, path]));
}

/** One thing the page schema rejects, as `npm run validate` words it. */
export interface PageProblem {
  path: DataPath;
  /** `blocks[2] (card-grid) › cards[1] › icon` */
  where: string;
  message: string;
}

/** What the site around the page could not tell: another file did not load. */
export interface Unknowns {
  /** Some page file did not load: a link may name it, so an unknown name is not a problem of this page. */
  routesIncomplete?: boolean;
  /** The site settings did not load: no placeholder can be judged. */
  tokensIncomplete?: boolean;
}

/** Settings that take any placeholder as it is written, for when the settings file did not load. */
class AnyTokens extends Map<string, string> {
  override get(name: string): string {
    return `{${name}}`;
  }
}

/**
 * What `npm run validate` says of `page`, in its words: settings placeholders against `tokens`, links by
 * name against `routeNames`, then the page schema. Only the page's own problems: what another file
 * leaves unknown (`unknowns`) is not held against it.
 */
export function pageProblems(
  page: unknown,
  routeNames: ReadonlyMap<string, string>,
  tokens: ReadonlyMap<string, string>,
  unknowns: Unknowns = {},
): PageProblem[] {
  const problems: Problem[] = [];
  const settings = unknowns.tokensIncomplete ? new AnyTokens() : tokens;
  parseWith(pageSchema, { file: '', data: page }, routeNames, settings, problems, unknowns.routesIncomplete);
  return problems.map(({ path, where, message }) => ({ path, where, message }));
}

/**
 * A data path inside a block as Puck names the field: `cards[0].title`; the block's `id` is its anchor;
 * a field among the `advanced` paths is in the Advanced group (`advanced.anchor`).
 */
export function fieldName(path: DataPath, advanced: readonly DataPath[] = []): string {
  return (advancedFieldName(path, advanced) ?? path)
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = i === 0 && key === 'id' ? ANCHOR_PROP : key;
      return i === 0 ? name : `.${name}`;
    })
    .join('');
}

/** The id Puck gives the page's own settings, beside the blocks' ids. */
export const ROOT_ID = 'root';

/**
 * What a data path is placed on: the innermost block holding it and the path inside that block, else
 * the page's settings (a path in the list of blocks itself is about the page as a whole).
 */
function placeOn(paths: ReadonlyMap<string, DataPath>): (path: DataPath) => { id: string; rest: DataPath } {
  const owners = [...paths].sort((a, b) => b[1].length - a[1].length);
  return (path) => {
    const owner = owners.find(([, at]) => at.every((key, i) => path[i] === key));
    if (owner) return { id: owner[0], rest: path.slice(owner[1].length) };
    return { id: ROOT_ID, rest: path[0] === 'blocks' ? [] : path };
  };
}

/** Each block on the canvas by its Puck id, with its type. */
export function blockTypes(content: readonly ComponentData[]): Map<string, string> {
  return new Map([...blockItems(content)].map(([id, { item }]) => [id, item.type]));
}

/** Where the advanced fields of an item are: the page's settings, or a block of the type given. */
function advancedOf(id: string, type: string | undefined): DataPath[] {
  if (id === ROOT_ID) return advancedPaths(pageSchema);
  const schema = blockSchemas[type as BlockType] as (typeof blockSchemas)[BlockType] | undefined;
  return schema ? advancedPaths(schema) : [];
}

/**
 * Each problem placed on the block it is in (the innermost) or on the page's settings: item id → field
 * name → problems. A problem about a block as a whole has the field name `''`. With the blocks'
 * `types`, a problem in an advanced field is named in the Advanced group.
 */
export function problemsByItem<P extends PageProblem>(
  problems: readonly P[],
  paths: ReadonlyMap<string, DataPath>,
  types: ReadonlyMap<string, string> = new Map(),
): Map<string, Map<string, P[]>> {
  const byItem = new Map<string, Map<string, P[]>>();
  const place = placeOn(paths);
  for (const problem of problems) {
    const { id, rest } = place(problem.path);
    const fields = byItem.get(id) ?? new Map<string, P[]>();
    const name = fieldName(rest, advancedOf(id, types.get(id)));
    fields.set(name, [...(fields.get(name) ?? []), problem]);
    byItem.set(id, fields);
  }
  return byItem;
}

/**
 * The read-only values placed like problems, and marked read-only on their Puck items (Puck greys out a
 * field named in an item's `readOnly`). Values of the page's settings go on the root.
 */
export function markReadOnly<T extends ReadOnlyValue>(data: Data, values: readonly T[]): Map<string, T[]> {
  const items = blockItems(data.content);
  const place = placeOn(new Map([...items].map(([id, { path }]) => [id, path])));
  const byItem = new Map<string, T[]>();
  for (const value of values) {
    const { id, rest } = place(value.path);
    byItem.set(id, [...(byItem.get(id) ?? []), value]);
    const name = fieldName(rest, advancedOf(id, items.get(id)?.item.type));
    if (!name) continue;
    const target = id === ROOT_ID ? data.root : items.get(id)?.item;
    if (target) Object.assign(target, { readOnly: { ...target.readOnly, [name]: true } });
  }
  return byItem;
}

/** Every text in `value` with where it is: `[['blocks', 2, 'title'], 'Our services']`. */
function textsIn(value: unknown, at: DataPath, found: [DataPath, string][] = []): [DataPath, string][] {
  if (typeof value === 'string') {
    if (value.trim() !== '') found.push([at, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textsIn(item, [...at, i], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== 'type') textsIn(item, [...at, key], found);
  }
  return found;
}

/** The type of the block at each data path of a page's blocks: `'blocks.2'` → `card-grid`. */
function blockTypesAt(blocks: unknown, at: DataPath = ['blocks'], found = new Map<string, string>()) {
  if (!Array.isArray(blocks)) return found;
  blocks.forEach((block: unknown, index) => {
    if (block === null || typeof block !== 'object' || !('type' in block) || typeof block.type !== 'string') return;
    const path = [...at, index];
    found.set(path.join('.'), block.type);
    for (const key of slotKeys(block.type)) blockTypesAt((block as Props)[key], [...path, key], found);
  });
  return found;
}

/**
 * The texts of the page a translation was made from, placed on the translation's own blocks and fields
 * as problems are (item id → field name → text), so each text field can show what it translates. A
 * block is matched by its place in the page, and only when it is of the same type there.
 */
export function originalTexts(original: unknown, content: readonly ComponentData[]): Map<string, Map<string, string>> {
  const items = blockItems(content);
  const place = placeOn(new Map([...items].map(([id, { path }]) => [id, path])));
  const originalTypes = blockTypesAt((original as PageData | undefined)?.blocks);
  const byItem = new Map<string, Map<string, string>>();
  for (const [path, text] of textsIn(original, [])) {
    const { id, rest } = place(path);
    const type = items.get(id)?.item.type;
    if (id !== ROOT_ID && originalTypes.get(items.get(id)!.path.join('.')) !== type) continue;
    const name = fieldName(rest, advancedOf(id, type));
    if (!name) continue;
    const fields = byItem.get(id) ?? new Map<string, string>();
    fields.set(name, text);
    byItem.set(id, fields);
  }
  return byItem;
}
