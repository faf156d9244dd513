// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import { parseHtml, type Site, startSite } from './support/browser';
import { COPY_ADDRESS, COPY_BASE, COPY_REDIRECTS } from './support/site-copy';

/**
 * Pages moved to new addresses keep their old ones working: the copy of the project (`support/site-copy.ts`,
 * published under /docs/) redirects an old address by path and one by page name. A static host serves
 * the page the build writes at each old address; a host that reads `_redirects` answers with a 301.
 */
const built = inject('copyDist');
const [byPath, byName] = COPY_REDIRECTS;
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

const published = (sitePath: string) => COPY_BASE.slice(0, -1) + sitePath;
/** Where an old address leads: the page's address as it is published, with its slash. */
const target = (sitePath: string) => `${published(sitePath)}/`;

describe('Given a site whose settings redirect old addresses', { timeout: 60_000 }, () => {
  it.each(COPY_REDIRECTS)('should write a page at $from that sends the visitor to $to', ({ from, to }) => {
    const doc = parseHtml(readFileSync(path.join(built, from, 'index.html'), 'utf8'));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${target(to)}`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${COPY_ADDRESS}${to.slice(1)}/`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('main p')?.textContent).toMatch(/^This page has moved to .+\.$/);
    expect(doc.querySelector('main a')?.getAttribute('href')).toBe(target(to));
  });

  it('should list them in _redirects for hosts that answer with a 301, and leave them out of the sitemap', () => {
    const lines = readFileSync(path.join(built, '_redirects'), 'utf8').trimEnd().split('\n');
    expect(lines).toEqual([
      ...COPY_REDIRECTS.map(({ from, to }) => `${published(from)} ${target(to)} 301`),
      // Then each language's 404 page for the addresses under its folder.
      `${published('/de')}/* ${published('/de/404.html')} 404`,
    ]);
    const sitemap = readFileSync(path.join(built, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${COPY_ADDRESS}privacy/</loc>`);
    for (const { from } of COPY_REDIRECTS) expect(sitemap).not.toContain(from);
  });

  it('should answer an old address with a 301 and end on the new page in the browser', async () => {
    const { page } = await site!.openPage();
    const response = await page.request.get(published(byName!.from), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(target(byName!.to));
    await page.goto(published(byName!.from) + '/');
    expect(new URL(page.url()).pathname).toBe(target(byName!.to));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/privacy/i);
    await site!.finishTest();
  });

  it('should lead on from the page at an old address, on a host that only serves files', async () => {
    const { page } = await site!.openPage();
    await page.goto(`${published(byPath!.from)}/index.html`);
    await page.waitForURL((url) => url.pathname === target(byPath!.to));
    expect(await page.title()).not.toMatch(/^Moved/);
    await site!.finishTest();
  });

  it('should show the page at an old address readably, with a link to the new one, and pass axe', async () => {
    const { page } = await site!.openPage();
    // The new page answers nothing, so the browser stays on the old address's page.
    await page.route(`**${target(byPath!.to)}`, (route) => route.fulfill({ status: 204 }));
    await page.goto(`${published(byPath!.from)}/index.html`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This page has moved');
    // The link reads as the new page's title.
    const title = parseHtml(readFileSync(path.join(built, byPath!.to, 'index.html'), 'utf8')).title;
    expect(await page.title()).toBe(`Moved: ${title}`);
    expect(await page.locator('main p').textContent()).toBe(`This page has moved to ${title}.`);
    const link = page.getByRole('link', { name: title, exact: true });
    expect(await link.getAttribute('href')).toBe(target(byPath!.to));
    expect(await violations(page)).toEqual([]);
    await site!.finishTest();
  });
});
