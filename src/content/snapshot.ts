import path from 'node:path';

/**
 * Where `npm run build` keeps what it hands from step to step, in the project itself (a copy of the
 * project that links another's node_modules builds apart): React Router empties .build/ when it starts.
 */
export const BUILD_CACHE = path.join('.cache', 'site-build');

/**
 * The validated content the build hands to the prerender (`npm run build` validates first and writes
 * it here), so the data files are neither bundled into the build-time server nor validated twice.
 */
export const CONTENT_SNAPSHOT = path.join(BUILD_CACHE, 'content.json');

/** The validated site settings alone, for the build steps that need no page. */
export const SITE_SNAPSHOT = path.join(BUILD_CACHE, 'site.json');

/**
 * What each page's social card shows (`cardJobsOf`, src/content/social-card.ts), so that the build's card
 * step starts beside the prerender without reading the whole content.
 */
export const CARDS_SNAPSHOT = path.join(BUILD_CACHE, 'cards.json');

/** The route names of the validated pages, for `<Block>` (`scripts/lib/build/block-context.ts`). */
export const ROUTE_NAMES_SNAPSHOT = path.join(BUILD_CACHE, 'route-names.json');

/** Name → path of every page that has a name, in the pages' order. */
export function routeNameEntries(
  pages: readonly { path: string; page: { name?: string | undefined } }[],
): [string, string][] {
  return pages.flatMap((p) => (p.page.name ? [[p.page.name, p.path] as [string, string]] : []));
}
