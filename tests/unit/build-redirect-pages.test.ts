import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRedirectPages } from '../../scripts/lib/build/redirect-pages';

const site = (redirects: { from: string; to: string }[]) =>
  ({ siteUrl: 'https://example.com/', language: 'en', redirects }) as never;
const pages = [
  { path: '/pages/company/pricing', file: 'pages-data/pricing.ts', page: { meta: { title: 'Pricing' } } },
] as never;

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(os.tmpdir(), 'build-redirects-'));
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

describe("Given the build's redirects step", () => {
  it("should write a page at each old address that sends the visitor on, titled with the new page's title, and _redirects", async () => {
    const written = await writeRedirectPages({
      client,
      content: { site: site([{ from: '/prices', to: '/pages/company/pricing' }]), pages },
      base: '/',
      siteFile: 'pages-data/_site.ts',
      notFoundPaths: ['/404', '/de/404'],
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ path: '/prices', file: 'pages-data/_site.ts' });
    const html = await readFile(path.join(client, 'prices', 'index.html'), 'utf8');
    expect(html).toBe(written[0]!.html);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/pages/company/pricing/">');
    expect(html).toContain('<title>Moved: Pricing</title>');
    const redirects = await readFile(path.join(client, '_redirects'), 'utf8');
    expect(redirects).toContain('/prices /pages/company/pricing/ 301');
    expect(redirects).toContain('/de/* /de/404.html 404');
  });

  it('should write no _redirects for a site of one language without redirects', async () => {
    const written = await writeRedirectPages({
      client,
      content: { site: site([]), pages },
      base: '/',
      siteFile: 'pages-data/_site.ts',
      notFoundPaths: ['/404'],
    });
    expect(written).toEqual([]);
    expect(existsSync(path.join(client, '_redirects'))).toBe(false);
  });
});
