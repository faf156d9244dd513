import type { IconGlyph } from '../ui/icon';

const asked = new Map<string, Promise<Record<string, IconGlyph>>>();

/**
 * The glyphs of the named icons, from the development server (`scripts/lib/build/block-context.ts`), for a
 * `<Block>` drawn in the browser while developing. One request per set of names, kept for the page's life.
 */
export function iconGlyphs(names: readonly string[]): Promise<Record<string, IconGlyph>> {
  const key = [...names].sort().join(',');
  let pending = asked.get(key);
  if (!pending) {
    pending = fetch(`/__block-icons?names=${encodeURIComponent(key)}`).then(async (response) => {
      if (!response.ok) throw new Error(`The development server has no icons for ${key}: ${await response.text()}`);
      return (await response.json()) as Record<string, IconGlyph>;
    });
    asked.set(key, pending);
  }
  return pending;
}
