import type { ReactNode } from 'react';

/**
 * What must stay on one line: a range or compound joined by a hyphen or dash (`2-3`, `back-end`,
 * `2–3`, `E-Mail-Adresse`), and a word before a spaced dash (`Mo –`), so no line starts with the dash.
 * A compound longer than `LONGEST` may still break after its hyphen, as a typesetter would break it.
 */
const JOINED = /[\p{L}\p{N}]+(?:[-\u2010\u2013][\p{L}\p{N}]+)+|[^\s]+ (?=[\u2013\u2014] )/gu;
const LONGEST = 24;

/**
 * A text as the site sets it: each range, compound and word before a spaced dash in a span that does
 * not break (`text-nowrap`), the characters unchanged, so a copy, a search and a screen reader read the
 * text as written. A text with none of them comes back as it is.
 */
export function typeset(text: string): ReactNode {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(JOINED)) {
    if (match[0].length > LONGEST) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(
      <span key={match.index} className="text-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (pieces.length === 0) return text;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** `typeset` for a text that may be missing. */
export const typesetMaybe = (text: string | undefined): ReactNode => (text === undefined ? undefined : typeset(text));
