import type { Page } from 'playwright-core';
import { partGroup, partIds, waitForParts as waitForIds } from './parts';

export { pauseClock } from './parts';

/** The fixture page of this group's samples. */
const GROUP = partGroup('c');
export const PARTS = GROUP.path;
const TYPES = GROUP.types;

/** Anchor ids of this group's samples on their fixture page. */
export const PART_IDS: string[] = partIds(TYPES);

/** The built files of this group: Floating UI, and each block's own component and stylesheet (requested or inlined). */
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

/** Waits until React has hydrated this group's samples. */
export const waitForParts = (page: Page) => waitForIds(page, PART_IDS);

/** Opens the fixture page and waits for this group's samples to hydrate. */
export async function openParts(page: Page): Promise<void> {
  await page.goto(PARTS);
  await waitForParts(page);
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
