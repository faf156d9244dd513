import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { partGroup, partIds, waitForParts as waitForIds } from './parts';

export { pauseClock } from './parts';

/** The fixture page of this group's samples. */
const GROUP = partGroup('a');
export const PARTS = GROUP.path;
const TYPES = GROUP.types;

/** Anchor ids of this group's samples on their fixture page. */
export const PART_IDS: string[] = partIds(TYPES);

/** Library chunks: typed.js, countup.js and nouislider are each built into their own file. */
export const LIBRARY_CHUNKS = {
  'typed.js': /\/assets\/typed\.module-[\w-]+\.js$/,
  'countup.js': /\/assets\/countUp\.min-[\w-]+\.js$/,
  nouislider: /\/assets\/nouislider-[\w-]+\.js$/,
};

/** Records the URL of every request the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Waits until React has hydrated this group's samples. */
export const waitForParts = (page: Page) => waitForIds(page, PART_IDS);

/** Opens the fixture page, waits for hydration and for typed.js and nouislider to take over. */
export async function openParts(page: Page): Promise<void> {
  await page.goto(PARTS);
  await waitForParts(page);
  await page.locator('#slider-range .slider-live .noUi-handle').first().waitFor({ state: 'attached' });
}

declare global {
  interface Window {
    __changes?: { at: number; value: string; width: number }[];
  }
}

/**
 * Runs the paused clock for `ms` and returns each change of the text of `selector`'s first child with
 * the fake time it happened at (from when the clock was paused), and every width `measure` had. The
 * page records them itself as they happen: the clock fires one timer at a time, and the page's
 * MutationObserver reads each change before the next timer.
 */
export async function recordTextChanges(
  page: Page,
  selector: string,
  measure: string,
  ms: number,
): Promise<{ changes: { at: number; value: string }[]; widths: Set<number> }> {
  await page.evaluate(
    ({ selector, measure }) => {
      const target = document.querySelector(selector)!;
      const start = Date.now();
      const read = () => target.firstElementChild?.textContent ?? '';
      const width = () => Math.round(document.querySelector(measure)!.getBoundingClientRect().width);
      const changes = [{ at: 0, value: read(), width: width() }];
      window.__changes = changes;
      new MutationObserver(() => {
        const value = read();
        if (value !== changes.at(-1)!.value) changes.push({ at: Date.now() - start, value, width: width() });
      }).observe(target, { subtree: true, childList: true, characterData: true });
    },
    { selector, measure },
  );
  await page.clock.runFor(ms);
  const [initial, ...changes] = await page.evaluate(() => window.__changes!);
  return { changes, widths: new Set([initial!, ...changes].map((change) => change.width)) };
}

/** Asserts `actual` lies within [low, high]. */
export function expectBetween(actual: number | undefined, low: number, high: number, what: string): void {
  expect(actual, what).toBeGreaterThanOrEqual(low);
  expect(actual, what).toBeLessThanOrEqual(high);
}
