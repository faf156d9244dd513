import type { DataPath } from './problem';

/** The longest text a field may hold: short names and labels, and anything else. */
export const MAX_SHORT_TEXT = 300;
export const MAX_TEXT = 10_000;
/** Fields that name or label something, where a paragraph is a mistake. */
const SHORT_FIELDS = new Set(['title', 'label', 'name', 'alt', 'bold']);

/** Characters that show nothing: zero-width spaces and joiners, the word joiner, the byte-order mark. */
// An alternation, not a class: a joiner in a class reads as joining its neighbours.
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;

/** True for text that shows nothing: only spaces, new lines and invisible characters (but not ""). */
export function isBlank(text: string): boolean {
  return text !== '' && text.replace(INVISIBLE, '').trim() === '';
}

/** What blank text is made of, for a message: "only spaces" or "only invisible characters (U+200B …)". */
export function blankWords(text: unknown): string {
  const found = typeof text === 'string' ? text.match(INVISIBLE) : null;
  if (!found) return 'only spaces';
  const codes = [...new Set(found)].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return `only invisible characters (${codes.join(', ')})`;
}

export interface TextProblem {
  path: DataPath;
  message: string;
}

/**
 * Checks an author's text before validation: text longer than its field's limit is reported (a 1 MB
 * title is a mistake, however it got there). Returns the places of text made only of spaces or
 * invisible characters, which `blankOut` empties so that a field that requires text reports them as
 * empty.
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
    if (isBlank(data)) blanks.push(at);
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
