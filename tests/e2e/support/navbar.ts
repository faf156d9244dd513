import type { Locator, Page } from 'playwright-core';

/** The site's main navigation. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The phone menu's "Menu" toggle: the summary of its `<details>`. */
export function menuToggle(page: Page): Locator {
  return mainNav(page).locator('summary[aria-label="Menu"]');
}

/** The toggle of the navbar menu named `name` (Pages, Sections, Account): a `<details>` summary. */
export function menuTrigger(page: Page, name: string): Locator {
  return mainNav(page)
    .locator('.nav-menu summary')
    .filter({ hasText: new RegExp(`^${name}$`) });
}

/**
 * Whether the disclosure a toggle belongs to is open: `aria-expanded` on a button, the `open` of the
 * `<details>` around a summary (what assistive technology announces as expanded).
 */
export function isExpanded(toggle: Locator): Promise<boolean> {
  return toggle.evaluate((el) =>
    el instanceof HTMLElement && el.tagName === 'SUMMARY'
      ? (el.parentElement as HTMLDetailsElement).open
      : el.getAttribute('aria-expanded') === 'true',
  );
}
