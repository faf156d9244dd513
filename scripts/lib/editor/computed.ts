import type { ASTNode } from 'magicast';
import type { DataPath } from '../../../src/content/load';
import { isScalar, type PageSource, propertyKey, scalarValue, unwrap } from './source';
import { isRecord } from './values';

/** A value the file computes, with why it cannot be edited in place. */
export interface ComputedValue {
  path: DataPath;
  note: string;
  node: ASTNode;
}

/** The code at `node` on one line, cut at 60 characters. */
function quote(source: PageSource, node: ASTNode): string {
  const text = source.code.slice(node.start ?? 0, node.end ?? 0).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The identifier a call or member access starts from: `portrait` in `portrait('Sofia Marin')`. */
function rootName(node: ASTNode): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') return rootName(node.callee);
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') return rootName(node.object);
  return undefined;
}

/** Why the value at `node` cannot be written back in place; undefined for a literal, an object or a plain array. */
export function computedNote(node: ASTNode, source: PageSource): string | undefined {
  const n = unwrap(node);
  if (isScalar(n) || n.type === 'ObjectExpression') return undefined;
  if (n.type === 'ArrayExpression') {
    const spread = n.elements.find((element) => element?.type === 'SpreadElement');
    return spread && `built with \`${quote(source, spread)}\` in the file: edit it there`;
  }
  if (n.type === 'Identifier') {
    const from = source.imports.get(n.name);
    if (from) return `comes from \`${n.name}\`, imported from ${from}: edit it there (other pages may use it too)`;
    const line = source.constants.get(n.name);
    if (line) return `comes from the constant \`${n.name}\` (line ${line} of the file): edit it there`;
    return `comes from \`${n.name}\` in the file: edit it there`;
  }
  const name = rootName(n);
  const from = name === undefined ? undefined : source.imports.get(name);
  const template = n.type === 'TemplateLiteral' ? 'the template ' : '';
  return `computed by ${template}\`${quote(source, n)}\` in the file: edit it there${from ? ` (\`${name}\` is imported from ${from})` : ''}`;
}

/** The members of an object written by code (`...base`, `[key]: …`, methods), not as `key: value`. */
export const isDynamic = (member: ASTNode) => member.type !== 'ObjectProperty' || propertyKey(member) === undefined;

/** Every value under `node` the file computes, found by walking its literal beside the data it evaluates to. */
export function findComputed(node: ASTNode, value: unknown, source: PageSource, at: DataPath = []): ComputedValue[] {
  const note = computedNote(node, source);
  if (note) return [{ path: at, note, node }];
  const n = unwrap(node);
  if (n.type === 'ArrayExpression') {
    const items = Array.isArray(value) ? value : [];
    return n.elements.flatMap((element, i) => (element ? findComputed(element, items[i], source, [...at, i]) : []));
  }
  if (n.type !== 'ObjectExpression') return [];
  const record = isRecord(value) ? value : {};
  const found: ComputedValue[] = [];
  const written = new Set<string>();
  n.properties.forEach((member, i) => {
    const key = propertyKey(member);
    if (key === undefined || member.type !== 'ObjectProperty') return;
    written.add(key);
    // `{ title: 'x', ...base }`: the spread may replace what was written before it.
    const after = n.properties.slice(i + 1).find(isDynamic);
    if (after) {
      const note = `may be replaced by \`${quote(source, after)}\` written after it in the file: edit it there`;
      found.push({ path: [...at, key], note, node: member });
    } else found.push(...findComputed(member.value, record[key], source, [...at, key]));
  });
  const dynamic = n.properties.find(isDynamic);
  for (const key of Object.keys(record)) {
    if (written.has(key) || !dynamic) continue;
    found.push({
      path: [...at, key],
      note: `comes from \`${quote(source, dynamic)}\` in the file: edit it there`,
      node: dynamic,
    });
  }
  return found;
}

/** Whether the literal parts of `node` hold `value` (computed parts hold anything): a check of a written file. */
export function holds(node: ASTNode, value: unknown, source: PageSource): boolean {
  const n = unwrap(node);
  if (isScalar(n)) return scalarValue(n) === value;
  if (computedNote(n, source)) return true;
  if (n.type === 'ArrayExpression') {
    return (
      Array.isArray(value) &&
      value.length === n.elements.length &&
      n.elements.every((element, i) => element !== null && holds(element, value[i], source))
    );
  }
  if (n.type !== 'ObjectExpression' || !isRecord(value)) return false;
  const written = new Set<string>();
  for (const [i, member] of n.properties.entries()) {
    const key = propertyKey(member);
    if (key === undefined || member.type !== 'ObjectProperty') continue;
    written.add(key);
    const replaced = n.properties.slice(i + 1).some(isDynamic);
    if (!replaced && !holds(member.value, value[key], source)) return false;
  }
  return n.properties.some(isDynamic) || Object.keys(value).every((key) => written.has(key));
}
