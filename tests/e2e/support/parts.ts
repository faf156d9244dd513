import type { Page } from 'playwright-core';
import { blockExamples } from '../../../src/blocks/examples';
import type { BlockType } from '../../../schema/blocks';
import { PART_GROUPS, type PartGroup } from '../../fixtures/part-groups';

/** The parts fixture page: every sample of every block. */
export const PARTS = '/test-fixtures/parts';

/** The fixture page of one group of block types (see `PART_GROUPS`), and those types. */
export function partGroup(group: PartGroup): { path: string; types: readonly BlockType[] } {
  return { path: `${PARTS}/${group}`, types: PART_GROUPS[group] };
}

/** Anchor ids on the fixture page of the samples of these block types. */
export function partIds(types: readonly BlockType[]): string[] {
  return types.flatMap((type) => blockExamples[type].map((example) => example.data.id ?? example.id));
}

/**
 * Waits until the samples with these ids run: the shell script has started and React has hydrated the
 * islands inside them. DOM that is not React's is left out: what a library draws (inside
 * `data-unmanaged`) and the ripples the shell adds to pressed buttons.
 */
export async function waitForParts(page: Page, ids: readonly string[]): Promise<void> {
  await page.waitForFunction((roots) => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    const own = (el: Element) => hydrated(el) || el.closest('[data-unmanaged], .ripple-layer') !== null;
    if (document.documentElement.dataset.shell !== 'ready') return false;
    return roots.every((id) => {
      const root = document.getElementById(id);
      if (root === null) return false;
      // A sample drawn by a block that needs the browser is an island, or lies in one.
      const drawn = root.closest('.island')
        ? [root, ...root.querySelectorAll('*')]
        : root.querySelectorAll('.island *');
      return [...drawn].every(own);
    });
  }, ids);
}

/** Stops the page's fake clock (installed with `clock.install()`) just ahead of its current time. */
export async function pauseClock(page: Page): Promise<void> {
  // Ahead by more than the round trip; the context's clock may also run ahead of a new page's time
  // after an earlier test ran it forward.
  for (let ahead = 200; ; ahead += 1000) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead > 60_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
