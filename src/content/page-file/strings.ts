// The texts a data file writes as plain strings, each with where it is: in the source (to rewrite or
// remove it in place, comments and layout kept) and in the data (to name it to a person); and the text
// edits that change them.
import ts from 'typescript';
import type { DataPath } from '../problem';
import { type PageFile, positionOf, propertyKey, readPageFile } from './model';

/** A range of the file's text, `end` excluded. */
export interface TextRange {
  start: number;
  end: number;
}

/** A string written as it is (not computed) in a data file. */
export interface StringLiteral extends TextRange {
  value: string;
  /** Keys from the value the file exports (or the constant it is in) to the string. */
  path: DataPath;
  /** The other plain strings of the object holding it, by key (`route` beside `hash`). */
  siblings: Record<string, string>;
  /** The words a person knows the thing by: the `label`, `text` or `title` beside it or one level up. */
  label?: string;
  /** The list item the string is part of (the string itself, its object or that object's parent object). */
  item?: TextRange & { path: DataPath };
  line: number;
  column: number;
}

const LABEL_KEYS = ['label', 'text', 'title', 'name'];

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The plain strings of an object literal, by key. */
function tsStrings(node: ts.Node | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  if (!node || !ts.isObjectLiteralExpression(node)) return found;
  for (const property of node.properties) {
    const key = propertyKey(property);
    if (key !== undefined && ts.isPropertyAssignment(property) && isText(property.initializer)) {
      found[key] = property.initializer.text;
    }
  }
  return found;
}

function labelOf(...objects: Record<string, string>[]): string | undefined {
  for (const strings of objects) {
    for (const key of LABEL_KEYS) if (strings[key]?.trim()) return strings[key];
  }
  return undefined;
}

/** Keys from the exported value (or the top-level constant) down to `node`, and the objects on the way. */
function tsPath(node: ts.Node): { path: DataPath; objects: ts.Node[]; items: { node: ts.Node; depth: number }[] } {
  const path: DataPath = [];
  const objects: ts.Node[] = [];
  const items: { node: ts.Node; depth: number }[] = [];
  let current: ts.Node = node;
  while (current.parent) {
    const parent: ts.Node = current.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      const key = propertyKey(parent);
      if (key === undefined) break;
      path.unshift(key);
      objects.push(parent.parent);
      current = parent.parent;
      continue;
    }
    if (ts.isArrayLiteralExpression(parent)) {
      const index = parent.elements.indexOf(current as ts.Expression);
      path.unshift(index);
      items.push({ node: current, depth: objects.length });
      current = parent;
      continue;
    }
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isCallExpression(parent) && parent.arguments[0] === current)
    ) {
      current = parent;
      continue;
    }
    break;
  }
  return { path, objects, items };
}

function typescriptStrings(file: PageFile): StringLiteral[] {
  const { source } = file;
  const found: StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    const written =
      isText(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      !(ts.isPropertyAssignment(node.parent) && node.parent.name === node);
    if (written) {
      const { path, objects, items } = tsPath(node);
      const siblings = tsStrings(objects[0]);
      const [first] = items;
      // The string's own list item, or the item holding the object it is in (a link inside a navbar entry).
      const item = first && first.depth <= 2 ? first.node : undefined;
      const itemPath = item ? path.slice(0, path.length - first!.depth) : [];
      found.push({
        start: node.getStart(source),
        end: node.end,
        value: node.text,
        path,
        siblings,
        label: labelOf(siblings, tsStrings(objects[1])),
        item: item ? { start: item.getStart(source), end: item.end, path: itemPath } : undefined,
        ...positionOf(node, file),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every plain string a data file writes, in order. */
export function stringLiterals(file: string, text: string): StringLiteral[] {
  return typescriptStrings(readPageFile(file, text));
}

/** `value` written as a string in `file`'s syntax, in the quotes `original` used. */
function quoted(file: string, original: string, value: string): string {
  const quote = file.endsWith('.json') ? '"' : original[0] === "'" || original[0] === '`' ? original[0] : '"';
  if (quote === '"') return JSON.stringify(value);
  const escaped = value.replace(/\\/g, '\\\\').replace(new RegExp(quote === '`' ? '`|\\$\\{' : "'", 'g'), '\\$&');
  return `${quote}${escaped.replace(/\n/g, '\\n')}${quote}`;
}

/** One change to a file's text. */
export type TextEdit = TextRange & { text: string };

/** Replaces a string in place, in the quotes it was written with. */
export function replaceString(file: string, text: string, literal: StringLiteral, value: string): TextEdit {
  return { start: literal.start, end: literal.end, text: quoted(file, text.slice(literal.start, literal.end), value) };
}

/**
 * Removes a list item with the comma after it (or before it, when it is the last), and its whole line
 * when it stood alone on it.
 */
export function removeItem(text: string, item: TextRange): TextEdit {
  let { start, end } = item;
  const after = /^\s*,/.exec(text.slice(end));
  if (after) end += after[0].length;
  else {
    const before = /,\s*$/.exec(text.slice(0, start));
    if (before) start -= before[0].length;
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  if (
    /^\s*$/.test(text.slice(lineStart, start)) &&
    /^\s*$/.test(text.slice(end, lineEnd === -1 ? undefined : lineEnd))
  ) {
    start = lineStart;
    end = lineEnd === -1 ? text.length : lineEnd + 1;
  }
  return { start, end, text: '' };
}

/** Applies edits to `text`; an edit inside another one's range (a string in a removed item) is left out. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const outer = edits.filter(
    (edit, i) =>
      !edits.some(
        (other, j) =>
          j !== i &&
          other.start <= edit.start &&
          edit.end <= other.end &&
          (other.start !== edit.start || other.end !== edit.end || j < i),
      ),
  );
  let result = text;
  for (const edit of [...outer].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
