/** Lines `from` to `to` of a text replaced by other lines (none when `from === to`: lines inserted there). */
export interface Hunk {
  from: number;
  to: number;
  inserted: number;
}

/** Past this many line pairs the middle of two texts counts as changed as a whole. */
const MAX_CELLS = 4_000_000;

/** The hunks that turn lines `a` into lines `b`, from a longest common subsequence of lines. */
export function diffLines(a: readonly string[], b: readonly string[]): Hunk[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n === 0 && m === 0) return [];
  if ((n + 1) * (m + 1) > MAX_CELLS) return [{ from: head, to: head + n, inserted: m }];
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[head + i] === b[head + j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  let open: Hunk | undefined;
  for (let i = 0, j = 0; i < n || j < m;) {
    if (i < n && j < m && a[head + i] === b[head + j]) {
      open = undefined;
      i++;
      j++;
      continue;
    }
    if (!open) hunks.push((open = { from: head + i, to: head + i, inserted: 0 }));
    if (j >= m || (i < n && table[(i + 1) * width + j]! >= table[i * width + j + 1]!)) {
      open.to = head + ++i;
    } else {
      open.inserted++;
      j++;
    }
  }
  return hunks;
}
