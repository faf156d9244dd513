import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits until every animation that has an end has finished, so contrast is measured on what the user
 * ends up seeing rather than on a dialog halfway through fading in. Endless animations (a blinking
 * cursor, a spinner) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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

/** As {@link violations}, inside the elements the CSS selectors find (the whole page when none is given). */
export async function violationsIn(page: Page, selectors: readonly string[]): Promise<string[]> {
  await settleAnimations(page);
  const builder = selectors.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations: found } = await builder.analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
  );
}
