// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, type Site, startSite } from './support/browser';
import { COPY_ADDRESS } from './support/site-copy';

/**
 * The site built for an address with a path (https://www.example.com/docs/), as a project would be
 * published to a folder of a host (a GitHub project page, a docs folder), and served there: every
 * link, image, stylesheet and script is asked for under /docs/, and nothing is missing. The copy is
 * built once for this file and others (`support/site-copy.ts`).
 */
const ADDRESS = COPY_ADDRESS;
const built = inject('copyDist');
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

describe(`Given the site built for ${ADDRESS}`, { timeout: 60_000 }, () => {
  it.each(['/docs/', '/docs/pages/landing-pages/coworking', '/docs/sections/elements/dropdowns', '/docs/no-such-page'])(
    'should load %s with everything it asks for under /docs/, and its links leading there',
    async (pathname) => {
      // The not-found page itself answers 404, which the console reports.
      const { page } = await site!.openPage({ allowConsole: [/the server responded with a status of 404/] });
      const failed: string[] = [];
      const outside: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname !== pathname && response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !url.pathname.startsWith('/docs/')) outside.push(url.pathname);
      });
      await gotoHydrated(page, pathname);
      // Images below the fold load too, so their addresses are checked.
      await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(outside).toEqual([]);
      const links = await page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(3);
      expect(links.filter((href) => !href.startsWith('/docs/'))).toEqual([]);
      await site!.finishTest();
    },
  );

  it("should give each page's shared picture its address under /docs/, where the file is", () => {
    const shared = (page: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(readFileSync(path.join(built, page), 'utf8'))?.[1];
    expect(shared('index.html')).toBe(`${ADDRESS}social/index.png`);
    expect(shared('pages/company/about-us/index.html')).toBe(`${ADDRESS}img/photos/team-laptops-1200x630.jpg`);
    for (const file of ['social/index.png', 'img/photos/team-laptops-1200x630.jpg']) {
      expect(existsSync(path.join(built, file))).toBe(true);
    }
  });

  it('should give each page its address under /docs/ as canonical link and in the sitemap', async () => {
    const home = readFileSync(path.join(built, 'index.html'), 'utf8');
    expect(home).toContain(`<link rel="canonical" href="${ADDRESS}"/>`);
    const pricing = readFileSync(path.join(built, 'pages/landing-pages/coworking/index.html'), 'utf8');
    expect(pricing).toContain(`<link rel="canonical" href="${ADDRESS}pages/landing-pages/coworking/"/>`);
    const sitemap = readFileSync(path.join(built, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(ADDRESS))).toEqual([]);
    expect(locs).toContain(ADDRESS);
  });

  it('should answer every sitemap address and every link of a page under /docs/ with 200, never a redirect', async () => {
    const sitemap = readFileSync(path.join(built, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const page = readFileSync(path.join(built, 'pages/landing-pages/coworking/index.html'), 'utf8');
    const links = [...page.matchAll(/<a [^>]*href="(\/docs\/[^"#?]*)/g)].map((m) => m[1]!);
    expect(links).toContain('/docs/pages/company/pricing/');
    const failures: string[] = [];
    for (const pathname of new Set([...locs, ...links])) {
      const answer = await fetch(site!.baseUrl + pathname, { redirect: 'manual' });
      await answer.body?.cancel();
      if (answer.status !== 200) failures.push(`${pathname}: ${answer.status} ${answer.headers.get('location') ?? ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('should search from /docs/: the dialog and the index load from there, and the results lead there', async () => {
    const { page } = await site!.openPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !url.pathname.startsWith('/docs/')) outside.push(url.pathname);
    });
    await gotoHydrated(page, '/docs/privacy');
    await page.keyboard.press('/');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Search the site' }).fill('refund');
    const pricing = page.getByRole('dialog').getByRole('option').filter({ hasText: 'Pricing' }).first();
    await expect.poll(() => pricing.getAttribute('href')).toMatch(/^\/docs\/pages\/company\/pricing\/(#[\w-]+)?$/);
    expect(outside).toEqual([]);
    await site!.finishTest();
  });

  it('should follow a menu link to another page under /docs/', async () => {
    const { page } = await site!.openPage();
    await gotoHydrated(page, '/docs/privacy');
    const link = page.locator('footer a[href^="/docs/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === href.replace(/\/$/, ''));
    expect((await page.goto(page.url()))?.status()).toBe(200);
    await site!.finishTest();
  });
});
