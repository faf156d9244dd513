import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PARTS, partIds, waitForParts as waitForIds } from './parts';

export { PARTS, pauseClock } from './parts';

const TYPES = ['alert', 'counters', 'pagination', 'progress', 'slider', 'typed-text'] as const;

/** Anchor ids of this group's samples on the fixture page. */
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

/**
 * Runs the paused clock for `ms` in steps of `step`, returning each change of `read()` with the time it
 * was first seen.
 */
export async function recordChanges<T>(
  page: Page,
  read: () => Promise<T>,
  ms: number,
  step = 10,
): Promise<{ at: number; value: T }[]> {
  const changes: { at: number; value: T }[] = [];
  let last = JSON.stringify(await read());
  for (let at = step; at <= ms; at += step) {
    await page.clock.runFor(step);
    const value = await read();
    if (JSON.stringify(value) !== last) {
      last = JSON.stringify(value);
      changes.push({ at, value });
    }
  }
  return changes;
}

/** Asserts `actual` lies within [low, high]. */
export function expectBetween(actual: number | undefined, low: number, high: number, what: string): void {
  expect(actual, what).toBeGreaterThanOrEqual(low);
  expect(actual, what).toBeLessThanOrEqual(high);
}
