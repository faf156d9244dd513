// The sitemap and robots.txt.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../../src/content/load';
import { alternatesOf } from '../../../src/content/languages';
import { pageUrl } from '../../../src/ui/site-path';

/** Text for an XML element: the sitemap prints the site's address as its settings give it. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SitemapInput {
  client: string;
  content: Pick<Content, 'site' | 'pages' | 'languages'>;
  /** The pages of route modules of their own (never a 404 page): always listed. */
  routeModulePages: readonly { path: string }[];
}

/**
 * Writes `sitemap.xml`, which lists the data pages that do not say `index: false` and the route
 * modules' pages, each page with translations with every language version (itself included) as the
 * page's own head does, and `robots.txt`, which allows everything and names the sitemap.
 */
export async function writeSitemap({ client, content, routeModulePages }: SitemapInput): Promise<void> {
  const listed = new Set(content.pages.filter((p) => p.page.index).map((p) => p.path));
  const urlOf = (at: string) => escapeXml(pageUrl(content.site.siteUrl, at));
  const urls = [...content.pages.filter((p) => p.page.index), ...routeModulePages].map((p) => {
    const alternates = alternatesOf(p.path, content.languages, (at) => listed.has(at))
      .map((v) => `\n    <xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${urlOf(v.path)}"/>`)
      .join('');
    return `  <url><loc>${urlOf(p.path)}</loc>${alternates}${alternates ? '\n  ' : ''}</url>`;
  });
  await writeFile(
    path.join(client, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\nSitemap: ${pageUrl(content.site.siteUrl, '/sitemap.xml')}\n`,
  );
}
