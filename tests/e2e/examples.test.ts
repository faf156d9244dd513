import { describe, expect, it } from 'vitest';
import { blockExamples } from '../../src/blocks/examples';
import type { BlockType } from '../../schema/blocks';
import { violations } from './support/axe';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';
import { PARTS, partIds, waitForParts } from './support/parts';

// Every example of every block type, as the fixture page draws them: the blocks the showcase does
// not show (and the edge cases it leaves out) get the same accessibility and layout checks.
const TYPES = Object.keys(blockExamples) as BlockType[];
const IDS = partIds(TYPES);

const app = setUpSite();

describe('Given every block example on the fixture page', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['375 px phone', MOBILE],
  ] as const) {
    it(`should report no axe violation on a ${name}`, async () => {
      const { page } = await app.openPage({ viewport });
      await gotoHydrated(page, app.baseUrl + PARTS);
      await waitForParts(page, IDS);
      expect(await violations(page)).toEqual([]);
    });
  }

  it('should keep every example within a 375 px screen, with no sideways scrolling', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, app.baseUrl + PARTS);
    await waitForParts(page, IDS);
    const wide = await page.evaluate((ids) => {
      const width = document.documentElement.clientWidth;
      return ids.filter((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box === undefined || box.left < -0.5 || box.right > width + 0.5;
      });
    }, IDS);
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
