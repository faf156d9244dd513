// What the build writes for the site settings' `redirects`: a small page at each old address that
// sends the visitor on (any static host serves it), and `_redirects`, which hosts such as Netlify and
// Cloudflare Pages read to answer the old address with a 301 instead.
import type { Redirect } from '../../../schema/site';
import { pageUrl, prefixed, sitePath } from '../../../src/ui/site-path';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RedirectPage {
  /** The address the visitor is sent to, as the browser requests it (under the base path). */
  href: string;
  html: string;
}

/**
 * The page at a redirect's old address: an immediate refresh to the new one, its address as the
 * canonical link (so search engines index that one), kept out of search results itself, the site's
 * icon (a browser asks for `/favicon.ico` on a page without one), and a visible link for a browser
 * that does not follow the refresh.
 */
export function redirectPage(
  { to }: Redirect,
  { siteUrl, base, language, title }: { siteUrl: string; base: string; language: string; title: string },
): RedirectPage {
  const href = sitePath(to, base);
  const canonical = pageUrl(siteUrl, to.split('#')[0]!);
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Moved: ${title}`)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<link rel="icon" href="${escapeHtml(sitePath('/favicon.svg', base))}" type="image/svg+xml">
<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>This page has moved to <a href="${escapeHtml(href)}">${escapeHtml(title)}</a>.</p>
</main>
</body>
</html>
`;
  return { href, html };
}

/**
 * `_redirects`: one `/old /new/ 301` line a redirect, both under the base path the site is published at
 * and the new one in the form pages are published at (with its slash, `slashed`),
 * then for each language but the default one the 404 page of the addresses under its folder
 * (`/de/* /de/404.html 404`).
 */
export function redirectsFile(
  redirects: readonly Redirect[],
  base: string,
  notFound: readonly { under: string; page: string }[] = [],
): string {
  return [
    ...redirects.map(({ from, to }) => `${prefixed(from, base)} ${sitePath(to, base)} 301\n`),
    ...notFound.map(({ under, page }) => `${prefixed(under, base)}/* ${sitePath(page, base)} 404\n`),
  ].join('');
}

/** The rules of a `_redirects` file: old path → new address and status. Lines it cannot read are skipped. */
export function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('#')) continue;
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || !/^30[1278]$/.test(status)) continue;
    if (!rules.has(from)) rules.set(from, { to, status: Number(status) });
  }
  return rules;
}
