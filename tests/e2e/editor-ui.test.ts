// @project e2e-builds: shares the editor server (support/edit-server.ts)
// @takes 29 s
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { documentViolations, seriousEditorViolations } from './support/axe';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * The editor's own interface as a marketer meets it (`npm run edit`, a copy of the home page): the New
 * page dialog, site placeholders in text fields, the pickers' clear button, and axe on the editor page.
 */
const NAME = `edit-ui-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);
const NEW_NAME = `careers-${process.pid}`;
const NEW_FILE = inEdited('pages-data/pages/company', `${NEW_NAME}.ts`);
const BAD_FILE = inEdited('pages-data/pages/company', 'Careers Page!.ts');
const HOME = inEdited('pages-data', 'index.ts');
const SHOTS = path.resolve('node_modules/.cache/editor-ui');

let server: SharedEditServer;
let browser: Browser | undefined;
let origin = '';
let page: Page;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');
const dialog = () => page.getByRole('dialog', { name: 'New page' });
/** The element that has the focus, by its accessible name or text. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') || element?.id || element?.textContent?.trim();
  });
/** The text of the elements `aria-describedby` names. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function openEditor(at: string) {
  // The first visit compiles the editor; the dependency optimiser may reload it once.
  for (const begun = Date.now(); ;) {
    await page.goto(`${origin}/_edit/${at}`, { waitUntil: 'networkidle', timeout: 120_000 }).catch(() => null);
    if (
      await status()
        .waitFor({ state: 'attached', timeout: 30_000 })
        .then(() => true)
        .catch(() => false)
    )
      return;
    if (Date.now() - begun > 150_000) throw new Error(`The editor did not open:\n${server.output()}`);
  }
}

/** The header's New page button, behind Puck's menu toggle on a narrow screen. */
async function openNewPage() {
  const button = page.getByRole('button', { name: 'New page', exact: true });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Toggle menu bar' }).click();
  await button.click();
  await dialog().waitFor();
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  // The home page's copy, without its route name (two pages cannot share one).
  server = sharedEditServer();
  await addPageFiles(server, { [FILE]: (await readFile(HOME, 'utf8')).replace(/^ {2}name: '[^']*',\n/m, '') });
  origin = server.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  await openEditor(NAME);
}, 240_000);

afterAll(async () => {
  await rm(FILE, { force: true });
  await rm(NEW_FILE, { force: true });
  await browser?.close();
});

describe("Given the page's settings, as the editor opens with no block selected", () => {
  it('should show the card a shared link to the page will show, drawn for its title', async () => {
    const shared = page.getByRole('region', { name: 'When shared' });
    // The copy of the home page, whose title is "Brightline Software: IT consulting and software development".
    const card = shared.getByRole('img', {
      name: /^The page’s card, titled “.*IT consulting and software development”$/,
    });
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => card.evaluate((image: HTMLImageElement) => [image.complete, image.naturalWidth, image.naturalHeight]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([true, 1200, 630]);
    expect(await card.getAttribute('src')).toMatch(/^\/__editor\/card\?path=%2Fedit-ui-\d+&title=/);
    await page.screenshot({ path: path.join(SHOTS, 'shared-card.png') });
  });
});

describe('Given the New page dialog', () => {
  it.each([
    [1280, 800],
    [375, 667],
  ])(
    'at %i px, should show all of it, title first, with the file name and address made from it',
    async (width, height) => {
      await page.setViewportSize({ width, height });
      await openNewPage();
      const box = (await dialog().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(await focused()).toMatch(/-title$/);
      await page.keyboard.type('Careers');
      expect(await dialog().getByLabel('File name').inputValue()).toBe('careers');
      await dialog().getByLabel('Folder').selectOption({ label: 'Company pages (/pages/company)' });
      await expect(dialog().getByText('Address: /pages/company/careers').isVisible()).resolves.toBe(true);
      const create = dialog().getByRole('button', { name: 'Create page' });
      const createBox = (await create.boundingBox())!;
      expect(createBox.y + createBox.height).toBeLessThanOrEqual(box.y + box.height);
      expect(createBox.x + createBox.width).toBeLessThanOrEqual(box.x + box.width);
      for (const field of ['Title', 'File name', 'Folder', 'Description']) {
        const fieldBox = (await dialog().getByLabel(field).boundingBox())!;
        expect(fieldBox.x + fieldBox.width, field).toBeLessThanOrEqual(box.x + box.width);
      }
      await page.screenshot({ path: path.join(SHOTS, `new-page-${width}.png`) });

      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden' });
      expect(await focused()).toBe('New page');
      await page.setViewportSize({ width: 1280, height: 800 });
    },
  );

  it('should refuse a file name that cannot be an address, saying why under the field', async () => {
    await openNewPage();
    await page.keyboard.type('Careers');
    const name = dialog().getByLabel('File name');
    await name.fill('Careers Page!');
    await dialog().getByLabel('Description').fill('Work with us.');
    await dialog().getByLabel('Folder').selectOption({ label: 'Company pages (/pages/company)' });
    await dialog().getByRole('button', { name: 'Create page' }).click();
    const message = 'Use only small letters a–z, digits and hyphens in the file name';
    await dialog().getByText(message).waitFor();
    expect(await description(name)).toContain(message);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await focused()).toMatch(/-name$/);
    // The browser's own "Please match the requested format" never shows.
    expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    expect(existsSync(BAD_FILE)).toBe(false);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('should create the page in the chosen folder and open it in the editor', async () => {
    await openNewPage();
    await page.keyboard.type('Careers');
    await dialog().getByLabel('File name').fill(NEW_NAME);
    await dialog().getByLabel('Folder').selectOption({ label: 'Company pages (/pages/company)' });
    await dialog().getByLabel('Description').fill('Work with us: the roles open now.');
    await expect(dialog().getByText(`Address: /pages/company/${NEW_NAME}`).isVisible()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(`${origin}/_edit/pages/company/${NEW_NAME}`);
    await status().waitFor({ state: 'attached' });
    const text = await readFile(NEW_FILE, 'utf8');
    expect(text).toContain("title: 'Careers'");
    expect(text).toContain("description: 'Work with us: the roles open now.'");
    await openEditor(NAME);
  });
});

describe('Given text with site placeholders', () => {
  it('should show under the field what the text reads, the company name for {company.name}', async () => {
    await canvas().locator('h1', { hasText: 'IT consulting and software development' }).click();
    const preview = page.locator('[data-editor-placeholder-preview]:visible');
    await preview.first().waitFor();
    expect(await preview.allTextContents()).toContain(
      'Reads: Since 2024 Brightline Software has helped companies plan, build, test and run the software their business depends on.',
    );
    const descriptionField = page.locator('textarea[name="description"]:visible');
    expect(await description(descriptionField)).toContain('Since 2024 Brightline Software has helped');
  });

  it('should insert a placeholder at the cursor from the Insert site setting menu, by keyboard', async () => {
    const title = page.locator('input[name="title"]:visible');
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' by ');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Insert site setting into Title');
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Site settings' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').first().textContent()).toBe('Company nameBrightline Software');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('IT consulting and software development by {company.name}');
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);
    await canvas()
      .locator('h1', { hasText: 'IT consulting and software development by Brightline Software' })
      .waitFor();
    expect(await page.locator('[data-editor-placeholder-preview]:visible').allTextContents()).toContain(
      'Reads: IT consulting and software development by Brightline Software',
    );
  });

  it('should insert one where the cursor is with the mouse too', async () => {
    const title = page.locator('input[name="title"]:visible');
    await title.fill('Welcome to ');
    await title.press('End');
    await page.getByRole('button', { name: 'Insert site setting into Title' }).click();
    await page.getByRole('menuitem', { name: /^Support email/ }).click();
    expect(await title.inputValue()).toBe('Welcome to {supportEmail}');
  });
});

describe('Given an icon the block needs', () => {
  it('should name the clear button and ask before clearing the icon', async () => {
    await canvas().locator('h2', { hasText: 'Solutions We Deliver' }).click();
    // Puck draws a list item's summary as a clickable box, not a button.
    await page.getByText('Enterprise Application', { exact: true }).filter({ visible: true }).first().click();
    const clear = page.getByRole('button', { name: 'Clear icon' });
    await clear.waitFor();
    await expect(page.getByRole('button', { name: 'Change icon: apps' }).isVisible()).resolves.toBe(true);

    await clear.click();
    const ask = page.getByRole('dialog', { name: 'Clear the icon?' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('This block needs an icon');
    expect(await focused()).toBe('Keep it');
    await page.screenshot({ path: path.join(SHOTS, 'clear-icon.png') });
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Change icon: apps' }).isVisible()).resolves.toBe(true);

    await clear.click();
    await ask.getByRole('button', { name: 'Clear icon' }).click();
    await page.getByRole('button', { name: 'Choose icon' }).waitFor();
    await page.locator('[data-editor-field-problem]:visible').first().waitFor();
  });
});

describe('Given the image picker', () => {
  it('should show the pictures as a grid with their alt text and pages, searching as the marketer types', async () => {
    // The header, clicked where its title is: a title the page's settings write is not typed on the
    // canvas, so the click selects the block.
    await canvas()
      .getByRole('group', { name: /^Header block/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    const change = page.getByRole('button', { name: 'Change image: photos/office-dark' }).filter({ visible: true });
    await change.click();
    const picker = page.locator('form[class*="ExternalInputModal"]').filter({ visible: true });
    const pictures = picker.locator('tbody tr');
    await pictures.first().waitFor();
    // Side by side, each a picture wide enough to tell apart.
    const [first, second] = await Promise.all([pictures.nth(0).boundingBox(), pictures.nth(1).boundingBox()]);
    expect(second!.y).toBe(first!.y);
    expect((await pictures.first().locator('img').boundingBox())!.width).toBeGreaterThan(150);
    // Typing is searching: no Enter, no Search button.
    await picker.getByRole('searchbox').pressSequentially('priya');
    await expect.poll(() => pictures.count()).toBe(1);
    expect(await pictures.first().textContent()).toMatch(/people\/woman-glasses.*Priya Nair.*\/pages\//);
    // Escape closes it, as any dialog, and the focus is back where the marketer left.
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => change.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe('Given the editor with a block selected and the New page dialog open', () => {
  it('should have no serious or critical axe violations on the editor page or in its canvas', async () => {
    await canvas().locator('h2', { hasText: 'Our Service' }).first().click();
    await openNewPage();
    const serious = seriousEditorViolations;
    const outer = serious(await documentViolations(page));
    const canvasFrame = await (await page.locator('iframe#preview-frame').elementHandle())!.contentFrame();
    const inner = serious(await documentViolations(canvasFrame!));
    expect(outer.join('\n')).toBe('');
    expect(inner.join('\n')).toBe('');
  });
});

describe('Given the development server failing the editor’s modules once (as while it bundles again)', () => {
  it('should reload itself once and open, with no reload by hand', async () => {
    const tab = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      // The editor's module fails once, as while the server bundles its dependencies again.
      let failed = 0;
      await tab.route(/\/src\/editor\/app\.tsx/, async (route) => {
        if (failed++ > 0) return route.continue();
        await route.fulfill({ status: 504, body: 'Outdated Optimize Dep' });
      });
      let loads = 0;
      tab.on('load', () => loads++);
      await tab.goto(`${origin}/_edit/${NAME}`, { timeout: 120_000 });
      await tab.locator('[data-editor-status]').waitFor({ timeout: 90_000 });
      expect(failed).toBeGreaterThanOrEqual(2);
      expect(loads).toBe(2);
    } finally {
      await tab.close();
    }
  });
});

describe('Given a block whose values the page works out in its file (the about page’s team)', () => {
  it('should say in words what cannot be changed here and why, the data path and the file only under Details', async () => {
    await openEditor('pages/company/about-us');
    await canvas().getByRole('heading', { name: 'The Executive Team' }).click();
    const note = page.locator('.editor-note:visible', { hasText: 'cannot be changed in the editor' });
    await note.waitFor();
    const first = note.locator('li').first();
    expect(await first.locator('strong').textContent()).toMatch(/^Team “The Executive Team” › Members › 1$|^Team/);
    expect(await first.evaluate((li) => li.firstChild?.parentElement?.innerText.split('\n')[0])).toMatch(
      /is worked out by the page itself rather than written as text: ask a developer to change it\.$/,
    );
    // Outside Details, no data path and no file.
    const outside = await note.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const details of copy.querySelectorAll('details')) details.remove();
      return copy.textContent ?? '';
    });
    expect(outside).not.toMatch(/blocks\[|pages-data\/|member\(/);
    await first.getByText('Details').click();
    expect(await first.locator('details').textContent()).toContain('pages-data/pages/company/about-us.ts:');
  });
});
