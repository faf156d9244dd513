import { isRecord } from '../values';

/** How new code is written: the project's Prettier settings for TypeScript, JSON's own rules for JSON. */
export interface Style {
  quote: "'" | '"';
  json: boolean;
  /** A comma after the last item of a list or object spread over lines. */
  trailingComma: boolean;
  width: number;
  /** One level of indentation. */
  tab: string;
}

const count = (text: string, quote: string) => text.split(quote).length - 1;

/** A string literal; as Prettier, in the preferred quote unless the text holds more of it than of the other. */
export function printString(text: string, style: Style, preferred: string = style.quote): string {
  const escaped = JSON.stringify(text);
  if (style.json) return escaped;
  const other = preferred === "'" ? '"' : "'";
  const quote = count(text, preferred) > count(text, other) ? other : preferred;
  if (quote === '"') return escaped;
  return `'${escaped.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

export function printKey(key: string, style: Style): string {
  return !style.json && /^[A-Za-z_$][\w$]*$/.test(key) ? key : printString(key, style);
}

const entries = (value: Record<string, unknown>) => Object.entries(value).filter(([, item]) => item !== undefined);

/** The value on one line. */
export function printFlat(value: unknown, style: Style): string {
  if (typeof value === 'string') return printString(value, style);
  if (Array.isArray(value)) return `[${value.map((item) => printFlat(item, style)).join(', ')}]`;
  if (isRecord(value)) {
    const members = entries(value).map(([key, item]) => `${printKey(key, style)}: ${printFlat(item, style)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

const size = (value: unknown) => (Array.isArray(value) ? value.length : isRecord(value) ? entries(value).length : 0);

/** `object` or `list` for a value of more than one item, which Prettier may put one per line in a list. */
export const shapeOf = (value: unknown) => (size(value) > 1 ? (Array.isArray(value) ? 'list' : 'object') : undefined);

/** Prettier puts each item of a list on its own line when all are objects (or all lists) of more than one item. */
export const breaksAlways = (shapes: (string | undefined)[]) =>
  shapes.length > 1 && shapes[0] !== undefined && shapes.every((shape) => shape === shapes[0]);

/**
 * The value as Prettier would lay it out at `column` of a line indented by `indent`, with `suffix`
 * characters after it on its last line (a comma): on one line when it fits, else one item per line.
 */
export function printValue(value: unknown, style: Style, indent: string, column = indent.length, suffix = 0): string {
  const flat = printFlat(value, style);
  const list = Array.isArray(value);
  if ((!list && !isRecord(value)) || size(value) === 0) return flat;
  if (column + flat.length + suffix <= style.width && !(list && breaksAlways(value.map(shapeOf)))) return flat;
  const inner = indent + style.tab;
  const items = list
    ? value.map((item) => inner + printValue(item, style, inner, inner.length, 1))
    : entries(value as Record<string, unknown>).map(([key, item]) => inner + printProperty(key, item, style, inner));
  const [open, close] = list ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}${style.trailingComma ? ',' : ''}\n${indent}${close}`;
}

/** `key: value` at the start of a line indented by `indent`; a string too long for the line goes on the next. */
export function printProperty(key: string, value: unknown, style: Style, indent: string, suffix = 1): string {
  const head = `${printKey(key, style)}: `;
  const printed = printValue(value, style, indent, indent.length + head.length, suffix);
  const long = indent.length + head.length + printed.length + suffix > style.width;
  return typeof value === 'string' && long && !style.json
    ? `${head.trimEnd()}\n${indent}${style.tab}${printed}`
    : head + printed;
}
