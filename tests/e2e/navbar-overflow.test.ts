// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { describeShifts, watchLayoutShift } from '../../scripts/lib/bench/layout-shift';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { COPY_EXTRA_LINKS } from './support/site-copy';
import { setUpSite } from './support/sites';

/**
 * A navbar with 40 links (the site's own and `COPY_EXTRA_LINKS` more, in the copy of the project that
 * `support/site-copy.ts` builds): on a wide screen the ones that do not fit move under "More", on a
 * phone all of them are in the menu, and the page never scrolls sideways.
 */
const site = setUpSite(inject('copyDist'));

const PAGE = '/docs/pages/company/about-us';
const LINKS = COPY_EXTRA_LINKS + 4;

describe('Given a navbar with more links than the bar holds', () => {
  it.each([
    ['1280 px', DESKTOP],
    ['992 px', { width: 992, height: 800 }],
  ])('at %s should keep one row, with the rest under "More", opening inside the screen', async (_, viewport) => {
    const { page } = await site.openPage({ viewport });
    await gotoHydrated(page, PAGE);
    const bar = page.locator('.site-navbar .navbar-nav');
    const shown = await bar
      .locator(':scope > .nav-item:not(.nav-menu):not(.navbar-action):not(.nav-languages) > a')
      .count();
    const more = bar.locator(':scope > .nav-more');
    await expect.poll(() => more.isVisible()).toBe(true);
    const under = more.locator('.nav-menu-items a');
    // At 992 px the bar holds its three menus, the language, the action and the search button beside
    // two links.
    expect(shown).toBeGreaterThanOrEqual(2);
    expect(shown + (await under.count())).toBe(LINKS);
    const tops = await bar
      .locator(':scope > li:visible')
      .evaluateAll((items) => new Set(items.map((item) => (item as HTMLElement).offsetTop)).size);
    expect(tops).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await more.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => under.first().isVisible()).toBe(true);
    const panel = await more.locator('.nav-menu-panel').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await under.first().textContent());
  });

  it('at 1280 px should show one row of links while the script is late, so nothing below moves when it fits them', async () => {
    const { page } = await site.openPage({ viewport: DESKTOP });
    // The shell script arrives a second late, as on a slow phone: the bar is drawn long before it runs.
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await late;
      await route.continue();
    });
    const watch = await watchLayoutShift(page, {});
    // Module scripts run before DOMContentLoaded: wait for the bar to be drawn, not for the document.
    await page.goto(new URL(PAGE, site.baseUrl).href, { waitUntil: 'commit' });
    const bar = page.locator('.site-navbar .navbar-nav');
    await bar.waitFor();
    await page.waitForTimeout(300);
    const before = await bar.evaluate((nav) => nav.getBoundingClientRect().height);
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.shell)).toBe('ready');
    await expect.poll(() => bar.locator(':scope > .nav-more').isVisible()).toBe(true);
    expect(await bar.evaluate((nav) => nav.getBoundingClientRect().height)).toBe(before);
    const { cls, shifts } = await watch.read();
    expect(cls, describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });

  it('at 1280 px should not move the bar while its HTML is still arriving, the network pausing after its first link', async () => {
    // The page's HTML comes in two parts, with a pause after the bar's first link, as on a slow line:
    // the first paint waits for the bar to be read whole, so later links never push the first aside.
    const html = await (await fetch(new URL(PAGE, site.baseUrl))).text();
    const cut = html.indexOf('</li>', html.indexOf('navbar-nav')) + '</li>'.length;
    const slow = http.createServer((request, response) => {
      if (new URL(request.url!, 'http://x').pathname === PAGE) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 800);
        return;
      }
      void fetch(new URL(request.url!, site.baseUrl)).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    // A tab of its own: the page comes from another port than the site, which openPage counts as foreign.
    const page = await site.context.newPage();
    try {
      await page.setViewportSize(DESKTOP);
      const watch = await watchLayoutShift(page, {});
      await gotoHydrated(page, `http://127.0.0.1:${(slow.address() as AddressInfo).port}${PAGE}`);
      const { cls, shifts } = await watch.read();
      expect(cls, describeShifts(shifts)).toBeLessThanOrEqual(0.01);
    } finally {
      await page.close();
      slow.close();
    }
  });

  it('at 375 px should list every link in the phone menu, with no "More" and no sideways scroll', async () => {
    const { page } = await site.openPage({ viewport: MOBILE });
    await gotoHydrated(page, PAGE);
    await page.locator('.navbar-toggler').click();
    const bar = page.locator('.site-navbar .navbar-nav');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(
      await bar.locator(':scope > .nav-item:not(.nav-menu):not(.navbar-action):not(.nav-languages) > a').count(),
    ).toBe(LINKS);
    expect(await bar.locator(':scope > .nav-more').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
