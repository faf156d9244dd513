// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * No edit is lost in `npm run edit`: a reload offers the unsaved edits back, leaving asks first, and a
 * change made to the file on disk while editing is merged on save, or picked from where both changed.
 */
const NAME = `edit-drafts-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);
const HOME = inEdited('pages-data', 'index.ts');
const TITLE = 'IT consulting and software development';
const DESCRIPTION = 'Since 2024 {company.name} has helped companies plan, build, test and run the software';
const SHOTS = path.resolve('.cache', 'shots');

let server: SharedEditServer;
let browser: Browser | undefined;
let page: Page;
const dialogs: string[] = [];

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');
const save = () => page.getByRole('button', { name: 'Save', exact: true });
const notice = () => page.locator('.editor-disk-notice');

/** Selects the hero on the canvas and types `text` as its title. */
async function typeTitle(current: string, text: string) {
  await canvas().locator('h1', { hasText: current }).click();
  await page.locator('input[name="title"]:visible').fill(text);
  await expect.poll(() => status().textContent()).toBe('Unsaved changes');
}

/** Changes the file on disk as another editor, a developer or `git pull` would. */
async function editOnDisk(from: string, to: string) {
  const text = await readFile(FILE, 'utf8');
  expect(text).toContain(from);
  await writeFile(FILE, text.replace(from, to));
}

async function shot(name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  server = sharedEditServer();
  await addPageFiles(server, { [FILE]: (await readFile(HOME, 'utf8')).replace(/^ {2}name: '[^']*',\n/m, '') });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  // The first visit compiles the editor (slow on a busy machine): it is waited for rather than
  // reloaded; the dependency optimiser may reload it once by itself.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${server.origin}/_edit/${NAME}`, { timeout: 120_000 }).catch(() => null);
    const opened = await status()
      .waitFor({ timeout: 240_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (attempt === 2) {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`The editor did not open:\n${server.output()}\nThe page shows:\n${shown.slice(0, 2000)}`);
    }
  }
}, 600_000);

afterAll(async () => {
  await rm(FILE, { force: true });
  await browser?.close();
});

describe('Given unsaved edits in the editor', () => {
  it('should ask before the browser reloads, and offer the edits back with their time after it', async () => {
    await canvas().locator('h1', { hasText: TITLE }).waitFor();
    await typeTitle(TITLE, 'Software that works for you');
    await page.reload({ waitUntil: 'networkidle' });
    expect(dialogs).toEqual(['beforeunload']);

    const offer = page.getByRole('dialog', { name: /^Unsaved changes from \d\d:\d\d today$/ });
    await offer.waitFor();
    await shot('editor-draft-offer');
    // The answer that loses nothing has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Restore');
    expect(await offer.getByRole('button', { name: 'Restore' }).isVisible()).toBe(true);
    expect(await offer.getByRole('button', { name: 'Discard' }).isVisible()).toBe(true);
    // Nothing was written to the file.
    expect(await readFile(FILE, 'utf8')).toContain(`title: '${TITLE}'`);
  });

  it('should put the edits back as unsaved changes on Restore, with Save on and Undo taking them out', async () => {
    await page.getByRole('button', { name: 'Restore' }).click();
    await canvas().locator('h1', { hasText: 'Software that works for you' }).waitFor();
    await expect.poll(() => status().textContent()).toBe('Unsaved changes');
    expect(await save().isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await canvas().locator('h1', { hasText: TITLE }).waitFor();
    await expect.poll(() => status().textContent()).toBe('No changes');
    await page.getByRole('button', { name: 'Redo' }).click();
    await canvas().locator('h1', { hasText: 'Software that works for you' }).waitFor();
    await expect.poll(() => status().textContent()).toBe('Unsaved changes');
  });

  it('should ask before the Page menu opens another page, and stay on Stay (focused, so Enter keeps the edits)', async () => {
    await page.getByLabel('Page', { exact: true }).selectOption('/privacy');
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    expect(await ask.getByRole('button', { name: 'Leave without saving' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/_edit/${NAME}`);
    expect(await status().textContent()).toBe('Unsaved changes');
  });
});

describe('Given the file changed on disk while editing', () => {
  it('should say so, and merge a change to another value into the save', async () => {
    await editOnDisk(DESCRIPTION, 'Since 2024 we have helped teams plan, build, test and run the software');
    await expect
      .poll(() => notice().textContent(), { timeout: 20_000 })
      .toBe('This page was changed elsewhere while you edited it: your save will merge the two.');
    await save().click();
    await expect
      .poll(() => status().textContent(), { timeout: 20_000 })
      .toMatch(/^Saved, merged with a change made elsewhere to Header › Description$/);
    const saved = await readFile(FILE, 'utf8');
    expect(saved).toContain("title: 'Software that works for you'");
    expect(saved).toContain('Since 2024 we have helped teams plan, build, test and run the software');
    // The editor shows the change made on disk, and no longer says the file changed.
    await canvas().getByText('Since 2024 we have helped teams').waitFor();
    expect(await notice().textContent()).toBe('');
  });

  it('should show both values where both changed the same one, and write the one picked', async () => {
    await typeTitle('Software that works for you', 'Yours: made to measure');
    await editOnDisk("title: 'Software that works for you'", "title: 'Theirs: built to last'");
    await notice().getByText('changed elsewhere').waitFor({ timeout: 20_000 });
    await save().click();
    const choice = page.getByRole('dialog', { name: 'Changed in two places' });
    await choice.waitFor();
    const group = choice.getByRole('group', { name: 'Header › Title' });
    expect(await group.getByRole('radio', { name: 'Theirs: Theirs: built to last' }).isVisible()).toBe(true);
    const mine = group.getByRole('radio', { name: 'Yours: Yours: made to measure' });
    expect(await mine.isVisible()).toBe(true);
    await shot('editor-merge-conflict');
    // Nothing is written until a choice is made.
    expect(await readFile(FILE, 'utf8')).toContain("title: 'Theirs: built to last'");
    await mine.check();
    await choice.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('Saved with your choices');
    const saved = await readFile(FILE, 'utf8');
    expect(saved).toContain("title: 'Yours: made to measure'");
    expect(saved).not.toContain('Theirs: built to last');
  });

  it('should ask before View page and New page too, and do neither on Stay', async () => {
    await typeTitle('Yours: made to measure', 'One more change');
    const pages = browser!.contexts()[0]!.pages().length;
    await page.getByRole('link', { name: 'View page' }).click();
    const view = page.getByRole('dialog', { name: 'View the saved page?' });
    await view.getByText('without your unsaved changes').waitFor();
    await view.getByRole('button', { name: 'Stay' }).click();
    expect(browser!.contexts()[0]!.pages()).toHaveLength(pages);

    const created = inEdited('pages-data', `${NAME}-new.ts`);
    await page.getByRole('button', { name: 'New page', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New page' });
    await form.getByLabel('Title').fill('Spring offer');
    await form.getByLabel('File name').fill(`${NAME}-new`);
    await form.getByLabel('Description').fill('What is new this spring.');
    await form.getByRole('button', { name: 'Create page' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(readFile(created, 'utf8')).rejects.toThrow(/ENOENT/);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it('should leave for another page without a second question once Leave without saving is chosen, and open it in place', async () => {
    expect(await status().textContent()).toBe('Unsaved changes');
    // A mark on this document: the next page opens in it, without reloading the editor.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-switch', ''));
    await page.getByLabel('Page', { exact: true }).selectOption('/privacy');
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await page.waitForURL(`${server.origin}/_edit/privacy`);
    await expect.poll(() => canvas().locator('h1').first().textContent()).toMatch(/privacy/i);
    await expect.poll(() => status().textContent()).toBe('No changes');
    expect(await page.locator('html[data-before-switch]').count()).toBe(1);
    // The next page's Page menu has the focus, as the one left had: a keyboard user goes on from there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.editor-switcher') != null))
      .toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Opening the page' }).count()).toBe(0);
    expect(dialogs).toEqual(['beforeunload']);
  });
});
