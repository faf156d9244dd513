import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSitemap } from '../../scripts/lib/build/sitemap';

const languages = [
  { code: 'en', hreflang: 'en', prefix: '' },
  { code: 'de', hreflang: 'de', prefix: '/de' },
] as never;
const dataPage = (at: string, index = true) => ({ path: at, file: `pages-data${at}.ts`, page: { index } });

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(os.tmpdir(), 'build-sitemap-'));
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

describe("Given the build's sitemap step", () => {
  it('should list the indexed pages and route modules, each translated page with its language versions', async () => {
    await writeSitemap({
      client,
      content: {
        site: { siteUrl: 'https://example.com/a&b/' },
        pages: [dataPage('/'), dataPage('/pricing'), dataPage('/de/pricing'), dataPage('/draft', false)],
        languages,
      } as never,
      routeModulePages: [{ path: '/showcase' }],
    });
    const sitemap = await readFile(path.join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://example.com/a&#38;b/',
      'https://example.com/a&#38;b/pricing/',
      'https://example.com/a&#38;b/de/pricing/',
      'https://example.com/a&#38;b/showcase/',
    ]);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/a&#38;b/de/pricing/"/>',
    );
    expect(sitemap).not.toContain('draft');
    expect(await readFile(path.join(client, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://example.com/a&b/sitemap.xml\n',
    );
  });
});
