/**
 * The path the site is published under: `/`, or a prefix such as `/docs/` when `siteUrl` has one.
 * It is Vite's `base`, which the build sets from `siteUrl`; page data always writes paths from the
 * site's own root (`/pricing`), and these helpers put the prefix in front where the browser reads them.
 * Outside Vite (the build's own scripts) it is `/`.
 */
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

/**
 * The address of a site path as every page is published: a page's path ends in a slash
 * (`/pricing` → `/pricing/`, `/pricing#faq` → `/pricing/#faq`), since each page is the file
 * `pricing/index.html`, which static hosts serve at `/pricing/` and answer `/pricing` with a redirect.
 * A file's path (its last part has a dot, `/favicon.svg`), a pattern (`/*`) and other URLs stay as they are.
 */
export function slashed(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const [pathname, rest] = end < 0 ? [url, ''] : [url.slice(0, end), url.slice(end)];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last === '' || /[.*]/.test(last) ? url : `${pathname}/${rest}`;
}

/** A path from the site's root with the site's prefix in front (`/x` → `/docs/x`), as it is written otherwise. */
export function prefixed(url: string, base: string = SITE_BASE): string {
  return base !== '/' && url.startsWith('/') && !url.startsWith('//') ? base.slice(0, -1) + url : url;
}

/**
 * A path from the site's root as the browser requests it, a page's with its slash (`/pricing` →
 * `/docs/pricing/`, see `slashed`); other URLs as they are.
 */
export function sitePath(url: string, base: string = SITE_BASE): string {
  return prefixed(slashed(url), base);
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

/** A page's public address: `pageUrl('https://example.com/docs/', '/pricing')` → `https://example.com/docs/pricing/`. */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(slashed(path).replace(/^\//, ''), siteUrl.replace(/\/?$/, '/')).href;
}
