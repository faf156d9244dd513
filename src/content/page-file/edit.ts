import ts from 'typescript';
import type { DataPath } from '../problem';
import { describePath } from '../report';
import { isRecord, sameValue } from '../values';
import { alignItems } from './align';
import { computedNote, findComputed } from './computed';
import { type Patch, type Piece, rebuildList } from './list';
import { arrayItems, isDynamic, memberValue, type PageFile, propertyKey, rangeOf, unwrap } from './model';
import { printString, printValue, type Style } from './print';

/** A value the editor may not change in place: the file computes it. */
export class ReadOnlyValueError extends Error {
  constructor(
    message: string,
    readonly path: DataPath,
  ) {
    super(message);
    this.name = 'ReadOnlyValueError';
  }
}

export interface EditContext {
  page: PageFile;
  style: Style;
  /** The page's data before the edit, to name paths as the editor showed them. */
  before: unknown;
  /** The ranges (`key: value`, list items) whose value was replaced: Prettier may lay them out again. */
  touched: { start: number; end: number }[];
}

/** `text` with `patches` applied; `base` is where `text` starts in the file the patches were made for. */
export function applyPatches(text: string, patches: readonly Patch[], base = 0): string {
  let out = '';
  let at = base;
  for (const patch of [...patches].sort((a, b) => a.start - b.start)) {
    if (patch.start < at) throw new Error('overlapping edits');
    out += text.slice(at - base, patch.start - base) + patch.text;
    at = patch.end;
  }
  return out + text.slice(at - base);
}

function readOnly(ctx: EditContext, at: DataPath, note: string): ReadOnlyValueError {
  const where = describePath(at, ctx.before) || 'the page';
  return new ReadOnlyValueError(`${ctx.page.file}: ${where} is read-only in the editor: ${note}.`, at);
}

/** A new value in place of `node`, keeping a string's quote and putting it below its key when it is too long. */
function replace(ctx: EditContext, node: ts.Node, after: unknown, item: ts.Node): Patch {
  const { text: code } = ctx.page;
  const { style } = ctx;
  const { start, end } = rangeOf(node, ctx.page);
  const lineStart = code.lastIndexOf('\n', start - 1) + 1;
  const indent = /^[ \t]*/.exec(code.slice(lineStart))![0];
  ctx.touched.push(rangeOf(item, ctx.page));
  if (typeof after !== 'string') {
    return { start, end, text: printValue(after, style, indent, start - lineStart) };
  }
  const text = printString(after, style, ts.isStringLiteral(node) ? code[start] : undefined);
  const key = ts.isPropertyAssignment(item) ? rangeOf(item.name, ctx.page) : undefined;
  const keyLine = key ? code.lastIndexOf('\n', key.start - 1) + 1 : 0;
  const keyIndent = /^[ \t]*/.exec(code.slice(keyLine))![0];
  // Only a `key: value` on a line of its own may put its value on the next line, as Prettier does.
  const ownLine = key && keyLine + keyIndent.length === key.start && /^\s*:\s*$/.test(code.slice(key.end, start));
  if (!key || !ownLine || style.json) return { start, end, text };
  const rest = code.slice(end, (code.indexOf('\n', end) + 1 || code.length + 1) - 1);
  const fits = key.end - keyLine + 2 + text.length + rest.length <= style.width;
  return { start: key.end, end, text: fits ? `: ${text}` : `:\n${keyIndent}${style.tab}${text}` };
}

/** The edits that turn the literal at `node`, which holds `before`, into one holding `after`. */
export function editValue(
  ctx: EditContext,
  node: ts.Node,
  before: unknown,
  after: unknown,
  at: DataPath,
  item = node,
): Patch[] {
  if (sameValue(before, after)) return [];
  const note = computedNote(node, ctx.page);
  if (note) throw readOnly(ctx, at, note);
  const n = unwrap(node);
  if (ts.isObjectLiteralExpression(n) && isRecord(before) && isRecord(after)) {
    return editObject(ctx, n, before, after, at);
  }
  if (ts.isArrayLiteralExpression(n) && Array.isArray(before) && Array.isArray(after)) {
    const items = arrayItems(n);
    if (items) return editArray(ctx, n, items, before, after, at);
  }
  return [replace(ctx, n, after, item)];
}

function editObject(
  ctx: EditContext,
  node: ts.ObjectLiteralExpression,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  at: DataPath,
): Patch[] {
  const members = [...node.properties];
  const written = new Map(
    members.flatMap((m, i) =>
      ts.isPropertyAssignment(m) && propertyKey(m) !== undefined ? [[propertyKey(m)!, i] as const] : [],
    ),
  );
  const edits = new Map<number, Patch[]>();
  const removed = new Set<number>();
  const added: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameValue(before[key], after[key])) continue;
    const i = written.get(key);
    const member = i === undefined ? undefined : members[i];
    if (i === undefined || !member || !ts.isPropertyAssignment(member) || members.slice(i + 1).some(isDynamic)) {
      if (!(key in before)) {
        added.push(key);
        continue;
      }
      const found = findComputed(node, before, ctx.page, at).find((c) => c.path[at.length] === key);
      throw readOnly(ctx, [...at, key], found?.note ?? 'written by code in the file');
    }
    if (key in after) edits.set(i, editValue(ctx, memberValue(member), before[key], after[key], [...at, key], member));
    else {
      const note = computedNote(memberValue(member), ctx.page);
      if (note) throw readOnly(ctx, [...at, key], note);
      removed.add(i);
    }
  }
  if (!added.length && !removed.size) return [...edits.values()].flat();
  const pieces: Piece[] = members.flatMap((m, i) => (removed.has(i) ? [] : [kept(ctx, m, i, edits.get(i))]));
  pieces.push(...added.map((key) => ({ key, value: after[key] })));
  return [rebuildList(ctx.page, node, members, pieces, ctx.style)];
}

function kept(ctx: EditContext, item: ts.Node, from: number, patches: Patch[] = []): Piece {
  const { start, end } = rangeOf(item, ctx.page);
  return { from, text: applyPatches(ctx.page.text.slice(start, end), patches, start) };
}

function editArray(
  ctx: EditContext,
  node: ts.ArrayLiteralExpression,
  elements: ts.Expression[],
  before: unknown[],
  after: unknown[],
  at: DataPath,
): Patch[] {
  const slots = alignItems(before, after);
  const used = new Set(slots.flatMap((slot) => ('from' in slot ? [slot.from] : [])));
  for (const [i, element] of elements.entries()) {
    const note = used.has(i) ? undefined : computedNote(element, ctx.page);
    if (note) throw readOnly(ctx, [...at, i], `${note}; it cannot be removed here`);
  }
  const edits = slots.map((slot, j) =>
    'from' in slot && slot.changed
      ? editValue(ctx, elements[slot.from]!, before[slot.from], after[j], [...at, slot.from])
      : [],
  );
  const inPlace = slots.length === elements.length && slots.every((slot, j) => 'from' in slot && slot.from === j);
  if (inPlace) return edits.flat();
  const pieces = slots.map((slot, j) => ('from' in slot ? kept(ctx, elements[slot.from]!, slot.from, edits[j]) : slot));
  return [rebuildList(ctx.page, node, elements, pieces, ctx.style)];
}
