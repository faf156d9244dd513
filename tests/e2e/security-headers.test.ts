// @takes 20 s
import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR, gotoHydrated, waitForHydration } from './support/browser';
import { expectUnderPolicy, recordRefusals, refusedIn } from './support/csp';
import { setUpSite } from './support/sites';

/**
 * Every page of the built site under the headers of its `_headers` (which the static server sends, as a
 * host that reads the file does) and its own <meta> policy: nothing the site does may be refused.
 */
const app = setUpSite();

/**
 * The test pages (every block's examples at once) and a 404 in each language; routes.test.ts checks
 * every published route under its policy as it visits it.
 */
const ROUTES = [
  ...readdirSync(`${DIST_DIR}/test-fixtures`).map((name) => `/test-fixtures/${name}`),
  '/no-such-page',
  '/de/no-such-page',
  '/ar/no-such-page',
];

/** One tab visits every route in turn, as routes.test.ts does: a new tab each would cost seconds. */
let page: Page;
let consoleRefusals: string[];

beforeAll(async () => {
  page = await app.context.newPage();
  consoleRefusals = recordRefusals(page);
});

afterAll(async () => {
  await page?.close();
});

describe('Given every built page under its Content-Security-Policy', () => {
  it.each(ROUTES)('%s should be sent the policy and run with nothing refused', async (route) => {
    const response = await page.goto(route);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectUnderPolicy(page, response, consoleRefusals);
  });
});

describe('Given a visitor using the pages', () => {
  it('should search the site (Pagefind runs WebAssembly) with nothing refused', async () => {
    const { page } = await app.openPage();
    const refused = recordRefusals(page);
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox', { name: 'Search the site' }).fill('refund');
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/^\d+ results?$/);
    expect(await dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').count()).toBeGreaterThan(0);
    expect(await refusedIn(page, refused)).toEqual([]);
  });

  it('should run the interactive blocks (the billing switch of pricing) with nothing refused', async () => {
    const { page } = await app.openPage();
    const refused = recordRefusals(page);
    await gotoHydrated(page, '/pages/company/pricing');
    const annual = page.getByRole('tab', { name: 'Annual' });
    await annual.click();
    expect(await annual.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Annual' }).isVisible()).toBe(true);
    expect(await refusedIn(page, refused)).toEqual([]);
  });

  it("should apply the page's inline styles: its blocks' style element and its style attributes", async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    // From the blocks' inline <style> (`.content-block-image { border-radius: .75rem }`).
    expect(
      await page
        .locator('.content-block-image')
        .first()
        .evaluate((el) => getComputedStyle(el).borderRadius),
    ).toBe('12px');
    // From the header's `style="min-height:75vh"`, at a window 800 px high.
    expect(
      await page
        .locator('header.hero')
        .first()
        .evaluate((el) => getComputedStyle(el).minHeight),
    ).toBe('600px');
    await gotoHydrated(page, '/sections/elements/progress-bars');
    // `style="width:50%"` on a progress bar.
    const half = await page
      .locator('.progress-bar')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
    expect(half).toBeCloseTo(0.5, 2);
  });
});

describe('Given an attacker who gets markup into a page', () => {
  it('should have an inline script, a style and a style attribute the page does not list refused', async () => {
    const { page } = await app.openPage({ allowConsole: [/Content Security Policy/] });
    recordRefusals(page);
    await gotoHydrated(page, '/');
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(255, 0, 0) }';
      document.head.append(style);
      const heading = document.querySelector('h1')!;
      heading.setAttribute('style', 'color: rgb(0, 255, 0)');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        ran: 'injected' in window,
        background: getComputedStyle(document.body).backgroundColor,
        color: getComputedStyle(heading).color,
        // The directive of each refusal: the script is refused by both policies, the header's and the
        // page's; the styles by the page's, which lists the hashes of its own and no others.
        refused: [...new Set(window.refused!.map((line) => line.split(' ')[0]))].sort(),
      };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.background).not.toBe('rgb(255, 0, 0)');
    expect(outcome.color).not.toBe('rgb(0, 255, 0)');
    expect(outcome.refused).toEqual(['script-src-elem', 'style-src-attr', 'style-src-elem']);
  });

  it('should not let a page of another origin frame the site', async () => {
    const { page } = await app.openPage({ allowConsole: [/frame-ancestors|X-Frame-Options|refused to connect/i] });
    await page.goto('about:blank');
    await page.setContent(`<iframe src="${app.baseUrl}/" width="800" height="600"></iframe>`);
    // A refused frame shows the browser's error page instead of the site's home page.
    const frame = page.frames()[1]!;
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('.hero-title').count()).toBe(0);
  });
});
