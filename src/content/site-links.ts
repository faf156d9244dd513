import { isExternalHref } from '../../schema/primitives';

/** `/pricing/` and `/pricing` are one page, and the empty path is the home page. */
export function routeKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `value` with its percent-escapes decoded, or as it is when they spell no text (`%zz`, `%E9`). */
export function decodeEscapes(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The page a site link leads to and the id it names: `/privacy#terms` → `/privacy` and `terms`, `#top`
 * → the page it is on (`here`) and `top`. Undefined for a link that leaves the site or is neither a
 * path nor an anchor; the id is empty when the link names none.
 */
export function siteTarget(href: string, here: string): { path: string; id: string } | undefined {
  if (isExternalHref(href)) return undefined;
  if (href.startsWith('#')) return { path: routeKey(here), id: decodeEscapes(href.slice(1)) };
  if (!href.startsWith('/')) return undefined;
  const url = new URL(href, 'https://site.invalid');
  return { path: routeKey(url.pathname), id: decodeEscapes(url.hash.slice(1)) };
}
