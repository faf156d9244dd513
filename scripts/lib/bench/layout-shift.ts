import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift as the browser reported it, with the elements that moved (box before → after). */
export interface LayoutShift {
  value: number;
  /** Whether Chromium flagged it as following input; it is counted all the same. */
  hadRecentInput: boolean;
  sources: string[];
}

export interface LayoutShiftResult {
  /** The sum of every shift's value (with no input, this is the page's cumulative layout shift). */
  cls: number;
  shifts: LayoutShift[];
}

export interface LayoutShiftOptions {
  viewport: { width: number; height: number };
  /** How long to keep watching after the page, its fonts and its pictures have loaded. */
  settleMs?: number;
  /**
   * Hold the font files back until the page has painted its text, as a slow network does: the swap
   * from the fallback face to the web font then happens in view and must move nothing.
   */
  fontsAfterPaint?: boolean;
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __painted?: () => Promise<void>;
  }
}

/**
 * Starts before any of the page's own code: records every `layout-shift` entry, buffered from the
 * navigation, and tells the test (`__painted`) two frames after the first contentful paint. Plain
 * JavaScript in a string, so the page runs it as written.
 */
const OBSERVER_SCRIPT = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const id = node.id ? '#' + node.id : '';
    const classes = [...node.classList].slice(0, 3).map((c) => '.' + c).join('');
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + id + classes + (text ? ' "' + text + '"' : '');
  };
  const box = (r) => '(' + [r.x, r.y].map(Math.round).join(',') + ' ' + [r.width, r.height].map(Math.round).join('×') + ')';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((s) => describe(s.node) + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => window.__painted && window.__painted()));
  }).observe({ type: 'paint', buffered: true });
})();`;

/** Longest a font is held back when a page paints nothing. */
const FONT_HOLD_LIMIT_MS = 5000;

/** The layout shifts of the page's current document, and the font hold of its next load. */
export interface LayoutShiftWatch {
  /** The shifts of the document shown now, summed. */
  read(): Promise<LayoutShiftResult>;
  /** Holds the fonts of the tab's next load until its first paint, as for its first one. */
  again(): void;
}

/**
 * Watches `page` from its next navigation on: every layout shift is recorded, and with `fontsAfterPaint`
 * the font files wait for the first paint. Call before `goto`; `read()` sums the shifts so far.
 */
export async function watchLayoutShift(
  page: Page,
  { fontsAfterPaint = false }: Pick<LayoutShiftOptions, 'fontsAfterPaint'> = {},
): Promise<LayoutShiftWatch> {
  await page.addInitScript({ content: OBSERVER_SCRIPT });
  // What the fonts of the load under way wait for: its first paint, or the hold's limit.
  let release = () => {};
  let painted = Promise.resolve();
  const hold = () => {
    painted = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, FONT_HOLD_LIMIT_MS);
    });
  };
  if (fontsAfterPaint) {
    hold();
    await page.exposeFunction('__painted', () => release());
    // Only the font requests stop on their way, in the browser itself: a Playwright route would stop
    // every request of the page and hand it to this process, which costs each page load a third more.
    const session = await page.context().newCDPSession(page);
    session.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => {
      void painted.then(() => session.send('Fetch.continueRequest', { requestId }).catch(() => undefined));
    });
    await session.send('Fetch.enable', {
      patterns: ['*.woff2', '*.woff2?*', '*.woff', '*.woff?*'].map((urlPattern) => ({ urlPattern })),
    });
  }
  return {
    async read() {
      const shifts = await page.evaluate(() => window.__layoutShifts);
      if (!shifts) throw new Error(`No layout-shift observer ran on ${page.url()}: the measurement is broken.`);
      return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
    },
    again() {
      if (fontsAfterPaint) hold();
    },
  };
}

/** One line per shift: its value and what moved. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`).join('\n');
}

/**
 * Opens `url` in a new tab of `context` with no input at all, waits for the page, its fonts and its
 * pictures, keeps watching for `settleMs`, and sums every layout shift.
 */
export async function measureLayoutShift(
  context: BrowserContext,
  url: string,
  { viewport, settleMs = 1000, fontsAfterPaint = false }: LayoutShiftOptions,
): Promise<LayoutShiftResult> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(viewport);
    const watch = await watchLayoutShift(page, { fontsAfterPaint });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(settleMs);
    return await watch.read();
  } finally {
    await page.close();
  }
}
