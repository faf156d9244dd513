/**
 * The path the site is published under: `/`, or a prefix such as `/docs/` when `siteUrl` has one.
 * It is Vite's `base`, which the build sets from `siteUrl`; page data always writes paths from the
 * site's own root (`/pricing`), and these helpers put the prefix in front where the browser reads them.
 * Outside Vite (the build's own scripts) it is `/`.
 */
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

/** A path from the site's root as the browser requests it (`/pricing` → `/docs/pricing`); other URLs as they are. */
export function sitePath(url: string, base: string = SITE_BASE): string {
  return base !== '/' && url.startsWith('/') && !url.startsWith('//') ? base.slice(0, -1) + url : url;
}

/**
 * The path a published URL path names from the site's root (`/docs/pricing` → `/pricing`), or
 * undefined when it lies outside the site's prefix.
 */
export function unprefixed(urlPath: string, base: string): string | undefined {
  if (base === '/') return urlPath;
  if (urlPath === base.slice(0, -1)) return '/';
  return urlPath.startsWith(base) ? urlPath.slice(base.length - 1) : undefined;
}

/** The prefix a site address publishes under: `https://example.com/docs` → `/docs/`. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/?$/, '/');
}

/** A page's public address: `pageUrl('https://example.com/docs/', '/pricing')` → `https://example.com/docs/pricing`. */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl.replace(/\/?$/, '/')).href;
}
