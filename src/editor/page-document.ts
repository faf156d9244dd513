import type { ComponentData, Data, Fields } from '@puckeditor/core';
import { z } from 'zod';
import type { BlockDataInput } from '../../schema/blocks';
import { pageSchema } from '../../schema/page';
import type { DataPath, Problem } from '../content/load';
import { parseWith } from '../content/parse-data';
import type { FieldContext } from './field-kinds';
import { ANCHOR_PROP, fieldsFor } from './fields';
import { fromPuckContent, slotKeys, toPuckContent } from './puck-data';
import { peel } from './zod-walk';

type Props = Record<string, unknown>;
type PageData = Props & { blocks?: BlockDataInput[] };

/** Page keys the editor has no field for: the blocks are the canvas, `$schema` is kept by the save. */
const NOT_ROOT_FIELDS = new Set(['blocks', '$schema']);

/** The page's own settings (title, description, menu entry, layout…) as the fields of Puck's root. */
export function rootFields(context: FieldContext): Fields {
  const shape = Object.fromEntries(
    Object.entries(peel(pageSchema).def.shape ?? {}).filter(([key]) => !NOT_ROOT_FIELDS.has(key)),
  );
  return fieldsFor(z.strictObject(shape), context);
}

/** A page's data as a Puck document: its settings as the root's props, its blocks as the content. */
export function toPuckData(page: unknown): Data {
  const { blocks = [], ...settings } = page as PageData;
  return { root: { props: settings }, content: toPuckContent(blocks) };
}

/** The page's data from a Puck document, as an author writes it. */
export function fromPuckData(data: Data): PageData {
  const { id: _id, ...settings } = (data.root.props ?? {}) as Props;
  return { ...settings, blocks: fromPuckContent(data.content as { type: string; props: Props }[]) };
}

/** Where each block on the canvas is in the page's data: Puck id → `['blocks', 2, 'blocks', 0]`. */
export function blockPaths(content: readonly ComponentData[], at: DataPath = ['blocks']): Map<string, DataPath> {
  const paths = new Map<string, DataPath>();
  content.forEach((item, index) => {
    const here = [...at, index];
    paths.set(String(item.props.id), here);
    for (const key of slotKeys(item.type)) {
      const inner = item.props[key];
      if (Array.isArray(inner)) for (const [id, p] of blockPaths(inner, [...here, key])) paths.set(id, p);
    }
  });
  return paths;
}

/** One thing the page schema rejects, as `npm run validate` words it. */
export interface PageProblem {
  path: DataPath;
  /** `blocks[2] (card-grid) › cards[1] › icon` */
  where: string;
  message: string;
}

/**
 * What `npm run validate` says of `page`, in its words: settings placeholders against `tokens`, links by
 * name against `routeNames`, then the page schema.
 */
export function pageProblems(
  page: unknown,
  routeNames: ReadonlyMap<string, string>,
  tokens: ReadonlyMap<string, string>,
): PageProblem[] {
  const problems: Problem[] = [];
  parseWith(pageSchema, { file: '', data: page }, routeNames, tokens, problems);
  return problems.map(({ path, where, message }) => ({ path, where, message }));
}

/** A data path inside a block as Puck names the field: `cards[0].title`; the block's `id` is its anchor. */
export function fieldName(path: DataPath): string {
  return path
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
 * Each problem placed on the block it is in (the innermost) or on the page's settings: item id → field
 * name → messages. A problem about a block as a whole has the field name `''`.
 */
export function problemsByItem(
  problems: readonly PageProblem[],
  paths: ReadonlyMap<string, DataPath>,
): Map<string, Map<string, string[]>> {
  const byItem = new Map<string, Map<string, string[]>>();
  const owners = [...paths].sort((a, b) => b[1].length - a[1].length);
  for (const problem of problems) {
    const owner = owners.find(([, at]) => at.every((key, i) => problem.path[i] === key));
    const [id, rest] = owner
      ? [owner[0], problem.path.slice(owner[1].length)]
      : problem.path[0] === 'blocks'
        ? [ROOT_ID, []]
        : [ROOT_ID, problem.path];
    const fields = byItem.get(id) ?? new Map<string, string[]>();
    const name = fieldName(rest);
    fields.set(name, [...(fields.get(name) ?? []), problem.message]);
    byItem.set(id, fields);
  }
  return byItem;
}

/** A value the file computes, read-only in the editor: its path and why. */
export interface ReadOnlyValue {
  path: DataPath;
  where: string;
  note: string;
  file: string;
  line?: number;
  column?: number;
}

/**
 * The read-only values placed like problems, and marked read-only on their Puck items (Puck greys out a
 * field named in an item's `readOnly`). Values of the page's settings go on the root.
 */
export function markReadOnly(data: Data, values: readonly ReadOnlyValue[]): Map<string, ReadOnlyValue[]> {
  const paths = blockPaths(data.content);
  const owners = [...paths].sort((a, b) => b[1].length - a[1].length);
  const byItem = new Map<string, ReadOnlyValue[]>();
  const items = new Map<string, ComponentData>();
  const visit = (content: readonly ComponentData[]) =>
    content.forEach((item) => {
      items.set(String(item.props.id), item);
      for (const key of slotKeys(item.type)) if (Array.isArray(item.props[key])) visit(item.props[key]);
    });
  visit(data.content);
  for (const value of values) {
    const owner = owners.find(([, at]) => at.every((key, i) => value.path[i] === key));
    const id = owner ? owner[0] : ROOT_ID;
    const rest = owner ? value.path.slice(owner[1].length) : value.path;
    byItem.set(id, [...(byItem.get(id) ?? []), value]);
    const name = fieldName(rest);
    if (!name) continue;
    const target = id === ROOT_ID ? data.root : items.get(id);
    if (target) Object.assign(target, { readOnly: { ...target.readOnly, [name]: true } });
  }
  return byItem;
}
