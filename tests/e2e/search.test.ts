import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { builtRoutes, DESKTOP, DIST_DIR, fetchHtml, gotoHydrated, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

const searchButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search the site' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchField = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search the site' });
const results = (page: Page) => searchDialog(page).getByRole('listbox', { name: 'Results' }).getByRole('option');

/** Every request the page makes, as paths. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
const searchCode = (paths: readonly string[]) =>
  paths.filter((at) => at.startsWith('/pagefind/') || /\/assets\/searchDialog-/.test(at));

/** Types `words` into the open search and waits for the results to show. */
async function searchFor(page: Page, words: string): Promise<void> {
  await searchField(page).fill(words);
  await expect.poll(() => searchDialog(page).getByRole('status').innerText()).toMatch(/^\d+ results?$/);
}

/** The visible text of each result: its title, section and passage. */
const resultTexts = (page: Page) => results(page).allInnerTexts();

describe('Given a visitor on a page of the built site', () => {
  it('should load no search code until the search opens, then the dialog and the index', async () => {
    const { page } = await app.openPage();
    const requests = recordRequests(page);
    await gotoHydrated(page, '/');
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(searchCode(requests)).toEqual([]);

    await searchButton(page).click();
    await expect.poll(() => searchField(page).isVisible()).toBe(true);
    await searchFor(page, 'refund');
    expect(searchCode(requests).some((at) => at.startsWith('/assets/searchDialog-'))).toBe(true);
    expect(searchCode(requests)).toContain('/pagefind/pagefind.js');
  });

  it('should find ISO 27001, penetration and refund on the pages that say them, with the words marked', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    await searchButton(page).click();
    for (const [words, title, marked] of [
      ['ISO 27001', 'Pricing', /ISO 27001/],
      ['penetration', 'Author', /penetration/i],
      ['refund', 'Pricing', /refund/i],
    ] as const) {
      await searchFor(page, words);
      const result = results(page).filter({ hasText: title }).first();
      await expect.poll(() => result.isVisible()).toBe(true);
      const marks = await result.locator('mark').allInnerTexts();
      expect(marks.join(' ')).toMatch(marked);
    }
    // The home page says "ISO 27001 certified" and "penetration testing" too.
    await searchFor(page, 'penetration');
    expect((await resultTexts(page)).some((text) => text.includes('IT consulting and software development'))).toBe(
      true,
    );
    // A result links to its page (or the section of it that matched) and names its group.
    await searchFor(page, 'refund');
    const pricing = results(page).filter({ hasText: 'Pricing' }).first();
    expect(await pricing.getAttribute('href')).toMatch(/^\/pages\/company\/pricing\/(#[\w-]+)?$/);
    expect(await pricing.innerText()).toContain('Company');
  });

  it('should open with /, choose a result with the arrow keys, open it with Enter; Escape closes and gives focus back', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await expect.poll(() => searchField(page).evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await searchField(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.type('refund');
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect(await searchField(page).getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('ArrowDown');
    const first = results(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await searchField(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect.poll(() => searchDialog(page).isVisible()).toBe(false);

    // Ctrl+K opens it again; Escape hands focus back to what had it.
    await searchButton(page).focus();
    await page.keyboard.press('Control+k');
    await expect.poll(() => searchField(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search the site');

    await page.keyboard.press('/');
    await expect.poll(() => searchField(page).isVisible()).toBe(true);
    await searchFor(page, 'refund');
    await page.keyboard.press('ArrowDown');
    const href = await results(page).first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(href);

    // A result on the page already open scrolls to its section, and the search closes to show it.
    await page.keyboard.press('/');
    await searchFor(page, 'lifetime membership');
    const here = results(page).filter({ hasText: 'Pricing' }).first();
    const section = (await here.getAttribute('href'))!;
    expect(section).toMatch(/^\/pages\/company\/pricing\/#/);
    await here.click();
    await expect.poll(() => searchDialog(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => location.pathname + location.hash)).toBe(section);
  });

  it("should link each result to its section by an id that stays, the block's anchor or one from its heading, never React's", async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    const hrefs: string[] = [];
    for (const words of ['refund', 'cloud', 'password', 'team']) {
      await searchFor(page, words);
      hrefs.push(...(await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))));
    }
    const hashes = hrefs.filter((href) => href.includes('#'));
    expect(hashes.length).toBeGreaterThan(5);
    expect(hashes.filter((href) => !/#\p{L}[\p{L}\p{N}_-]*$/u.test(href) || /_R_|#_/.test(href))).toEqual([]);
    expect(hrefs).toContain('/pages/company/pricing/#faq');
    // Each lands on an element of its page.
    for (const href of new Set(hashes.slice(0, 8))) {
      const { status, html } = await fetchHtml(app.baseUrl, href.slice(0, href.indexOf('#')));
      expect(status).toBe(200);
      expect(html, href).toContain(`id="${href.slice(href.indexOf('#') + 1)}"`);
    }
  });

  it("should give no heading of any built page an id of React's (`_R_…`), which changes as the page does", () => {
    const found: string[] = [];
    for (const route of builtRoutes()) {
      const file = path.join(DIST_DIR, route, 'index.html');
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/<(?:h[1-6]|caption)\b[^>]*\sid="([^"]*)"/g)) {
        if (!/^\p{L}[\p{L}\p{N}_-]*$/u.test(id!) || /R_/.test(id!)) found.push(`${route}: ${id}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('should not open on / typed into a field', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/pages/support/help-center');
    await page.getByRole('searchbox', { name: 'Search for answers' }).fill('a/b');
    expect(await page.getByRole('searchbox', { name: 'Search for answers' }).inputValue()).toBe('a/b');
    expect(await searchDialog(page).count()).toBe(0);
  });

  it("should open from the help center's search box with what was typed", async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/pages/support/help-center');
    const box = page.getByRole('searchbox', { name: 'Search for answers' });
    await box.fill('refund');
    await page.getByRole('search', { name: 'Search the help center' }).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => searchField(page).inputValue()).toBe('refund');
    await expect.poll(() => results(page).filter({ hasText: 'Pricing' }).count()).toBeGreaterThan(0);
    expect(page.url()).not.toContain('?');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it('should open with the words of an address with ?q=, as the help center box sends them with no script', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy?q=refund');
    await expect.poll(() => searchField(page).inputValue()).toBe('refund');
    await expect.poll(() => results(page).filter({ hasText: 'Pricing' }).count()).toBeGreaterThan(0);
  });

  it("should search the pages of the page's own language, in its words", async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/de/pages/company/pricing');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Website durchsuchen' })
      .click();
    const field = page.getByRole('dialog', { name: 'Website durchsuchen' }).getByRole('combobox');
    expect(await field.getAttribute('placeholder')).toBe('Seiten durchsuchen …');
    await field.fill('erstatten');
    const found = page.getByRole('dialog').getByRole('listbox', { name: 'Ergebnisse' }).getByRole('option');
    await expect.poll(() => found.count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').getByRole('status').innerText()).toMatch(/^\d+ Ergebnis(se)?$/);
    const hrefs = await found.evaluateAll((options) => options.map((option) => option.getAttribute('href')));
    expect(hrefs.filter((href) => !href?.startsWith('/de/'))).toEqual([]);
    expect(hrefs.some((href) => href?.startsWith('/de/pages/company/pricing/'))).toBe(true);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`should be axe clean with the search open and results shown at ${viewport.width} px, inside the screen`, async () => {
      const { page } = await app.openPage({ viewport });
      await gotoHydrated(page, '/pages/company/pricing');
      await searchButton(page).click();
      await searchFor(page, 'ISO 27001');
      await page.keyboard.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
      const box = (await searchDialog(page).locator('.site-search-card').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (process.env.SEARCH_SHOTS)
        await page.screenshot({ path: `${process.env.SEARCH_SHOTS}/search-${viewport.width}.png` });
    });
  }
});
