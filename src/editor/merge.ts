// The three-way merge of a page's data: what the editor loaded (base), the file as it is now (theirs) and
// the editor's data (mine). Shared by the endpoint, which merges on save, and the editor, which applies
// the marketer's choices where both sides changed the same value.
import { commonItems } from '../content/page-file/align';
import { canonical, isRecord, sameValue } from '../content/values';
import type { DataPath } from '../content/problem';

/** A value both sides changed, each differently (`undefined`: that side removed it). */
export interface MergeConflict {
  path: DataPath;
  theirs: unknown;
  mine: unknown;
}

export interface MergeResult {
  /** The merge; at a conflict it holds their value until a choice replaces it. */
  merged: unknown;
  conflicts: MergeConflict[];
  /** Where their change was taken (mine had left the value as loaded), in the merge's own positions. */
  theirChanges: DataPath[];
}

/** The positions of `items` that stayed in order and unchanged in `edited` (a longest common subsequence). */
function kept(items: readonly unknown[], edited: readonly unknown[]): Map<number, number> {
  return new Map(commonItems(items.map(canonical), edited.map(canonical)));
}

/**
 * One side added, removed or moved items of a list (`reshaped`) while the other kept its length and
 * changed items in place (`edited`): the reshaped list with those changes carried to where the items
 * went. Undefined when an item changed in place was itself removed or changed by the other side.
 */
function carryEdits(
  base: unknown[],
  reshaped: unknown[],
  edited: unknown[],
): [unknown[], [number, number][]] | undefined {
  const where = kept(base, reshaped);
  const out = [...reshaped];
  const moved: [number, number][] = [];
  for (const [i, item] of edited.entries()) {
    if (sameValue(item, base[i])) continue;
    const j = where.get(i);
    if (j === undefined) return undefined;
    out[j] = item;
    moved.push([i, j]);
  }
  return [out, moved];
}

/** The innermost paths where `after` differs from `before`: keys of objects, items of lists as long. */
function changedPaths(before: unknown, after: unknown, at: DataPath): DataPath[] {
  if (sameValue(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => changedPaths(item, after[i], [...at, i]));
  }
  return [at];
}

function mergeAt(base: unknown, theirs: unknown, mine: unknown, at: DataPath, result: MergeResult): unknown {
  if (sameValue(theirs, mine) || sameValue(base, theirs)) return mine;
  if (sameValue(base, mine)) {
    result.theirChanges.push(...changedPaths(base, theirs, at));
    return theirs;
  }
  if (isRecord(base) && isRecord(theirs) && isRecord(mine)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
      const value = mergeAt(base[key], theirs[key], mine[key], [...at, key], result);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(mine)) {
    if (theirs.length === base.length && mine.length === base.length) {
      return base.map((item, i) => mergeAt(item, theirs[i], mine[i], [...at, i], result));
    }
    if (theirs.length === base.length) {
      const carried = carryEdits(base, mine, theirs);
      if (carried) {
        result.theirChanges.push(...carried[1].flatMap(([i, j]) => changedPaths(base[i], theirs[i], [...at, j])));
        return carried[0];
      }
    } else if (mine.length === base.length) {
      const carried = carryEdits(base, theirs, mine);
      if (carried) return carried[0];
    }
  }
  result.conflicts.push({ path: at, theirs, mine });
  return theirs;
}

/**
 * Merges two edits of the same data, value by value:
 *
 * - a value only one side changed takes that side's change; one both changed alike is kept;
 * - objects merge key by key (a key one side removed and the other left alone is removed);
 * - lists of the same length on all three sides merge item by item (a block is its position);
 * - a list one side reshaped (items added, removed, moved) while the other kept its length gets the
 *   other side's in-place changes at the items' new places, provided those items are there unchanged;
 * - anything else both sides changed differently (a text, a removed value against a changed one, two
 *   lists both reshaped) is one conflict: nothing is dropped without a choice.
 */
export function mergeValues(base: unknown, theirs: unknown, mine: unknown): MergeResult {
  const result: MergeResult = { merged: undefined, conflicts: [], theirChanges: [] };
  result.merged = mergeAt(base, theirs, mine, [], result);
  return result;
}

/** Either side's value of a conflict. */
export type Pick = 'theirs' | 'mine';

function setAt(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(data) && typeof key === 'number') {
    return data.map((item, i) => (i === key ? setAt(item, rest, value) : item));
  }
  const record = isRecord(data) ? data : {};
  const inner = setAt(record[key!], rest, value);
  const { [key!]: _dropped, ...others } = record;
  return inner === undefined ? others : { ...record, [key!]: inner };
}

/** The merge with each conflict settled by the marketer's pick (one per conflict, in order). */
export function resolveConflicts(result: MergeResult, picks: readonly Pick[]): unknown {
  return result.conflicts.reduce(
    (data, conflict, i) => setAt(data, conflict.path, picks[i] === 'mine' ? conflict.mine : conflict.theirs),
    result.merged,
  );
}
