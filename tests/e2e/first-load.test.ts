// @takes 42 s
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { CORE_POINTS } from '../../scripts/lib/build/fonts';
import { describeShifts, type LayoutShiftWatch, watchLayoutShift } from '../../scripts/lib/bench/layout-shift';
import { builtRoutes, DIST_DIR, formatProblems, type PageProblems, waitForHydration } from './support/browser';
import { setUpSite } from './support/sites';

/**
 * Every route's first load on a phone with an empty cache, on the narrowest phone the site targets
 * (375 px wide, 1.75× pixels, where text wraps most): what it downloads, and how much its layout shifts with no input at all while the web
 * fonts are held back until the page has painted (as on a slow network), so the swap from the
 * metric-matched fallback face happens in view. Every `layout-shift` entry counts, including those
 * Chromium marks as following input. (1280 px is held by routes.test.ts.) Lighthouse's phone (412 px)
 * loads a few representative routes here, the heaviest among them: at 375 px a card's picture is
 * chosen one width smaller (640 rather than 720 px), so the transfer budget is held at 412 px too; 412 px
 * on every route is measured by `npm run bench`.
 *
 * Budgets in gzip bytes (KB = 1024 bytes). A page whose blocks are all static is its prerendered HTML
 * and the framework-free shell script; a page with islands also loads React and its islands' blocks.
 */
const CLS_BUDGET = 0.01;
const FIRST_LOAD_BUDGET = 600 * 1024;
const STATIC_JS_BUDGET = 15 * 1024;
const ISLANDS_JS_BUDGET = 110 * 1024;
const CSS_BUDGET = 25 * 1024;
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
const PHONE = { width: 375, height: 812, deviceScaleFactor: 1.75, mobile: true };
const LIGHTHOUSE_PHONE = { width: 412, height: 915, deviceScaleFactor: 1.75, mobile: true };
/** The routes also loaded on Lighthouse's phone: plain pages, a showcase page and the heaviest pages with islands. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/privacy',
  '/sections/elements/badges',
  '/pages/landing-pages/rental',
  '/pages/company/about-us',
];
/** Pages that must stay plain HTML with the shell script only. */
const STATIC_PAGES = ['/', '/privacy'];

const app = setUpSite();
const ROUTES = builtRoutes();
const LOADS = [
  ...ROUTES.map((route) => ({ route, width: PHONE.width, phone: PHONE })),
  ...LIGHTHOUSE_ROUTES.map((route) => ({ route, width: LIGHTHOUSE_PHONE.width, phone: LIGHTHOUSE_PHONE })),
];

/** A tab that loads with its cache off, its problems and layout shifts recorded. */
interface Tab {
  page: Page;
  cdp: CDPSession;
  problems: PageProblems;
  shifts: LayoutShiftWatch;
}

/**
 * The tests of this file run side by side, each in a tab of its own; a tab a test has finished with
 * serves the next (opening a tab costs about as much as the load itself). Each use is a load of its
 * own, from the network, with its fonts held back again; a tab whose test failed is closed.
 */
const idle: Tab[] = [];

async function takeTab(): Promise<Tab> {
  const reused = idle.pop();
  if (reused) {
    reused.shifts.again();
    return reused;
  }
  const page = await app.context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const problems = app.watchPage(page);
  const shifts = await watchLayoutShift(page, { fontsAfterPaint: true });
  return { page, cdp, problems, shifts };
}

async function giveBack(tab: Tab, passed: boolean): Promise<void> {
  if (!passed) {
    await tab.page.close();
    return;
  }
  for (const list of Object.values(tab.problems)) list.length = 0;
  idle.push(tab);
}

afterAll(async () => {
  await Promise.all(idle.map((tab) => tab.page.close()));
});

const gzipped = new Map<string, number>();
/** The gzip size of a file the site serves, read from dist/ (the server sends the same bytes). */
function gzipSize(url: string): number {
  const pathname = decodeURIComponent(new URL(url).pathname);
  let size = gzipped.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST_DIR, pathname))).length;
    gzipped.set(pathname, size);
  }
  return size;
}

describe.concurrent(
  `Given every route's first load on a ${PHONE.width} px phone (and a few on a ${LIGHTHOUSE_PHONE.width} px one; ${PHONE.deviceScaleFactor}× pixels), its fonts arriving after the first paint`,
  () => {
    it('should have every page of the site built to load', async () => {
      expect(ROUTES.length).toBeGreaterThan(50);
      expect(ROUTES).toEqual(expect.arrayContaining(STATIC_PAGES));
      // Every page file older than the build (the development server tests add their own meanwhile).
      const builtAt = statSync(path.join(DIST_DIR, 'index.html')).mtimeMs;
      const pages = (await listRoutes())
        .filter((route) => statSync(route.file).mtimeMs < builtAt)
        .map((route) => route.path);
      expect(pages.filter((route) => !ROUTES.includes(route))).toEqual([]);
      expect(pages.length).toBeGreaterThan(50);
    });

    it.each(LOADS)(
      `$route at $width px should shift its layout by at most ${CLS_BUDGET}, transfer at most ${FIRST_LOAD_BUDGET / 1024} KB, ` +
        `load at most ${STATIC_JS_BUDGET / 1024} KB of JavaScript with no island (${ISLANDS_JS_BUDGET / 1024} KB with islands) ` +
        `and ${CSS_BUDGET / 1024} KB of CSS (gzip), and only the core font files unless its text has a rarer character`,
      async ({ route, phone }) => {
        const tab = await takeTab();
        const { page, problems, shifts } = tab;
        let passed = false;
        try {
          await tab.cdp.send('Emulation.setDeviceMetricsOverride', phone);
          await page.goto(new URL(route, app.baseUrl).href, { waitUntil: 'networkidle' });
          // React and the islands' blocks load once the page is idle: their bytes count too.
          await waitForHydration(page);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const { cls, shifts: each } = await shifts.read();
          const loaded = await page.evaluate((core) => {
            const entries = [
              ...performance.getEntriesByType('navigation'),
              ...performance.getEntriesByType('resource'),
            ] as PerformanceResourceTiming[];
            const sorted = [...entries].sort((a, b) => b.encodedBodySize - a.encodedBodySize);
            return {
              bytes: entries.reduce((total, e) => total + e.encodedBodySize, 0),
              largest: sorted.slice(0, 3).map((e) => `${new URL(e.name).pathname} ${e.encodedBodySize} B`),
              scripts: entries.filter((e) => /\.js$/.test(new URL(e.name).pathname)).map((e) => e.name),
              sheets: entries.filter((e) => /\.css$/.test(new URL(e.name).pathname)).map((e) => e.name),
              fonts: entries.map((e) => new URL(e.name).pathname).filter((name) => name.endsWith('.woff2')),
              // Characters the core font files do not hold: only these call for a whole latin file.
              rare: [...new Set(document.body.innerText)].filter((c) => !core.includes(c.codePointAt(0)!)).join(''),
              islands: document.querySelectorAll('.island').length,
            };
          }, CORE_POINTS);
          expect(formatProblems(problems)).toBe('');
          expect(cls, `layout shifts:\n${describeShifts(each)}`).toBeLessThanOrEqual(CLS_BUDGET);

          expect(loaded.bytes, `largest: ${loaded.largest.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
          const list = (urls: string[]) => urls.map((url) => `${new URL(url).pathname} ${gzipSize(url)} B`).join(', ');
          const js = loaded.scripts.reduce((total, url) => total + gzipSize(url), 0);
          expect(loaded.scripts.length, 'the shell script at least').toBeGreaterThan(0);
          expect(js, list(loaded.scripts)).toBeLessThanOrEqual(
            loaded.islands === 0 ? STATIC_JS_BUDGET : ISLANDS_JS_BUDGET,
          );
          if (loaded.islands === 0) {
            expect(
              loaded.scripts.filter((url) => FRAMEWORK_CHUNK.test(url)),
              'no island, no framework',
            ).toEqual([]);
          }
          if (STATIC_PAGES.includes(route)) expect(loaded.islands, 'islands').toBe(0);
          const css = loaded.sheets.reduce((total, url) => total + gzipSize(url), 0);
          expect(css, list(loaded.sheets)).toBeLessThanOrEqual(CSS_BUDGET);

          expect(loaded.fonts, 'web fonts').not.toEqual([]);
          const whole = loaded.fonts.filter((name) => !/-core-[\w-]+\.woff2$/.test(name));
          if (loaded.rare === '') expect(whole, 'whole font files for no rare character').toEqual([]);
          passed = true;
        } finally {
          await giveBack(tab, passed);
        }
      },
    );
  },
);
