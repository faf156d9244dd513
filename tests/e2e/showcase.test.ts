import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { violations } from './support/axe';
import { fetchHtml, gotoHydrated, MOBILE, parseHtml } from './support/browser';
import { isExpanded, menuTrigger } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const SHOWCASE = (await listRoutes()).map((route) => route.path).filter((path) => path.startsWith('/sections/'));
// One page per group: the first route of each folder under /sections/.
const ONE_PER_GROUP = [...new Map(SHOWCASE.map((path) => [path.split('/')[2], path])).values()];

describe('Given the showcase', () => {
  it('should have pages to show', () => {
    expect(SHOWCASE.length).toBeGreaterThan(0);
  });

  // Each page's accessibility, console and width are held at both widths by routes.test.ts.
  for (const path of SHOWCASE) {
    it(`should serve ${path} with its breadcrumb title and numbered samples`, async () => {
      const { status, html } = await fetchHtml(app.baseUrl, path);
      expect(status).toBe(200);
      const doc = parseHtml(html);
      const title = doc.querySelector('h1')?.textContent;
      expect(title).toMatch(/\w/);
      const breadcrumb = doc.querySelector('nav[aria-label="Breadcrumb"]');
      expect(breadcrumb?.querySelector('[aria-current="page"]')?.textContent).toBe(title);
      expect(breadcrumb?.querySelector('a')?.getAttribute('href')).toMatch(/^\/sections\//);
      expect(doc.querySelectorAll('section.sample').length).toBeGreaterThan(0);
    });
  }

  // The Code tab is the same generated markup on every page (every sample's code is proven by the
  // unit proof test); axe checks it open on one page of each group at 375 px, whose width is held on
  // every page by routes.test.ts, and its Copy button copies what it shows.
  for (const path of ONE_PER_GROUP) {
    it(`should show a sample's code on ${path} at 375 px with no axe violation, and copy the whole snippet shown`, async () => {
      const { page } = await app.openPage({ viewport: MOBILE });
      await gotoHydrated(page, path);
      const sample = page.locator('section.sample').first();
      await sample.getByRole('tab', { name: 'Code' }).click();
      expect(await violations(page)).toEqual([]);
      await sample.getByRole('button', { name: 'Page data' }).click();
      const shown = await sample.locator('pre.sample-code:not([hidden])').textContent();
      await sample.getByRole('button', { name: /^Copy / }).click();
      await expect.poll(() => sample.getByRole('status').textContent()).toBe('Code successfully copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    });
  }
});

describe('Given a sample on /sections/elements/buttons', () => {
  it('should switch to its code by keyboard and show generated JSX, then the page data', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/sections/elements/buttons');
    const sample = page.locator('#buttons-outline');
    const preview = sample.getByRole('tab', { name: 'Preview' });
    await preview.focus();
    await page.keyboard.press('ArrowRight');
    const codeTab = sample.getByRole('tab', { name: 'Code' });
    await expect.poll(() => codeTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Code');
    const code = sample.locator('pre.sample-code:not([hidden])');
    expect(await code.textContent()).toContain("import { Block } from '~/render/block';");
    expect(await code.textContent()).toContain("variant: 'outline'");
    expect(await sample.getByRole('tabpanel', { name: 'Preview' }).count()).toBe(0);
    await sample.getByRole('button', { name: 'Page data' }).click();
    expect(await code.textContent()).toMatch(/^\{\n {2}type: 'buttons',/);
    expect(await sample.getByRole('table', { name: 'Props of buttons' }).count()).toBe(1);
  });

  it('should land on a sample from its anchor', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/sections/elements/buttons#buttons-icons');
    // The browser scrolls to the anchor once the page has loaded.
    const top = async () => (await page.locator('#buttons-icons').boundingBox())?.y ?? Number.NaN;
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(800);
  });
});

describe('Given the menus on a showcase page', () => {
  it('should open Sections by keyboard, reach another page and close on Escape', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/sections/elements/buttons');
    const toggle = menuTrigger(page, 'Sections');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await toggle.click();
    await page
      .getByRole('group', { name: 'Elements' })
      .getByRole('link', { name: /^Tables/ })
      .click();
    await page.waitForURL('**/sections/elements/tables/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tables');
    expect(await isExpanded(toggle)).toBe(false);
  });
});
