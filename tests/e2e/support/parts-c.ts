import type { Page } from 'playwright-core';
import { blockExamples } from '../../../src/blocks/examples';

/** The parts fixture page: every sample of every block. */
export const PARTS = '/test-fixtures/parts';

const TYPES = ['modal', 'toast', 'tooltips', 'rotating-card', 'code'] as const;

/** Anchor ids of this group's samples on the fixture page. */
export const PART_IDS: string[] = TYPES.flatMap((type) =>
  blockExamples[type].map((example) => example.data.id ?? example.id),
);

/** The built files of this group: Floating UI, and each block's own component and stylesheet. */
export const CHUNKS = {
  'Floating UI': /^\/assets\/floating-ui\.react-dom-[\w-]+\.js$/,
  modal: /^\/assets\/modal-[\w-]+\.(js|css)$/,
  toast: /^\/assets\/toast-[\w-]+\.(js|css)$/,
  tooltips: /^\/assets\/tooltips-[\w-]+\.(js|css)$/,
  'rotating-card': /^\/assets\/rotating-card-[\w-]+\.(js|css)$/,
  code: /^\/assets\/code-[\w-]+\.(js|css)$/,
};

/** Records the path of every request the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Waits until React has hydrated this group's samples (ripples are the only DOM not React's). */
export async function waitForParts(page: Page): Promise<void> {
  await page.waitForFunction((ids) => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    const own = (el: Element) => hydrated(el) || el.closest('.ripple-layer') !== null;
    return ids.every((id) => {
      const root = document.getElementById(id);
      return root !== null && hydrated(root) && [...root.querySelectorAll('*')].every(own);
    });
  }, PART_IDS);
}

/** Opens the fixture page and waits for this group's samples to hydrate. */
export async function openParts(page: Page): Promise<void> {
  await page.goto(PARTS);
  await waitForParts(page);
}

/** Stops the page's fake clock (installed with `clock.install()`) just ahead of its current time. */
export async function pauseClock(page: Page): Promise<void> {
  // The context's clock may run ahead of a new page's time after an earlier test ran it forward.
  for (let ahead = 200; ; ahead += 1000) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead > 60_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Scrolls the element to the middle of the viewport. */
export async function centre(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Puts keyboard focus just before the first focusable element inside `#id`, so Tab reaches it. */
export async function focusBefore(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).evaluate((el: HTMLElement) => {
    el.tabIndex = -1;
    el.focus();
  });
}

/** Where keyboard focus is: the element's id, else its accessible text, and whether it lies in `selector`. */
export async function focused(page: Page, selector: string): Promise<{ text: string; inside: boolean; body: boolean }> {
  return page.evaluate((sel) => {
    const active = document.activeElement;
    return {
      text: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      inside: active?.closest(sel) !== null && active !== null,
      body: active === null || active === document.body,
    };
  }, selector);
}

/** Layout shifts recorded since the page loaded whose moved elements lie inside the given ids. */
export async function shiftsInside(page: Page, ids: string[]): Promise<number> {
  return page.evaluate(
    (roots) =>
      new Promise<number>((resolve) => {
        interface Shift extends PerformanceEntry {
          sources?: { node?: Node | null }[];
        }
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const inside = (node: Node | null | undefined) => {
            const el = node instanceof Element ? node : node?.parentElement;
            return roots.some((id) => el?.closest(`#${id}`));
          };
          resolve((list.getEntries() as Shift[]).filter((e) => e.sources?.some((s) => inside(s.node))).length);
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer never fires.
        setTimeout(() => resolve(0), 500);
      }),
    ids,
  );
}
