import { distance } from 'fastest-levenshtein';

/**
 * The closest candidate to `value`, if it is close enough to be a likely typo. The value itself is
 * never suggested: when it is among the candidates, something else is wrong with it.
 */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const needle = value.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === value) continue;
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // Short names are close to many others: allow one slip in up to four letters.
  const limit = needle.length <= 4 ? 1 : Math.max(2, Math.floor(needle.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/** " Did you mean `x`?" or an empty string. */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  const match = closest(value, candidates);
  return match ? ` Did you mean \`${match}\`?` : '';
}
