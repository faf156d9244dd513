import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { measureLayoutShift } from '../../scripts/lib/layout-shift';
import { DESKTOP } from './support/browser';
import { setUpSite } from './support/sites';

/**
 * Zero layout shift: every route, at phone and desktop width, with no input, and with the web fonts
 * held back until the page has painted (as on a slow network), so the swap from the metric-matched
 * fallback face happens in view. Every `layout-shift` entry counts, including those Chromium marks as
 * following input.
 */
const CLS_BUDGET = 0.01;
const PHONE = { width: 412, height: 915 } as const;

const app = setUpSite();
const ROUTES = (await listRoutes())
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/test-fixtures/'))
  .sort();

for (const [name, viewport] of [
  ['412 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  describe.concurrent(`Given every route at ${name}, its fonts arriving after the first paint`, () => {
    it.each(ROUTES)(`%s should shift its layout by at most ${CLS_BUDGET}`, async (path) => {
      const { cls, shifts } = await measureLayoutShift(app.context, new URL(path, app.baseUrl).href, {
        viewport,
        fontsAfterPaint: true,
      });
      const report = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`).join('\n');
      expect(cls, `layout shifts:\n${report}`).toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
}
