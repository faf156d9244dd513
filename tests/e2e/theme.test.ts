// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLORS, gradientOf, linkColorOf } from '../../schema/theme';
import { violationsIn } from './support/axe';
import { describeShifts, watchLayoutShift } from '../../scripts/lib/bench/layout-shift';
import { builtRoutes, DESKTOP, gotoHydrated, MOBILE, type Site, startSite } from './support/browser';
import { rgbOf } from './support/colors';
import { COPY_BASE, COPY_THEME } from './support/site-copy';

/**
 * The site in another brand: the project's copy (`support/site-copy.ts`) is built with a theme of its own
 * in `_site.ts` (a green primary, Inter, square corners, no shadows). The whole site wears it, from that one
 * setting, and every text on a colour still reads at AA.
 */
const built = inject('copyDist');
/** Cumulative layout shift, with the web fonts held back until the page has painted (as on a slow network). */
const CLS_BUDGET = 0.01;
const colors = { ...DEFAULT_COLORS, ...COPY_THEME.colors };
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

describe('Given the site built with a green theme, square corners and flat shadows', { timeout: 60_000 }, () => {
  it('should draw the icon tiles in the green gradient, cards square and without shadow, on the home page', async () => {
    const { page } = await site!.openPage();
    await gotoHydrated(page, COPY_BASE);
    const [start, end] = gradientOf('primary', colors);
    const tile = page.locator('.icon-shape.bg-gradient-primary').first();
    const tileStyle = await tile.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(tileStyle).toContain(rgbOf(start));
    expect(tileStyle).toContain(rgbOf(end));
    const card = page.locator('.card').first();
    expect(await card.evaluate((el) => [getComputedStyle(el).borderRadius, getComputedStyle(el).boxShadow])).toEqual([
      '0px',
      'none',
    ]);
    await site!.finishTest();
  });

  it('should draw buttons square, without their coloured shadow, and links in the green derived for text', async () => {
    const { page } = await site!.openPage();
    await gotoHydrated(page, `${COPY_BASE}sections/elements/buttons`);
    const button = page.locator('.btn-gradient-primary').first();
    expect(await button.evaluate((el) => [getComputedStyle(el).borderRadius, getComputedStyle(el).boxShadow])).toEqual([
      '0px',
      'none',
    ]);
    await gotoHydrated(page, `${COPY_BASE}privacy`);
    const link = page.locator('main p a[href^="mailto:"]').first();
    expect(await link.evaluate((el) => getComputedStyle(el).color)).toBe(rgbOf(linkColorOf(colors)));
    await site!.finishTest();
  });

  it.each([
    ['/', DESKTOP],
    ['/', MOBILE],
    ['/pages/company/pricing', MOBILE],
    ['/privacy', MOBILE],
  ] as const)(
    `%s should be set in Inter, its fallback drawn to Inter's metrics: with late fonts, layout shift stays within ${CLS_BUDGET}`,
    async (route, viewport) => {
      const { page } = await site!.openPage({ viewport });
      const watch = await watchLayoutShift(page, { fontsAfterPaint: true });
      await gotoHydrated(page, `${COPY_BASE}${route.slice(1)}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { cls, shifts } = await watch.read();
      expect(cls, `${viewport.width} px:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
      const families = await page.evaluate(() => [
        getComputedStyle(document.body).fontFamily,
        getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''))
          .filter((family) => !family.endsWith('Fallback')),
      ]);
      expect(families[0]).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
      expect(families[1]).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
      // Only the theme's families are loaded: no Roboto face is fetched for text.
      expect(new Set(families[2])).toEqual(new Set(['Inter']));
      await site!.finishTest();
    },
  );

  it("should pass axe colour contrast on every one of the site's routes, at 375 px", async () => {
    const { page } = await site!.openPage({ viewport: MOBILE });
    const problems: string[] = [];
    // The site's own pages (the copy adds route modules of pasted samples, which draw the same blocks).
    const own = new Set(builtRoutes());
    for (const route of builtRoutes(built).filter((at) => own.has(at))) {
      await gotoHydrated(page, `${COPY_BASE}${route.slice(1)}`);
      problems.push(...(await violationsIn(page, [], ['color-contrast'])).map((line) => `${route}: ${line}`));
    }
    expect(problems).toEqual([]);
    await site!.finishTest();
  }, 300_000);
});
