import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLORS, gradientOf, linkColorOf } from '../../schema/theme';
import { violationsIn } from './support/axe';
import { builtRoutes, gotoHydrated, MOBILE, type Site, startSite } from './support/browser';
import { rgbOf } from './support/colors';
import { COPY_BASE, COPY_THEME } from './support/site-copy';

/**
 * The site in another brand: the project's copy (`support/site-copy.ts`) is built with a theme of its own
 * in `_site.ts` (a green primary, square corners, no shadows). The whole site wears it, from that one
 * setting, and every text on a colour still reads at AA.
 */
const built = inject('copyDist');
const colors = { ...DEFAULT_COLORS, ...COPY_THEME.colors };
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

const rgb = rgbOf;

describe('Given the site built with a green theme, square corners and flat shadows', { timeout: 60_000 }, () => {
  it('should draw the icon tiles in the green gradient, cards square and without shadow, on the home page', async () => {
    const { page } = await site!.openPage();
    await gotoHydrated(page, COPY_BASE);
    const [start, end] = gradientOf('primary', colors);
    const tile = page.locator('.icon-shape.bg-gradient-primary').first();
    const tileStyle = await tile.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(tileStyle).toContain(rgb(start));
    expect(tileStyle).toContain(rgb(end));
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
    expect(await link.evaluate((el) => getComputedStyle(el).color)).toBe(rgb(linkColorOf(colors)));
    await site!.finishTest();
  });

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
