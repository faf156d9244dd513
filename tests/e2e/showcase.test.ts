import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { violations } from './support/axe';
import { gotoHydrated, MOBILE } from './support/browser';
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

  for (const path of SHOWCASE) {
    it(`should load ${path} with its breadcrumb title, numbered samples, no console error and no axe violation`, async () => {
      const { page } = await app.openPage();
      await gotoHydrated(page, path);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb', exact: true });
      expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(title);
      const group = breadcrumb.getByRole('link');
      expect(await group.getAttribute('href')).toMatch(/^\/sections\//);
      expect(await page.locator('section.sample').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
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
    await page.waitForURL('**/sections/elements/tables');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tables');
    expect(await isExpanded(toggle)).toBe(false);
  });
});
