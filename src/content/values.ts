/** A plain object of the page's data. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data as JSON holds it: what the editor sends and what a file can be compared with. */
export const plain = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** JSON with the keys sorted, so values compare equal whatever order their keys were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export const sameValue = (a: unknown, b: unknown) => a === b || canonical(a) === canonical(b);

/**
 * How much two items look like one edited item, from 0 to 1: the share of fields two objects have equal
 * (none when their block `type` differs). Decides whether an item that moved and changed keeps its source.
 */
export function similarity(a: unknown, b: unknown): number {
  if (sameValue(a, b)) return 1;
  if (!isRecord(a) || !isRecord(b) || a.type !== b.type) return 0;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const equal = [...keys].filter((key) => sameValue(a[key], b[key])).length;
  return equal / keys.size;
}
