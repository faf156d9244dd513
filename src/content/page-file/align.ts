import { canonical, similarity } from '../values';

/** An item of the edited list: one of the list before (`from`), edited or not, or a new value. */
export type Slot = { from: number; changed: boolean } | { value: unknown };

/** How alike an item moved and edited in one save must stay to keep its source (comments, computed parts). */
const ALIKE = 0.5;

/** Index pairs of a longest common subsequence of `a` and `b`. */
export function commonItems(a: readonly string[], b: readonly string[]): [number, number][] {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Pairs the alike items of `olds` and `news` in order, most alike first; the rest are removed or new. */
function pairAlike(before: unknown[], after: unknown[], olds: number[], news: number[]): [number, number][] {
  const score = (i: number, j: number) => {
    const s = similarity(before[olds[i]!], after[news[j]!]);
    return s >= ALIKE ? s : -Infinity;
  };
  const best: number[][] = olds.map(() => news.map(() => 0));
  const at = (i: number, j: number) => (i < olds.length && j < news.length ? best[i]![j]! : 0);
  for (let i = olds.length - 1; i >= 0; i--) {
    for (let j = news.length - 1; j >= 0; j--)
      best[i]![j] = Math.max(at(i + 1, j), at(i, j + 1), at(i + 1, j + 1) + score(i, j));
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < olds.length && j < news.length;) {
    if (at(i, j) === at(i + 1, j + 1) + score(i, j)) pairs.push([olds[i++]!, news[j++]!]);
    else if (at(i, j) === at(i + 1, j)) i++;
    else j++;
  }
  return pairs;
}

/**
 * Lines up a list before and after an edit: items kept in order stay where they are; between them, as
 * many items as were there are edited in place, else the alike ones are; an item that reappears elsewhere
 * moved (its source goes with it); the rest are new, and the items of `before` no slot names are removed.
 */
export function alignItems(before: unknown[], after: unknown[]): Slot[] {
  const a = before.map(canonical);
  const b = after.map(canonical);
  const slots: Slot[] = after.map((value) => ({ value }));
  const removed: number[] = [];
  let i0 = 0;
  let j0 = 0;
  for (const [i1, j1] of [...commonItems(a, b), [a.length, b.length] as const]) {
    const olds = Array.from({ length: i1 - i0 }, (_, k) => i0 + k);
    const news = Array.from({ length: j1 - j0 }, (_, k) => j0 + k);
    const pairs =
      olds.length === news.length ? olds.map((i, k) => [i, news[k]!]) : pairAlike(before, after, olds, news);
    for (const [i, j] of pairs) slots[j!] = { from: i!, changed: true };
    removed.push(...olds.filter((i) => !pairs.some(([paired]) => paired === i)));
    if (i1 < a.length) slots[j1] = { from: i1, changed: false };
    i0 = i1 + 1;
    j0 = j1 + 1;
  }
  for (const [j, slot] of slots.entries()) {
    if ('from' in slot || removed.length === 0) continue;
    const same = removed.findIndex((i) => a[i] === b[j]);
    const alike = removed.map((i) => similarity(before[i], after[j]));
    const pick = same >= 0 ? same : alike.indexOf(Math.max(...alike));
    if (same < 0 && alike[pick]! < ALIKE) continue;
    slots[j] = { from: removed[pick]!, changed: same < 0 };
    removed.splice(pick, 1);
  }
  return slots;
}
