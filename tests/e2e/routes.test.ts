import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { settleAnimations } from './support/axe';
import {
  overlapProblems,
  panelOf,
  pictureProblems,
  scrollThrough,
  seeThroughProblems,
  tightSections,
} from './support/layout';
import { isExpanded, menuToggle } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();
const ROUTES = (await listRoutes())
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/test-fixtures/'))
  .sort();

/**
 * The least room between the content of two neighbouring sections, at any width: below 992 px a section
 * has 24 px of padding, all that stands between its content and a neighbour drawn on its own background.
 */
const SECTION_GAP = 24;

for (const [name, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  describe(`Given every route at ${name}`, () => {
    it.each(ROUTES)(
      '%s should fit the width, lift the card after an overlapped header, load every picture as AVIF/WebP with its size, keep sections apart and open an opaque phone menu',
      async (path) => {
        const { page } = await app.openPage({ viewport });
        await gotoHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await overlapProblems(page)).toEqual([]);
        expect(await tightSections(page, SECTION_GAP)).toEqual([]);
        await scrollThrough(page);
        expect(await pictureProblems(page)).toEqual([]);
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
