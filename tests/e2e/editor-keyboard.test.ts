// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * The editor worked with the keyboard alone, after the page loads: the skip link to the canvas, Tab
 * from block to block, Enter to select one, its fields and back, moving and deleting a block with focus
 * kept on the block, the outline, and saving — on a copy of the home page.
 */
const NAME = `edit-keys-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);
const HOME = inEdited('pages-data', 'index.ts');
/** The home page's picture-beside-text section, after "Our Service". */
const SPLIT = 'One team from the first workshop to production';
const SPLIT_BLOCK = `Text and picture block: ${SPLIT}`;
const SHOT = path.join(tmpdir(), `editor-keyboard-focus-${process.pid}.png`);

let server: SharedEditServer;
let browser: Browser | undefined;
let page: Page;
let original = '';

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');

/** What has the keyboard focus, looking into the canvas's iframe: where, its name, its value. */
const focused = () =>
  page.evaluate(() => {
    let el = document.activeElement;
    let where = 'page';
    while (el instanceof HTMLIFrameElement && el.contentDocument) {
      where = 'canvas';
      el = el.contentDocument.activeElement;
    }
    const name =
      el?.getAttribute('aria-label') ??
      (el?.id ? el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el?.getAttribute('title') ??
      el?.textContent ??
      '';
    const value = el && 'value' in el && typeof el.value === 'string' ? el.value : null;
    return { where, tag: el?.tagName.toLowerCase() ?? '', name: name.trim(), value };
  });

const press = async (key: string) => {
  await page.keyboard.press(key);
  // The machine may be busy: let the editor draw what the key changed.
  await page.waitForTimeout(150);
};

/** Presses `key` until `done` holds for what has focus (at most `max` times); gives how many presses it took. */
async function pressUntil(key: string, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 30) {
  for (let count = 1; count <= max; count++) {
    await press(key);
    if (done(await focused())) return count;
  }
  throw new Error(`${key} never reached it; focus is on ${JSON.stringify(await focused())}`);
}

// The page's own section headings, not the footer's the canvas draws around them.
const headings = () => canvas().locator('main h2').allTextContents();
const hero = 'Header block: IT consulting and software development';

beforeAll(async () => {
  original = (await readFile(HOME, 'utf8')).replace(/^ {2}name: '[^']*',\n/m, '');
  server = sharedEditServer();
  await addPageFiles(server, { [FILE]: original });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(30_000);
  // The first visit compiles the editor, and the dependency optimiser may reload it; on a busy machine
  // the endpoint's first answers are slow too: wait for the editor rather than asking again.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${server.origin}/_edit/${NAME}`, { waitUntil: 'load', timeout: 120_000 }).catch(() => null);
    const opened = await status()
      .waitFor({ timeout: 150_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (attempt === 2) throw new Error(`The editor did not open:\n${server.output()}`);
  }
  await canvas().locator('h1').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
}, 480_000);

afterAll(async () => {
  await rm(FILE, { force: true });
  await rm(SHOT, { force: true });
  await browser?.close();
});

describe('Given the editor and only the keyboard', () => {
  it('should reach the first block from the top of the page in a few Tab presses, by the skip link', async () => {
    const tabs = await pressUntil('Tab', (f) => f.name === 'Skip to canvas', 5);
    expect(await focused()).toMatchObject({ where: 'page', tag: 'a', name: 'Skip to canvas' });
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: hero });
    expect(tabs).toBeLessThanOrEqual(5);
  });

  it('should show the focus clearly on the block', async () => {
    // A ring over the whole block, above its own layers, thick enough at the canvas's scale.
    const ring = canvas().locator('.editor-focus-ring');
    const block = await canvas().locator(':focus').boundingBox();
    await expect.poll(() => ring.boundingBox()).toEqual(block);
    const width = await ring.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
    expect(width).toBeGreaterThanOrEqual(6);
    expect(await ring.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(31, 95, 191)');
    await page.screenshot({ path: SHOT });
  });

  it('should Tab to the second block, past the site’s own links, and select it with Enter', async () => {
    await press('Tab');
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: 'Feature cards block: Solutions We Deliver' });
    await press('Enter');
    // Its fields show in the panel.
    await expect.poll(() => page.locator('input[name="title"]:visible').inputValue()).toBe('Solutions We Deliver');
  });

  it('should skip from the block to its first field, and back to the block', async () => {
    await press('Tab');
    await expect.poll(focused).toMatchObject({ where: 'canvas', tag: 'a', name: 'Skip to fields' });
    const link = canvas().getByRole('link', { name: 'Skip to fields' });
    expect((await link.boundingBox())!.width).toBeGreaterThan(20);
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'page', tag: 'input', value: 'Solutions We Deliver' });
    await press('Shift+Tab');
    await expect.poll(focused).toMatchObject({ where: 'page', tag: 'a', name: 'Back to the block' });
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: 'Feature cards block: Solutions We Deliver' });
  });

  it('should open and close a card of the block’s list with Enter, saying whether it is open', async () => {
    const onSummary = () =>
      page.evaluate(() => document.activeElement?.matches('[class*="ArrayFieldItem-summary"] button') ?? false);
    await press('Tab');
    await expect.poll(focused).toMatchObject({ where: 'canvas', tag: 'a', name: 'Skip to fields' });
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'page', tag: 'input', value: 'Solutions We Deliver' });
    for (let count = 0; !(await onSummary()); count++) {
      if (count === 20) throw new Error(`Tab never reached a card; focus is on ${JSON.stringify(await focused())}`);
      await press('Tab');
    }
    // The card's name is the button, read with its state; its Duplicate and Delete buttons sit beside it.
    const summary = page.locator('[class*="ArrayFieldItem-summary"] button:focus');
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    expect(await summary.textContent()).toBe('Enterprise Application');
    // The first card's fields, shown while it is open.
    const fields = () => page.locator('input[name="cards[0].title"]:visible').count();
    expect(await fields()).toBe(0);
    await press('Enter');
    await expect.poll(fields).toBe(1);
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
    await press(' ');
    await expect.poll(fields).toBe(0);
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('false');
    // Nothing was picked up or moved: the page has no change.
    expect(await status().textContent()).toBe('No changes');
    await page.getByRole('link', { name: 'Back to the block' }).focus();
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: 'Feature cards block: Solutions We Deliver' });
  });

  it('should move the block down from its toolbar, and keep the focus on it', async () => {
    const before = await headings();
    expect(before.indexOf('Solutions We Deliver')).toBeLessThan(before.indexOf('Our Service'));
    await pressUntil('Tab', (f) => f.name === 'Move down', 4);
    await press('Enter');
    await expect
      .poll(headings)
      .toEqual(
        before.map((h) =>
          h === 'Solutions We Deliver' ? 'Our Service' : h === 'Our Service' ? 'Solutions We Deliver' : h,
        ),
      );
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: 'Feature cards block: Solutions We Deliver' });
  });

  it('should delete the focused block with Delete, and move the focus to the next block', async () => {
    await press('Delete');
    await expect.poll(headings).not.toContain('Solutions We Deliver');
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: SPLIT_BLOCK });
  });

  it('should move a block with Alt+Down, and focus the previous block when the last one is deleted', async () => {
    // Past "What Our Customers Get", then past the contact section: the last block.
    await press('Alt+ArrowDown');
    await expect.poll(async () => (await headings()).at(-2)).toBe(SPLIT);
    await press('Alt+ArrowDown');
    await expect.poll(async () => (await headings()).at(-1)).toBe(SPLIT);
    expect(await focused()).toMatchObject({ where: 'canvas', name: SPLIT_BLOCK });
    await press('Delete');
    await expect.poll(headings).not.toContain(SPLIT);
    await expect.poll(focused).toMatchObject({ where: 'canvas', name: 'Contact details block: Contact Us' });
  });

  it('should save with Ctrl+S, writing the file without the deleted blocks and in the new order', async () => {
    await press('Control+s');
    await expect.poll(() => status().textContent(), { timeout: 30_000 }).toBe(`Saved: /${NAME}`);
    const saved = await readFile(FILE, 'utf8');
    for (const title of ['Solutions We Deliver', SPLIT]) {
      expect(original).toContain(`title: '${title}'`);
      expect(saved).not.toContain(`title: '${title}'`);
    }
    expect(saved.indexOf("title: 'Our Service'")).toBeGreaterThan(0);
    expect(saved.indexOf("title: 'Our Service'")).toBeLessThan(saved.indexOf("type: 'contact'"));
  });

  it('should reach the outline by its skip link and select a block there with Enter', async () => {
    await page.reload({ waitUntil: 'networkidle' });
    await canvas().locator('h1').first().waitFor();
    await pressUntil('Tab', (f) => f.name === 'Skip to outline', 5);
    await press('Enter');
    await expect.poll(focused).toMatchObject({ where: 'page', tag: 'button', name: hero });
    await press('Tab');
    await expect
      .poll(focused)
      .toMatchObject({ where: 'page', tag: 'button', name: 'Feature cards block: Our Service' });
    await press('Enter');
    await expect.poll(() => page.locator('input[name="title"]:visible').inputValue()).toBe('Our Service');
  });

  it('should take one Tab from a block type’s Add button to the next one’s in the block picker', async () => {
    // The block picker, in place of the outline the last step opened.
    const picker = page.locator('button.editor-picker-add:visible');
    if ((await picker.count()) === 0) await page.getByRole('button', { name: 'Blocks', exact: true }).click();
    await picker.first().waitFor();
    // Each block type is drawn twice by the picker (the copy dragged, and the one left behind): one is a stop.
    const names = await page.evaluate(() => {
      const adds = [
        ...document.querySelectorAll<HTMLButtonElement>('[data-puck-drawer-item] button.editor-picker-add'),
      ];
      const live = adds.filter((button) => !button.closest('[inert]'));
      live[0]?.focus();
      return { all: adds.length, live: live.map((button) => button.getAttribute('aria-label')) };
    });
    expect(names.live.length).toBeGreaterThan(1);
    expect(names.all).toBe(2 * names.live.length);
    expect(new Set(names.live).size).toBe(names.live.length);
    expect(await focused()).toMatchObject({ where: 'page', tag: 'button', name: names.live[0] });
    await press('Tab');
    expect(await focused()).toMatchObject({ where: 'page', tag: 'button', name: names.live[1] });
  });
});
