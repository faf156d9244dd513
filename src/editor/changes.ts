import { alignItems } from '../content/page-file/align';
import { CODE } from '../content/page-file/written';
import { canonical } from '../content/values';
import type { DataPath } from '../content/problem';
import { placeInWords } from './words';

/*
 * What changed in a page between two versions of its file, in the editor's words, for the review before
 * Publish: "Header › Title: “A” → “B”", "Added Feature cards “Our team”", "Removed FAQ › Question 3".
 */

type Props = Record<string, unknown>;
const isRecord = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCode = (value: unknown) => isRecord(value) && CODE in value;
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A value as the review shows it: text in quotes and cut short, code as such. */
export function shown(value: unknown): string {
  if (value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return `“${value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value}”`;
  if (isCode(value)) return '(worked out by code)';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isRecord(value)) return '(set)';
  return String(value);
}

/** Each change from `before` to `after` (a page's data as written), at most `limit` lines, the rest counted. */
export function changesInWords(
  before: unknown,
  after: unknown,
  place: (path: DataPath, data: unknown) => string = placeInWords,
  limit = 12,
): string[] {
  const lines: string[] = [];
  const walk = (path: DataPath, a: unknown, b: unknown) => {
    if (same(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      const slots = alignItems(a, b);
      const kept = new Set<number>();
      let last = -1;
      let moved = false;
      for (const [j, slot] of slots.entries()) {
        if (!('from' in slot)) {
          lines.push(`Added ${place([...path, j], after)}`);
          continue;
        }
        kept.add(slot.from);
        if (slot.from < last) moved = true;
        last = Math.max(last, slot.from);
        if (slot.changed) walk([...path, j], a[slot.from], b[j]);
      }
      for (const i of a.keys()) if (!kept.has(i)) lines.push(`Removed ${place([...path, i], before)}`);
      if (moved) lines.push(`${path.length > 0 ? place(path, after) : 'The page'}: new order`);
      return;
    }
    if (isRecord(a) && isRecord(b) && !isCode(a) && !isCode(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk([...path, key], a[key], b[key]);
      return;
    }
    lines.push(`${place(path, after)}: ${shown(a)} → ${shown(b)}`);
  };
  walk([], before, after);
  if (lines.length <= limit) return lines;
  return [...lines.slice(0, limit - 1), `and ${lines.length - limit + 1} more changes`];
}
