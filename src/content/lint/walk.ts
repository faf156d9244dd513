import type { DataPath } from '../problem';

/** A warning found in one data file, before it is given its file, line and column. */
export interface Finding {
  path: DataPath;
  message: string;
}

export type DataObject = Record<string, unknown>;

/**
 * Calls `visit` on every object in `data`, depth first, with its path and the objects it sits in
 * (nearest last). The checks read the validated data, so what they see is what the blocks draw.
 */
export function walkObjects(
  data: unknown,
  visit: (node: DataObject, path: DataPath, parents: readonly DataObject[]) => void,
  path: DataPath = [],
  parents: DataObject[] = [],
): void {
  if (Array.isArray(data)) {
    data.forEach((item, i) => walkObjects(item, visit, [...path, i], parents));
  } else if (data && typeof data === 'object') {
    const node = data as DataObject;
    visit(node, path, parents);
    for (const [key, value] of Object.entries(node)) walkObjects(value, visit, [...path, key], [...parents, node]);
  }
}

/** The value at `path` in `data`, if there is one. */
export function valueAt(data: unknown, path: DataPath): unknown {
  let node = data;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Lower case, punctuation and extra spaces gone: `"  Read More → "` → `read more`. */
export function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
