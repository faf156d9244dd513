// The settings' `redirects`: a page at each old address, and `_redirects` for hosts that read it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../../src/content/load';
import { redirectPath } from '../../../src/content/redirects';
import { routeKey } from '../../../src/content/site-links';
import { redirectPage, redirectsFile } from './redirects';

export interface RedirectPagesInput {
  client: string;
  content: Pick<Content, 'site' | 'pages'>;
  base: string;
  siteFile: string;
  notFoundPaths: readonly string[];
}

/**
 * Writes a page that sends the visitor on at each old address of the settings' `redirects`, titled
 * with the page it sends to, and, when there are redirects or other languages, `_redirects`: hosts that
 * read it answer the old address with a 301 and an unknown address under /de/ with the German 404
 * page. Neither is in the sitemap. Returns the pages written, for the link check.
 */
export async function writeRedirectPages({
  client,
  content,
  base,
  siteFile,
  notFoundPaths,
}: RedirectPagesInput): Promise<{ path: string; file: string; html: string }[]> {
  const pages = content.site.redirects.map((redirect) => {
    const target = content.pages.find((p) => routeKey(p.path) === redirectPath(redirect.to));
    const title = target?.page.meta.title ?? redirect.to;
    const { html } = redirectPage(redirect, { ...content.site, base, title });
    return { path: redirect.from, file: siteFile, html };
  });
  for (const { path: from, html } of pages) {
    await mkdir(path.join(client, from), { recursive: true });
    await writeFile(path.join(client, from, 'index.html'), html);
  }
  const languageNotFound = notFoundPaths
    .slice(1)
    .map((at) => ({ under: at.slice(0, -'/404'.length), page: `${at}.html` }));
  if (pages.length > 0 || languageNotFound.length > 0) {
    await writeFile(path.join(client, '_redirects'), redirectsFile(content.site.redirects, base, languageNotFound));
  }
  return pages;
}
