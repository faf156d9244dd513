import type { DataPath } from './load';

/** The longest text a field may hold: short names and labels, and anything else. */
export const MAX_SHORT_TEXT = 300;
export const MAX_TEXT = 10_000;
/** Fields that name or label something, where a paragraph is a mistake. */
const SHORT_FIELDS = new Set(['title', 'label', 'name', 'alt', 'bold']);

export interface TextProblem {
  path: DataPath;
  message: string;
}

/**
 * Checks an author's text before validation: text longer than its field's limit is reported (a 1 MB
 * title is a mistake, however it got there). Returns the places of text made only of spaces, which
 * `blankOut` empties so that a field that requires text reports them as empty.
 */
export function checkText(
  data: unknown,
  problems: TextProblem[],
  at: DataPath = [],
  blanks: DataPath[] = [],
): DataPath[] {
  if (typeof data === 'string') {
    const key = at[at.length - 1];
    const limit = typeof key === 'string' && SHORT_FIELDS.has(key) ? MAX_SHORT_TEXT : MAX_TEXT;
    if (data.length > limit) {
      problems.push({
        path: at,
        message: `too long: ${data.length.toLocaleString('en')} characters, at most ${limit.toLocaleString('en')} here. Shorten the text or split it into paragraphs.`,
      });
    }
    if (data !== '' && data.trim() === '') blanks.push(at);
  } else if (Array.isArray(data)) {
    data.forEach((item, i) => checkText(item, problems, [...at, i], blanks));
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) checkText(value, problems, [...at, key], blanks);
  }
  return blanks;
}

/** A copy of `data` with the text at `blanks` emptied. */
export function blankOut(data: unknown, blanks: readonly DataPath[]): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  for (const blank of blanks) {
    let node = copy;
    for (const key of blank.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[blank[blank.length - 1]!] = '';
  }
  return copy;
}
