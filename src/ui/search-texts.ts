import type { MessageKey } from './messages-en';

/** The site's texts the search dialog shows, which the navbar's search button carries as written. */
export const SEARCH_TEXT_KEYS = [
  'search.open',
  'search.placeholder',
  'search.results',
  'search.found',
  'search.none',
  'search.searching',
  'search.failed',
  'search.keys',
  'block.close',
] as const satisfies readonly MessageKey[];

export type SearchTexts = Record<(typeof SEARCH_TEXT_KEYS)[number], string>;

const CASES = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/gy;

/**
 * A catalogue message with a count, in the browser without an ICU library: a message that is one
 * `{count, plural, …}` (the only form the search's own messages take) picks its case by the language's
 * plural rules, `#` being the number; `{count}` and `{query}` are filled in. Anything else reads as written.
 */
export function formatSearchText(
  message: string,
  language: string,
  values: { count?: number; query?: string } = {},
): string {
  let text = message;
  const plural = /^\{count, plural,(.*)\}$/s.exec(message);
  if (plural && values.count !== undefined) {
    const cases = new Map<string, string>();
    CASES.lastIndex = 0;
    for (let match = CASES.exec(plural[1]!); match; match = CASES.exec(plural[1]!)) cases.set(match[1]!, match[2]!);
    const chosen =
      cases.get(`=${values.count}`) ??
      cases.get(new Intl.PluralRules(language).select(values.count)) ??
      cases.get('other');
    if (chosen !== undefined) text = chosen.replaceAll('#', new Intl.NumberFormat(language).format(values.count));
  }
  return text.replace(/\{(count|query)\}/g, (whole, name: 'count' | 'query') => String(values[name] ?? whole));
}
