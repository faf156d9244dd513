/**
 * The index of the tab a key press selects in a list of `count` tabs whose selected one is at `index`,
 * or undefined for a key the pattern does not use: the arrow keys of the list's direction move (and
 * wrap), Home and End jump to the ends.
 */
export function tabIndexForKey(key: string, index: number, count: number, vertical: boolean): number | undefined {
  const [previous, next] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
