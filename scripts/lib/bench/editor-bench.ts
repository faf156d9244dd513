// The editor's speed, as a marketer meets it: `npm run edit` started, a page opened, another chosen in the
// Page menu. Each time runs until the page is drawn on the canvas and can be edited (its status says "No
// changes" and the canvas has the page's first heading); where the time went comes from the browser's
// own timings: the editor's modules, its two data requests (`/__editor/page`, `/__editor/context`), and
// the drawing after them.
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startDevServer } from '../dev/dev-server';

/** A warm editor opens a page in this long, and switches to another in this long (2-core machine). */
export const EDITOR_TARGETS = { openMs: 3000, switchMs: 1500 } as const;

/** One page opened: the whole time, and its parts. */
export interface EditorTiming {
  page: string;
  /** From the navigation to a drawn, editable canvas. */
  ms: number;
  /** Until the editor's last script had arrived. */
  modulesMs: number;
  /** Scripts and styles the page loaded. */
  modules: number;
  /** The data requests: the page's data and the editor's context (both from the server's side). */
  pageDataMs: number;
  contextMs: number;
}

export interface EditorBench {
  /** `npm run edit` started to its address printed. */
  startMs: number;
  /** The first page opened after the start (dependency optimisation, first compile). */
  first: EditorTiming;
  /** Opened in a new tab, the server warm: each run, and the median. */
  open: EditorTiming[];
  openMedianMs: number;
  /** Another page chosen in the Page menu: each run, and the median. */
  switches: EditorTiming[];
  switchMedianMs: number;
  missed: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Marks the editor's status and canvas as the page being left: the next page draws its own. */
const LEFT = 'data-bench-left';

/**
 * Waits until the editor shows `pagePath` drawn and editable (a status and a canvas that are not the
 * page left, see `LEFT`), then reads where the time went: the requests made since `since` (the
 * document's clock when the page was asked for; 0 for a fresh tab).
 */
async function timed(page: Page, pagePath: string, started: number, since = 0): Promise<EditorTiming> {
  await page.locator(`[data-editor-status]:not([${LEFT}])`, { hasText: 'No changes' }).waitFor({ timeout: 300_000 });
  await page
    .frameLocator(`iframe#preview-frame:not([${LEFT}])`)
    .locator('h1, h2')
    .first()
    .waitFor({ timeout: 300_000 });
  const ms = Date.now() - started;
  // The browser's timings, read as plain values and worked out here.
  const entries = await page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= from)
        .map((e) => ({
          name: e.name,
          initiator: e.initiatorType,
          requestStart: e.requestStart,
          responseEnd: e.responseEnd,
        })),
    since,
  );
  const scripts = entries.filter((e) => /\.(m?js|tsx?|css)(\?|$)/.test(e.name) || e.initiator === 'script');
  const took = (part: string) => {
    const entry = entries.find((e) => e.name.includes(part));
    return entry ? Math.round(entry.responseEnd - entry.requestStart) : 0;
  };
  const parts = {
    modulesMs: Math.round(Math.max(0, ...scripts.map((e) => e.responseEnd - since))),
    modules: scripts.length,
    pageDataMs: took('/__editor/page'),
    contextMs: took('/__editor/context'),
  };
  return { page: pagePath, ms, ...parts };
}

/** Runs the editor benchmark in the project at `root`: `runs` opens and as many switches. */
export async function editorBench(
  root: string,
  runs = 5,
  pages = ['/', '/pages/company/about-us'],
): Promise<EditorBench> {
  const begun = Date.now();
  // The first start may optimise the dependencies first: it is given longer than the tests give it.
  const server = await startDevServer('edit', (at) => `${at}/_edit/`, root, 120_000);
  const { origin } = server;
  const startMs = Date.now() - begun;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The editor's modules alone fill the browser's default buffer of 250 request timings.
    await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const open = async (pagePath: string) => {
      const tab = await context.newPage();
      const started = Date.now();
      // The first visit may be reloaded once by the dependency optimiser: the wait covers it.
      await tab.goto(`${origin}/_edit${pagePath}`, { timeout: 300_000 });
      const timing = await timed(tab, pagePath, started);
      return { tab, timing };
    };
    const first = await open(pages[0]!);
    await first.tab.close();
    const opened: EditorTiming[] = [];
    for (let i = 0; i < runs; i++) {
      const { tab, timing } = await open(pages[i % pages.length]!);
      opened.push(timing);
      await tab.close();
    }
    const switches: EditorTiming[] = [];
    const { tab } = await open(pages[0]!);
    for (let i = 1; i <= runs; i++) {
      const next = pages[i % pages.length]!;
      const since = await tab.evaluate((left) => {
        for (const el of document.querySelectorAll('[data-editor-status], iframe#preview-frame')) {
          el.setAttribute(left, '');
        }
        return performance.now();
      }, LEFT);
      const started = Date.now();
      await tab.locator('.editor-switcher select').selectOption(next);
      await tab.waitForURL(`${origin}/_edit${next === '/' ? '/' : next}`);
      switches.push(await timed(tab, next, started, since));
    }
    const openMedianMs = median(opened.map((t) => t.ms));
    const switchMedianMs = median(switches.map((t) => t.ms));
    const missed = [
      openMedianMs > EDITOR_TARGETS.openMs ? `open ${openMedianMs} ms > ${EDITOR_TARGETS.openMs} ms` : '',
      switchMedianMs > EDITOR_TARGETS.switchMs ? `switch ${switchMedianMs} ms > ${EDITOR_TARGETS.switchMs} ms` : '',
    ].filter(Boolean);
    return { startMs, first: first.timing, open: opened, openMedianMs, switches, switchMedianMs, missed };
  } finally {
    await browser?.close();
    server.stop();
  }
}
