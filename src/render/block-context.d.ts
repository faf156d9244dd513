declare module 'virtual:block-context' {
  import type { IconGlyph } from '../ui/icon';

  /** Route name → path, from every page's `name`. */
  export const routeNames: ReadonlyMap<string, string>;
  /** The named icons' glyphs: at once on the server, from the development server in the browser. */
  export function iconGlyphs(names: readonly string[]): Record<string, IconGlyph> | Promise<Record<string, IconGlyph>>;
}
