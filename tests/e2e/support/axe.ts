import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** axe-core as the browser runs it, read once per test file. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Waits until every animation that has an end has finished, so contrast is measured on what the user
 * ends up seeing rather than on a dialog halfway through fading in. Endless animations (a blinking
 * cursor, a spinner) are left running. The page's animations are looked at again each frame rather than
 * awaited: a transition cut short by a change of width is dropped without its promise ever settling.
 */
export async function settleAnimations(page: Pick<Page, 'evaluate'>): Promise<void> {
  await page.evaluate(async () => {
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    while (moving()) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Runs axe-core on the page (or only inside the given element ids) once animations settle, and
 * returns one readable line per violation with the elements it names.
 */
export async function violations(page: Page, onlyIds: readonly string[] = []): Promise<string[]> {
  return violationsIn(
    page,
    onlyIds.map((id) => `#${id}`),
  );
}

/**
 * As {@link violations}, inside the elements the CSS selectors find (the whole page when none is given).
 * axe-core runs in the page itself, with its default rules: the site draws no frames (a page with one
 * fails here rather than go unchecked inside it).
 */
export async function violationsIn(
  page: Page,
  selectors: readonly string[],
  rules: readonly string[] = [],
): Promise<string[]> {
  await settleAnimations(page);
  if ((await page.locator('iframe, frame').count()) > 0) {
    throw new Error(`${page.url()} has a frame, which this check does not enter: check its document too.`);
  }
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    ({ include, only }) =>
      window
        .axe!.run(include.length > 0 ? { include } : document, {
          resultTypes: ['violations'],
          ...(only.length > 0 ? { runOnly: { type: 'rule', values: only } } : {}),
        })
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
          })),
        ),
    { include: [...selectors], only: [...rules] },
  );
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.summary.replace(/\s+/g, ' ')}`).join('\n'),
  );
}

/**
 * As {@link violations}, for one document only: a page's own, its frames left out (axe's `iframes:
 * false`), or a frame's (`page.frame(…)`), for a page that draws another document in a frame (the
 * editor's canvas).
 */
export async function documentViolations(target: Page | Frame): Promise<string[]> {
  await settleAnimations(target);
  if (!(await target.evaluate(() => typeof window.axe === 'object'))) await target.evaluate(AXE_SOURCE);
  const found = await target.evaluate(() =>
    window.axe!.run(document, { resultTypes: ['violations'], iframes: false }).then((results) =>
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
      })),
    ),
  );
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.summary.replace(/\s+/g, ' ')}`).join('\n'),
  );
}

/** The serious and critical lines of an axe report: what the editor's own interface must never have. */
export function seriousEditorViolations(found: readonly string[]): string[] {
  return found.filter((line) => /^\S+ \((serious|critical)\)/.test(line));
}
