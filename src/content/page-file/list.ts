import ts from 'typescript';
import { type PageFile, rangeOf } from './model';
import { breaksAlways, printFlat, printKey, printProperty, printValue, shapeOf, type Style } from './print';

/** A text edit of the file: `text` replaces `start` to `end`. */
export interface Patch {
  start: number;
  end: number;
  text: string;
}

/** An item of a rebuilt list or object: one of its items (`from`) as `text`, or a new value (`key` in an object). */
export type Piece = { from: number; text: string } | { value: unknown; key?: string };

const lineStart = (code: string, at: number) => code.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (code: string, at: number) => (code.indexOf('\n', at) + 1 || code.length + 1) - 1;
const indentAt = (code: string, at: number) => /^[ \t]*/.exec(code.slice(lineStart(code, at)))![0];
const BLANK_FIRST = /^([ \t]*\n)+/;

/** What `shapeOf` says of a value, for an item of the source. */
function nodeShape(node: ts.Node) {
  if (ts.isObjectLiteralExpression(node) && node.properties.length > 1) return 'object';
  if (ts.isArrayLiteralExpression(node) && node.elements.length > 1) return 'list';
  return undefined;
}

type Range = { start: number; end: number };

/** What surrounds each item of a list spread over lines: the lines above it (blank, comments) and its line's end. */
interface Layout {
  head: string;
  leads: string[];
  trails: string[];
  tail: string;
  /** The last item has a comma after it. */
  comma: boolean;
  inner: string;
  /** Most items have a blank line above them. */
  blank: boolean;
}

/** The layout of a list with one item per line; undefined for any other layout. */
function readLayout(code: string, open: number, close: number, items: Range[]): Layout | undefined {
  const lineOf = (at: number) => code.slice(0, at).split('\n').length;
  const starts = items.map((item) => item.start);
  const ends = items.map((item) => item.end);
  const after = ends.map((end) => lineEnd(code, end) + 1);
  const ownLines = starts.every((start, i) => lineOf(start) > lineOf(i === 0 ? open : ends[i - 1]!));
  if (!ownLines || lineOf(close) <= lineOf(ends[ends.length - 1]!)) return undefined;
  const rests = ends.map((end, i) => code.slice(end, after[i]! - 1));
  const comma = /^\s*(\/\*.*?\*\/\s*)*,/;
  const leads = starts.map((start, i) => code.slice(i === 0 ? lineEnd(code, open) + 1 : after[i - 1]!, start));
  return {
    head: code.slice(open + 1, lineEnd(code, open) + 1),
    leads,
    trails: rests.map((rest) => rest.replace(comma, (found) => found.slice(0, -1))),
    tail: code.slice(after[after.length - 1]!, close),
    comma: comma.test(rests[rests.length - 1]!),
    inner: indentAt(code, starts[0]!),
    blank: leads.slice(1).filter((lead) => BLANK_FIRST.test(lead)).length * 2 > Math.max(1, leads.length - 1),
  };
}

/** A fresh layout of one item per line, for a list written on one line that no longer fits on it. */
function freshLayout(code: string, open: number, items: Range[], style: Style): Layout {
  const outer = indentAt(code, open);
  const inner = outer + style.tab;
  const leads = items.map(() => inner);
  const trails = items.map(() => '');
  return { head: '\n', leads, trails, tail: outer, comma: style.trailingComma, inner, blank: false };
}

/**
 * Rewrites the items of an array or object literal as `pieces`: kept items keep their text and the
 * comments and blank line above them (a blank line is kept only where the list has them), new items
 * are printed in the list's layout. Text outside the items is left as it was. As Prettier, a list of
 * list goes on one line when it fits and holds no comment, unless it is a list of objects.
 */
export function rebuildList(
  page: PageFile,
  list: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression,
  nodes: readonly ts.Node[],
  pieces: Piece[],
  style: Style,
): Patch {
  const code = page.text;
  const { start: open, end } = rangeOf(list, page);
  const close = end - 1;
  const items = nodes.map((node) => rangeOf(node, page));
  const object = ts.isObjectLiteralExpression(list);
  const patch = (text: string): Patch => ({ start: open, end: close + 1, text: code[open] + text + code[close] });
  const column = open - lineStart(code, open);
  if (pieces.length === 0) return patch('');
  const fresh = pieces.filter((piece) => 'value' in piece);
  if (items.length === 0) {
    const value = object
      ? Object.fromEntries(fresh.map((piece) => [piece.key, piece.value]))
      : fresh.map((p) => p.value);
    return { start: open, end: close + 1, text: printValue(value, style, indentAt(code, open), column) };
  }
  const read = readLayout(code, open, close, items);
  const pad = object ? ' ' : '';
  const flatPiece = (piece: Piece) =>
    'from' in piece
      ? piece.text
      : `${object ? `${printKey(piece.key!, style)}: ` : ''}${printFlat(piece.value, style)}`;
  const flat = `${pad}${pieces.map(flatPiece).join(', ')}${pad}`;
  const fits = !flat.includes('\n') && column + flat.length + 2 + (lineEnd(code, close) - close - 1) <= style.width;
  const quiet = !read || [read.head, read.tail, ...read.leads, ...read.trails].every((text) => text.trim() === '');
  const shapes = pieces.map((piece) => ('from' in piece ? nodeShape(nodes[piece.from]!) : shapeOf(piece.value)));
  // Prettier keeps an object spread over lines as it is, but joins a list that fits.
  if (fits && quiet && (object ? !read : !breaksAlways(shapes))) return patch(flat);
  const layout = read ?? freshLayout(code, open, items, style);
  const { inner } = layout;
  let text = layout.head;
  pieces.forEach((piece, k) => {
    const kept = 'from' in piece;
    const lead = kept ? layout.leads[piece.from]! : inner;
    const blank = k > 0 && (BLANK_FIRST.test(lead) || ((!kept || piece.from === 0) && layout.blank));
    const body = kept
      ? piece.text
      : object
        ? printProperty(piece.key!, piece.value, style, inner)
        : printValue(piece.value, style, inner, inner.length, 1);
    const comma = k < pieces.length - 1 || layout.comma ? ',' : '';
    text += `${blank ? '\n' : ''}${lead.replace(BLANK_FIRST, '')}${body}${comma}${kept ? layout.trails[piece.from] : ''}\n`;
  });
  return patch(text + layout.tail);
}
