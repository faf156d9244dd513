import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CORE_POINTS } from '../../scripts/lib/fonts';
import { DIST_DIR, waitForHydration } from './support/browser';
import { setUpSite } from './support/sites';

/**
 * Budgets, in gzip bytes (KB = 1024 bytes). A page whose blocks are all static is its prerendered HTML
 * and the framework-free shell script; a page with islands also loads React and its islands' blocks.
 */
const STATIC_JS_BUDGET = 15 * 1024;
const ISLANDS_JS_BUDGET = 110 * 1024;
const CSS_BUDGET = 25 * 1024;
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;

const app = setUpSite();

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

const pages = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter(
  // The test fixtures hold every block at once and are not part of the public site.
  (file) =>
    (file === 'index.html' || file.endsWith(`${path.sep}index.html`) || file === '404.html') &&
    !file.startsWith('test-fixtures'),
);

describe('Given every prerendered page', () => {
  it(`should wait for one stylesheet, the shared base one, and hold at most ${CSS_BUDGET / 1024} KB of CSS (gzip) with its inline block styles`, () => {
    expect(pages.length).toBeGreaterThan(1);
    const over: string[] = [];
    const blocking: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(DIST_DIR, file), 'utf8');
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      if (sheets.length !== 1 || !/^\/assets\/main-[\w-]+\.css$/.test(sheets[0]!))
        blocking.push(`${file}: ${sheets.join(', ')}`);
      const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      const bytes =
        sheets.reduce((total, href) => total + gzipSync(readFileSync(path.join(DIST_DIR, href))).length, 0) +
        inline.reduce((total, css) => total + gzipSync(css).length, 0);
      if (bytes > CSS_BUDGET)
        over.push(`${file}: ${bytes} B (${sheets.join(', ')} and ${inline.length} inline styles)`);
    }
    expect(blocking).toEqual([]);
    expect(over).toEqual([]);
  });
});

/** What a phone downloads on first load, before any scroll: HTML, CSS, JS, fonts and pictures. */
const FIRST_LOAD_BUDGET = 600 * 1024;
const PHONE = { width: 412, height: 915, deviceScaleFactor: 1.75, mobile: true };
// One page after another, each until the network is idle: about a second a route.

describe(`Given every route on a ${PHONE.width} px phone (${PHONE.deviceScaleFactor}× pixels)`, () => {
  const routes = pages
    .filter((file) => file !== '404.html')
    .map((file) => `/${path.dirname(file).replace(/\\/g, '/')}`.replace(/^\/\.$/, '/'));

  it(
    `should transfer at most ${FIRST_LOAD_BUDGET / 1024} KB on first load, with at most ${STATIC_JS_BUDGET / 1024} KB ` +
      `of JavaScript on a page with no island (${ISLANDS_JS_BUDGET / 1024} KB with islands) and ${CSS_BUDGET / 1024} KB of CSS (gzip), ` +
      'and only the core font files unless its text has a rarer character',
    async () => {
      const over: string[] = [];
      const heavy: string[] = [];
      const staticRoutes: string[] = [];
      /** Loads each route in one tab, as a phone with an empty cache would, and checks what it fetched. */
      const lane = async (laneRoutes: string[]) => {
        const { page } = await app.openPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDeviceMetricsOverride', PHONE);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        for (const route of laneRoutes) {
          await page.goto(route, { waitUntil: 'networkidle' });
          // React and the islands' blocks load once the page is idle: their bytes count too.
          await waitForHydration(page);
          const { bytes, largest, scripts, sheets, fonts, rare, islands } = await page.evaluate((core) => {
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
          const whole = fonts.filter((name) => !/-core-[\w-]+\.woff2$/.test(name));
          if (whole.length > 0 && rare === '')
            heavy.push(`${route}: loads whole font files for no rare character: ${whole.join(', ')}`);
          if (fonts.length === 0) heavy.push(`${route}: loaded no web font`);
          if (bytes > FIRST_LOAD_BUDGET) over.push(`${route}: ${bytes} B; largest: ${largest.join(', ')}`);
          const budget = islands === 0 ? STATIC_JS_BUDGET : ISLANDS_JS_BUDGET;
          if (islands === 0) staticRoutes.push(route);
          const js = scripts.reduce((total, url) => total + gzipSize(url), 0);
          const css = sheets.reduce((total, url) => total + gzipSize(url), 0);
          const list = (urls: string[]) => urls.map((url) => `${new URL(url).pathname} ${gzipSize(url)} B`).join(', ');
          if (scripts.length === 0) heavy.push(`${route}: loaded no JavaScript, not even the shell script`);
          if (islands === 0 && scripts.some((url) => FRAMEWORK_CHUNK.test(url))) {
            heavy.push(`${route}: has no island but loads the framework: ${list(scripts)}`);
          }
          if (js > budget) heavy.push(`${route}: ${js} B of JavaScript over ${budget} B: ${list(scripts)}`);
          if (css > CSS_BUDGET) heavy.push(`${route}: ${css} B of CSS over ${CSS_BUDGET} B: ${list(sheets)}`);
        }
      };
      // Three tabs at a time: most of a load is waiting for the network to fall quiet.
      const LANES = 3;
      await Promise.all(
        Array.from({ length: LANES }, (_, i) => lane(routes.filter((_, index) => index % LANES === i))),
      );
      staticRoutes.sort();
      expect(routes.length).toBeGreaterThan(50);
      expect(over).toEqual([]);
      expect(heavy).toEqual([]);
      // The home and privacy pages, at least, are plain HTML.
      expect(staticRoutes).toEqual(expect.arrayContaining(['/', '/privacy']));
    },
    300_000,
  );
});
