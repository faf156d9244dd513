// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rm, writeFile } from 'node:fs/promises';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * `npm run edit` while another page file is wrong: the editor still opens a good page, knows the broken
 * page's name, says where the other problem is, and saves. The two page files are the test's own.
 */
const GOOD = `lockout-good-${process.pid}`;
const BROKEN = `lockout-broken-${process.pid}`;
const GOOD_FILE = inEdited('pages-data', `${GOOD}.ts`);
const BROKEN_FILE = inEdited('pages-data', `${BROKEN}.ts`);
const LATER = `lockout-later-${process.pid}`;
const LATER_FILE = inEdited('pages-data', `${LATER}.ts`);

const pageFile = (name: string, title: string, actions = '') => `import { definePage } from '../schema';

export default definePage({
  name: '${name}',
  meta: { title: 'Lockout', description: 'A page the editor lockout test opens.' },
  blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: '${title}'${actions} }],
});
`;

let server: SharedEditServer;
let browser: Browser | undefined;
let origin = '';
let page: Page;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');
const save = () => page.getByRole('button', { name: 'Save', exact: true });
const notice = () => page.getByRole('region', { name: 'Other files need fixing' });

beforeAll(async () => {
  // The good page links to the broken one by its name; the broken one has an empty title.
  const link = `, actions: [{ label: 'The other page', href: { route: '${BROKEN}' } }]`;
  server = sharedEditServer();
  await addPageFiles(server, {
    [GOOD_FILE]: pageFile(GOOD, 'Good page', link),
    [BROKEN_FILE]: pageFile(BROKEN, ''),
  });
  origin = server.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(30_000);
  // The first visit compiles the editor (its chunks load after the page); the dependency optimiser may
  // reload it once.
  for (const begun = Date.now(); ;) {
    await page.goto(`${origin}/_edit/${GOOD}`, { timeout: 120_000 }).catch(() => null);
    const opened = await status()
      .waitFor({ timeout: 90_000 })
      .then(
        () => true,
        () => false,
      );
    if (opened) break;
    if (Date.now() - begun > 200_000) throw new Error(`The editor did not open:\n${server.output()}`);
  }
}, 240_000);

afterAll(async () => {
  await rm(GOOD_FILE, { force: true });
  await rm(BROKEN_FILE, { force: true });
  await rm(LATER_FILE, { force: true });
  await browser?.close();
});

describe('Given the editor on a good page while another page file is wrong', () => {
  it('should find nothing wrong with the open page, its link to the broken page’s name included', async () => {
    await canvas().locator('h1', { hasText: 'Good page' }).waitFor();
    await expect(status().textContent()).resolves.toBe('No changes');
    // The server tells a page that opens of the other file's problem; the editor keeps Vite's overlay off.
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
  });

  it('should say, calmly and in words, which other page has a problem and lead to it', async () => {
    const text = await notice().innerText();
    expect(text).toContain(`The page /${BROKEN}: Header › Title is empty: every header needs a title.`);
    expect(text).toContain('This page still saves');
    // The file, its line and the validator's words wait under Details.
    expect(text).not.toContain('blocks[0] (hero)');
    await notice().getByText('Details').click();
    expect(await notice().innerText()).toContain(
      `pages-data/${BROKEN}.ts, line 6: blocks[0] (hero) › title: expected some text, found an empty string`,
    );
    const open = notice().getByRole('link', { name: `Open it (/${BROKEN})` });
    expect(await open.getAttribute('href')).toBe(`/_edit/${BROKEN}`);
  });

  it('should save an edit of the open page', async () => {
    // The canvas answers clicks once the editor has taken in its frame, a moment after it shows.
    const title = page.locator('input[name="title"]:visible');
    await expect
      .poll(async () => {
        await canvas().locator('h1', { hasText: 'Good page' }).click();
        return title.count();
      })
      .toBe(1);
    await title.fill('Good page, edited');
    await expect.poll(() => status().textContent()).toBe('Unsaved changes');
    await save().click();
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe(`Saved: /${GOOD}`);
    expect(await readFile(GOOD_FILE, 'utf8')).toContain("title: 'Good page, edited'");
  });

  it('should open the broken page from the notice, with its own problem to fix and no notice of itself', async () => {
    await page.locator('[data-editor-field-problem]').first().waitFor({ state: 'detached' });
    await page.goto(`${origin}/_edit/${GOOD}`, { waitUntil: 'networkidle' });
    await notice()
      .getByRole('link', { name: `Open it (/${BROKEN})` })
      .click();
    await page.waitForURL(`${origin}/_edit/${BROKEN}`);
    await expect
      .poll(() => status().textContent())
      .toBe('1 problem to fix before saving: Header › Title is empty: every header needs a title.');
    expect(await notice().count()).toBe(0);
  });
});

describe('Given another page file broken elsewhere while a page is being edited', () => {
  it('should keep Vite’s error overlay off the editor, its Save button within reach', async () => {
    // The problems the server sends the page over its websocket, as Vite's client hears them.
    let errors = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"error"')) errors += 1;
      }),
    );
    await page.goto(`${origin}/_edit/${GOOD}`, { waitUntil: 'networkidle' });
    await status().waitFor();
    await writeFile(LATER_FILE, pageFile(LATER, ''));
    await expect.poll(() => errors).toBeGreaterThan(0);
    // Vite's client draws its overlay as soon as it hears the error: two frames later it would be there.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    // Nothing covers the Save button: a click there reaches it.
    const reached = await save().evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2) === button;
    });
    expect(reached).toBe(true);
  });
});
