import { describe, expect, it } from 'vitest';
import { describeShifts, watchLayoutShift } from '../../scripts/lib/layout-shift';
import { builtRoutes, DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { settleAnimations, violations } from './support/axe';
import {
  overlapProblems,
  panelOf,
  pictureProblems,
  rhythmBreaks,
  scrollThrough,
  seeThroughProblems,
  tightSections,
} from './support/layout';
import { isExpanded, menuToggle } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();
const ROUTES = builtRoutes();

/**
 * The least room between the content of two neighbouring sections, at any width: below 992 px a section
 * has 24 px of padding, all that stands between its content and a neighbour drawn on its own background.
 */
const SECTION_GAP = 24;

/** Cumulative layout shift, with the web fonts held back until the page has painted (as on a slow network). */
const CLS_BUDGET = 0.01;

// Each width with the room between the content of two page sections: the styles give about 96 px
// from 992 px up and 48 px below.
for (const [name, viewport, rhythm] of [
  ['1280 px', DESKTOP, 80],
  ['375 px', MOBILE, 40],
] as const) {
  describe(`Given every route at ${name}`, () => {
    it.each(ROUTES)(
      `%s should have one h1 and no axe violation, fit the width, lift the card after an overlapped header, load every picture as AVIF/WebP with its size, keep sections apart in the page rhythm${viewport === DESKTOP ? `, shift by at most ${CLS_BUDGET} with late fonts` : ' and open an opaque phone menu'}`,
      async (path) => {
        const { page } = await app.openPage({ viewport });
        // The phone widths' layout shift is held at 412 px by first-load.test.ts.
        const watch = viewport === DESKTOP ? await watchLayoutShift(page, { fontsAfterPaint: true }) : undefined;
        await gotoHydrated(page, path);
        // Every route's accessibility is checked here, once per width, on the page as it first shows.
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await violations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await overlapProblems(page)).toEqual([]);
        expect(await tightSections(page, SECTION_GAP)).toEqual([]);
        expect(await rhythmBreaks(page, rhythm)).toEqual([]);
        await scrollThrough(page);
        expect(await pictureProblems(page)).toEqual([]);
        if (watch) {
          // Read once the page has run, its fonts swapped in and its pictures loaded, before any input.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const { cls, shifts } = await watch.read();
          expect(cls, `layout shifts:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
        }
        const toggle = menuToggle(page);
        if (viewport === MOBILE && (await toggle.count()) > 0) {
          await toggle.click();
          await expect.poll(() => isExpanded(toggle)).toBe(true);
          await settleAnimations(page);
          expect(await seeThroughProblems(await panelOf(page, toggle))).toEqual([]);
        }
      },
    );
  });
}
