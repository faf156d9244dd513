// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rm, writeFile } from 'node:fs/promises';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { documentViolations, seriousEditorViolations } from './support/axe';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * The navbar and the footer from the editor (`npm run edit`), as a marketer puts a new page in them: from
 * the page's settings ("Add to the navbar"), from the navbar or footer clicked on the canvas, and the
 * Menus panel's removal that asks first. Every save lands in `pages-data/_site.ts`, which is put back
 * as it was at the end.
 */
const NAME = `menus-${process.pid}`;
const FILE = inEdited('pages-data/pages/company', `${NAME}.ts`);
const SITE = inEdited('pages-data', '_site.ts');

let server: SharedEditServer;
let browser: Browser | undefined;
let page: Page;
let site = '';

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const menus = () => page.getByRole('dialog', { name: 'Menus' });
const where = () => page.getByRole('region', { name: 'Where visitors find this page' });

async function openEditor(at: string) {
  for (const begun = Date.now(); ;) {
    await page.goto(`${server.origin}/_edit/${at}`, { waitUntil: 'networkidle', timeout: 120_000 }).catch(() => null);
    const opened = await page
      .locator('[data-editor-status]')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
    if (Date.now() - begun > 150_000) throw new Error(`The editor did not open:\n${server.output()}`);
  }
}

async function saveMenus() {
  await menus().getByRole('button', { name: 'Save menus' }).click();
  await expect
    .poll(() => menus().locator('[data-menus-status]').textContent())
    .toBe('Saved: every page shows the new menus.');
}

beforeAll(async () => {
  server = sharedEditServer();
  site = await readFile(SITE, 'utf8');
  await addPageFiles(server, {
    [FILE]: [
      "import { definePage } from '../../../schema';",
      '',
      'export default definePage({',
      `  name: '${NAME}',`,
      "  meta: { title: 'Careers', description: 'Work with us: the roles open now and how we hire.' },",
      "  nav: { title: 'Careers' },",
      '  blocks: [],',
      '});',
      '',
    ].join('\n'),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  await openEditor(`pages/company/${NAME}`);
}, 240_000);

afterAll(async () => {
  if (site) await writeFile(SITE, site);
  await rm(FILE, { force: true });
  await browser?.close();
});

describe('Given a new page in no menu but its group’s', () => {
  it('should say so in its settings, and add it to the navbar from there, saved into the site settings', async () => {
    await expect.poll(() => where().textContent()).toContain('The navbar: no link here yet.');
    await expect.poll(() => where().textContent()).toContain('The menu “Company”');
    await where().getByRole('button', { name: 'Add to the navbar' }).click();
    await menus().waitFor();
    // The new link is added at the end of the navbar's links, named for the page, its label focused.
    const label = page.locator(':focus');
    await expect.poll(() => label.inputValue()).toBe('Careers');
    await label.fill('Join us');
    await saveMenus();
    expect(await readFile(SITE, 'utf8')).toContain(`{ label: 'Join us', href: { route: '${NAME}' } },`);
    await menus().getByRole('button', { name: 'Close' }).click();
    // The canvas draws the navbar as saved, and the page's settings name the link.
    await expect.poll(() => canvas().locator('nav .navbar-nav').first().textContent()).toContain('Join us');
    await expect.poll(() => where().textContent()).toContain('The navbar: links here as “Join us”.');
  });

  it('should open Menus at the footer clicked on the canvas, and add the page to the footer links', async () => {
    await canvas().locator('footer').first().click({ force: true });
    await menus().waitFor();
    const focusedPart = () =>
      page.evaluate(() => document.activeElement?.closest('[data-menus-part]')?.getAttribute('data-menus-part'));
    await expect.poll(focusedPart).toBe('footerMenus');
    await menus().getByRole('button', { name: 'Add a link to the footer' }).click();
    const row = menus().locator('[data-menus-part="footerLinks"] [data-menus-link]').last();
    await row.getByLabel('Label').fill('Careers');
    await row.getByLabel('Leads to').selectOption({ label: `Careers — /pages/company/${NAME}` });
    await saveMenus();
    expect(await readFile(SITE, 'utf8')).toContain(`{ label: 'Careers', href: { route: '${NAME}' } },`);
    await menus().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => canvas().locator('footer').first().textContent()).toContain('Careers');
  });

  it('should ask before removing a link, keep it on Keep, and leave the settings file as it was once both are removed', async () => {
    await page.getByRole('button', { name: 'Menus', exact: true }).click();
    await menus().waitFor();
    await menus().getByRole('button', { name: 'Remove “Join us”' }).click();
    const ask = menus().getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toContain('Remove “Join us” from the navbar?');
    // Keep is the choice that loses nothing, and has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await page.keyboard.press('Enter');
    await expect.poll(() => ask.count()).toBe(0);
    expect(await menus().getByRole('button', { name: 'Remove “Join us”' }).count()).toBe(1);
    for (const name of ['Join us', 'Careers']) {
      await menus()
        .getByRole('button', { name: `Remove “${name}”` })
        .click();
      await menus().getByRole('alertdialog').getByRole('button', { name: 'Remove the link' }).click();
    }
    const serious = seriousEditorViolations(await documentViolations(page));
    expect(serious.join('\n')).toBe('');
    await saveMenus();
    expect(await readFile(SITE, 'utf8')).toBe(site);
    await menus().getByRole('button', { name: 'Close' }).click();
  });

  it('should refuse a link to a page that is gone, writing nothing and saying why in words', async () => {
    await page.getByRole('button', { name: 'Menus', exact: true }).click();
    await menus().waitFor();
    await menus().getByRole('button', { name: 'Add a link to the navbar' }).click();
    const row = menus().locator('[data-menus-part="navbar"] [data-menus-link]').last();
    await row.getByLabel('Label').fill('Careers');
    await row.getByLabel('Leads to').selectOption({ label: `Careers — /pages/company/${NAME}` });
    // The page is removed meanwhile, as a colleague might.
    await rm(FILE);
    await menus().getByRole('button', { name: 'Save menus' }).click();
    const problem = menus().locator('[data-menus-problem]');
    await expect.poll(() => problem.textContent()).toContain(`unknown route name "${NAME}"`);
    expect(await problem.textContent()).not.toContain('navbar.links[');
    expect(await readFile(SITE, 'utf8')).toBe(site);
  });

  it('should tell of a top-level page that it has no menu entry, and where it is linked instead', async () => {
    await page.keyboard.press('Escape');
    await openEditor('privacy');
    await expect.poll(() => where().textContent()).toContain('The navbar: links here as “Privacy Policy”.');
    const note = page.locator('[data-editor-no-menu-entry]:visible').first();
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('No menu group holds this page’s folder, so it has no menu entry.');
  });
});
