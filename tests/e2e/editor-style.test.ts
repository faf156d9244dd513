// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { DEFAULT_COLORS, gradientOf } from '../../schema/theme';
import { documentViolations, seriousEditorViolations } from './support/axe';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * The Site style panel as a marketer uses it (`npm run edit`, a page with a button): opened by keyboard, a main
 * colour white text does not read on refused in words with the nearest passing one offered, a passing
 * one previewed, saved into `_site.ts`, and worn by the canvas without the editor reloading.
 */
const SITE = inEdited('pages-data', '_site.ts');
const NAME = `edit-style-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);
/** A page with one button in the primary colour. */
const PAGE = `export default {
  meta: { title: 'Our offer', description: 'What we offer, and where to start.' },
  blocks: [{ type: 'buttons', buttons: [{ label: 'Get started', color: 'primary' }] }],
};
`;

let server: SharedEditServer;
let browser: Browser | undefined;
let page: Page;
let original = '';

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
/** The page's button, drawn in the primary colour's gradient. */
const canvasButton = () => canvas().locator('.btn-gradient-primary').first();
const backgroundOf = (locator: ReturnType<FrameLocator['locator']>) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundImage);
const primaryField = () => page.getByRole('textbox', { name: 'Main colour', exact: true });
const saveButton = () => page.getByRole('button', { name: 'Save style' });

/** `#2e7d32` as computed styles write it: `rgb(46, 125, 50)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The primary colour's gradient's darker end, as the build derives it, for a main colour of `primary`. */
function shadeFor(primary: string): string {
  return rgb(gradientOf('primary', { ...DEFAULT_COLORS, primary })[1]);
}

beforeAll(async () => {
  server = sharedEditServer();
  original = await readFile(SITE, 'utf8');
  await addPageFiles(server, { [FILE]: PAGE });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  // The first visit compiles the editor; the dependency optimiser may reload it once.
  for (const begun = Date.now(); ;) {
    await page.goto(`${server.origin}/_edit/${NAME}`, { waitUntil: 'networkidle', timeout: 120_000 }).catch(() => null);
    const opened = await page
      .locator('[data-editor-status]')
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (Date.now() - begun > 150_000) throw new Error(`The editor did not open:\n${server.output()}`);
  }
  await canvasButton().waitFor({ state: 'attached' });
}, 240_000);

afterAll(async () => {
  // The other editor files share this server: the site goes back to its own style, worn again.
  if (original && (await readFile(SITE, 'utf8')) !== original) {
    const was = /primary: '(#[0-9a-f]{6})'/.exec(original)?.[1];
    // Atomically, as the editor writes: a watcher reading a half-written settings file would report it.
    await writeFile(`${SITE}.restore`, original);
    await rename(`${SITE}.restore`, SITE);
    for (const begun = Date.now(); was && Date.now() - begun < 20_000;) {
      if ((await backgroundOf(canvasButton()).catch(() => '')).includes(shadeFor(was))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await browser?.close();
  await rm(FILE, { force: true });
}, 60_000);

describe('Given the editor and its Site style panel', () => {
  it('should refuse a main colour white text does not read on, offer one that passes, and save a passing one the canvas wears at once', async () => {
    const before = await backgroundOf(canvasButton());
    expect(before).not.toContain(shadeFor('#2e7d32'));
    // Set on the editor's window: gone if the editor reloaded.
    await page.evaluate(() => ((window as { styleMark?: number }).styleMark = 1));

    // By keyboard: the button, Enter, and the focus is on the first colour.
    await page.getByRole('button', { name: 'Site style' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Site style' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => primaryField().evaluate((field) => field === document.activeElement)).toBe(true);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#7fd3ff');
    const problem = 'White text on this colour reads at 1.6:1; it needs 4.5:1.';
    await expect.poll(() => dialog.getByText(problem).isVisible()).toBe(true);
    // Said to a screen reader with the field, and Save is off.
    expect(await primaryField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await primaryField().getAttribute('aria-describedby'))!.split(' ');
    const described = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described.join(' ')).toContain(problem);
    expect(await saveButton().isDisabled()).toBe(true);

    // The open panel, a colour refused in it, has nothing serious for axe.
    expect(seriousEditorViolations(await documentViolations(page)).join('\n')).toBe('');

    await dialog.getByRole('button', { name: /^Use #[0-9a-f]{6} for Main colour$/ }).click();
    await expect.poll(() => primaryField().inputValue()).toMatch(/^#[0-9a-f]{6}$/);
    expect(await primaryField().inputValue()).not.toBe('#7fd3ff');
    expect(await dialog.getByText(problem).count()).toBe(0);
    expect(await saveButton().isDisabled()).toBe(false);

    // A green of its own: the preview's button takes its gradient as it is typed.
    await primaryField().fill('#2e7d32');
    const specimen = page.locator('[data-style-specimen-button]');
    await expect
      .poll(() => specimen.evaluate((button) => getComputedStyle(button).backgroundImage))
      .toContain(shadeFor('#2e7d32'));

    // Escape with the change not saved asks first, Keep editing focused: Enter keeps the panel and the change.
    await page.keyboard.press('Escape');
    const keep = dialog.getByRole('button', { name: 'Keep editing' });
    await expect.poll(() => keep.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('alertdialog').textContent()).toContain('Discard your changes to the site style?');
    await page.keyboard.press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    expect(await primaryField().inputValue()).toBe('#2e7d32');

    await saveButton().click();
    await expect.poll(() => page.locator('[data-style-status]').textContent()).toMatch(/^Saved/);
    const was = /primary: '(#[0-9a-f]{6})'/.exec(original)![1]!;
    expect(await readFile(SITE, 'utf8')).toBe(original.replace(`primary: '${was}'`, "primary: '#2e7d32'"));

    // The canvas wears it, the editor not reloaded.
    await expect.poll(() => backgroundOf(canvasButton())).toContain(shadeFor('#2e7d32'));
    expect(await page.evaluate(() => (window as { styleMark?: number }).styleMark)).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Site style');
  });
});
