import ts from 'typescript';
import type { DataPath } from '../problem';
import {
  arrayItems,
  isDynamic,
  isScalar,
  isWrittenProperty,
  memberValue,
  type PageFile,
  propertyKey,
  scalarValue,
  textOf,
  unwrap,
} from './model';

/** A value the file computes, with why it cannot be edited in place. */
export interface ComputedValue {
  path: DataPath;
  note: string;
  node: ts.Node;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code at `node` on one line, cut at 60 characters. */
function quote(file: PageFile, node: ts.Node): string {
  const text = textOf(node, file).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The identifier a call or member access starts from: `portrait` in `portrait('Sofia Marin')`. */
function rootName(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return rootName(node.expression);
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return rootName(node.expression);
  return undefined;
}

const lineOf = (file: PageFile, node: ts.Node) =>
  file.source.getLineAndCharacterOfPosition(node.getStart(file.source)).line + 1;

/** Why the value at `node` cannot be written back in place; undefined for a literal, an object or a plain array. */
export function computedNote(node: ts.Node, file: PageFile): string | undefined {
  const n = unwrap(node);
  if (isScalar(n) || ts.isObjectLiteralExpression(n)) return undefined;
  if (ts.isArrayLiteralExpression(n)) {
    const spread = n.elements.find(ts.isSpreadElement);
    if (spread) return `built with \`${quote(file, spread)}\` in the file: edit it there`;
    return arrayItems(n) ? undefined : 'a list with a gap in the file: edit it there';
  }
  if (ts.isIdentifier(n)) {
    const from = file.imports.get(n.text);
    if (from) {
      return `comes from \`${n.text}\`, imported from ${from.specifier}: edit it there (other pages may use it too)`;
    }
    const constant = file.constants.get(n.text);
    if (constant)
      return `comes from the constant \`${n.text}\` (line ${lineOf(file, constant)} of the file): edit it there`;
    return `comes from \`${n.text}\` in the file: edit it there`;
  }
  const name = rootName(n);
  const from = name === undefined ? undefined : file.imports.get(name);
  const template = ts.isTemplateExpression(n) ? 'the template ' : '';
  const imported = from ? ` (\`${name}\` is imported from ${from.specifier})` : '';
  return `computed by ${template}\`${quote(file, n)}\` in the file: edit it there${imported}`;
}

/** Every value under `node` the file computes, found by walking its literal beside the data it evaluates to. */
export function findComputed(node: ts.Node, value: unknown, file: PageFile, at: DataPath = []): ComputedValue[] {
  const note = computedNote(node, file);
  if (note) return [{ path: at, note, node }];
  const n = unwrap(node);
  if (ts.isArrayLiteralExpression(n)) {
    const items = Array.isArray(value) ? value : [];
    return n.elements.flatMap((element, i) => findComputed(element, items[i], file, [...at, i]));
  }
  if (!ts.isObjectLiteralExpression(n)) return [];
  const record = isRecord(value) ? value : {};
  const found: ComputedValue[] = [];
  const written = new Set<string>();
  n.properties.forEach((member, i) => {
    if (!isWrittenProperty(member)) return;
    const key = propertyKey(member)!;
    written.add(key);
    // `{ title: 'x', ...base }`: the spread may replace what was written before it.
    const after = n.properties.slice(i + 1).find(isDynamic);
    if (after) {
      const note = `may be replaced by \`${quote(file, after)}\` written after it in the file: edit it there`;
      found.push({ path: [...at, key], note, node: member });
    } else found.push(...findComputed(memberValue(member), record[key], file, [...at, key]));
  });
  const dynamic = n.properties.find(isDynamic);
  for (const key of Object.keys(record)) {
    if (written.has(key) || !dynamic) continue;
    found.push({
      path: [...at, key],
      note: `comes from \`${quote(file, dynamic)}\` in the file: edit it there`,
      node: dynamic,
    });
  }
  return found;
}

/** Whether the literal parts of `node` hold `value` (computed parts hold anything): a check of a written file. */
export function holds(node: ts.Node, value: unknown, file: PageFile): boolean {
  const n = unwrap(node);
  if (isScalar(n)) return scalarValue(n) === value;
  if (computedNote(n, file)) return true;
  if (ts.isArrayLiteralExpression(n)) {
    return (
      Array.isArray(value) &&
      value.length === n.elements.length &&
      n.elements.every((element, i) => holds(element, value[i], file))
    );
  }
  if (!ts.isObjectLiteralExpression(n) || !isRecord(value)) return false;
  const written = new Set<string>();
  for (const [i, member] of n.properties.entries()) {
    if (!isWrittenProperty(member)) continue;
    const key = propertyKey(member)!;
    written.add(key);
    const replaced = n.properties.slice(i + 1).some(isDynamic);
    if (!replaced && !holds(memberValue(member), value[key], file)) return false;
  }
  return n.properties.some(isDynamic) || Object.keys(value).every((key) => written.has(key));
}
