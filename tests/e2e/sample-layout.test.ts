import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

// Widths where a row of logos or cards changes: a phone, the first wide layout, a desktop.
const WIDTHS = [MOBILE.width, 992, 1280];

describe('Given the partner logos on /sections/page-sections/logo-areas', () => {
  for (const width of WIDTHS) {
    it(`should show every wordmark at 12 px or more at ${width} px`, async () => {
      const { page } = await app.openPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/sections/page-sections/logo-areas');
      // Each partner drawing sets its name in 22 px type; it is shown at its width over the drawing's.
      const sizes = await page
        .locator('.logos-list img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.map(
            (img) => `${img.alt}: ${((img.getBoundingClientRect().width / img.naturalWidth) * 22).toFixed(1)}`,
          ),
        );
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((size) => Number(size.split(': ')[1]) < 12)).toEqual([]);
    });
  }
});
