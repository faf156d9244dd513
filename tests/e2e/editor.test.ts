// @project e2e-builds: shares the editor server (support/edit-server.ts)
// @takes 45 s
import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { addPageFiles, editorKey, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * `npm run edit` as a marketer uses it: a copy of the home page opened at `/_edit/<its path>`, edited
 * on the canvas and in the fields (title, order, a new block, a mistake and its message), saved, then
 * the file on disk and the page the development server draws from it.
 */
const NAME = `edit-live-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);
const NEW_NAME = `edit-new-${process.pid}`;
const NEW_FILE = inEdited('pages-data', `${NEW_NAME}.ts`);
const HOME = inEdited('pages-data', 'index.ts');
const run = promisify(execFile);

let server: SharedEditServer;
let browser: Browser | undefined;
let origin = '';
let page: Page;
let original = '';

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');
const save = () => page.getByRole('button', { name: 'Save', exact: true });

beforeAll(async () => {
  // The home page's copy, without its route name (two pages cannot share one).
  original = (await readFile(HOME, 'utf8')).replace(/^ {2}name: '[^']*',\n/m, '');
  server = sharedEditServer();
  await addPageFiles(server, { [FILE]: original });
  origin = server.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(30_000);
  // The first visit compiles the editor; the dependency optimiser may reload it once.
  // Each try waits for the editor to draw: a reload while it loads would start it over.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${origin}/_edit/${NAME}`, { timeout: 120_000 }).catch(() => null);
    const opened = await status()
      .waitFor({ timeout: 90_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (attempt === 2) throw new Error(`The editor did not open:\n${server.output()}`);
  }
}, 300_000);

afterAll(async () => {
  await rm(FILE, { force: true });
  await rm(NEW_FILE, { force: true });
  await browser?.close();
});

describe('Given the editor open on a copy of the home page', () => {
  it('should show the page on its canvas with the site’s own blocks, and nothing to save', async () => {
    // The header names the page by its title and address, not its file.
    const title = /^ {4}title: '([^']+)',$/m.exec(original)![1]!;
    await page.getByRole('heading', { name: `${title} — /${NAME}`, exact: true }).waitFor();
    await canvas().locator('h1', { hasText: 'IT consulting and software development' }).waitFor();
    // Between the site's navbar and footer, as the site draws it; they are shown, not used, on the canvas.
    const navbar = canvas().getByRole('navigation', { name: 'Main', includeHidden: true });
    expect(await navbar.getByText('Brightline Software').first().isVisible()).toBe(true);
    expect(await navbar.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    expect(
      await canvas()
        .locator('[inert] footer')
        .getByText(/All rights reserved|©/)
        .count(),
    ).toBeGreaterThan(0);
    await expect(status().textContent()).resolves.toBe('No changes');
    expect(await save().isDisabled()).toBe(true);
  });

  it('should draw text fields as wide as the panel, with a counter where the text has a limit', async () => {
    // The page's settings, shown while no block is selected: the search listing's title has 70 characters at most.
    const title = page.locator('input[name="meta.title"]:visible');
    const field = title.locator('xpath=ancestor::div[contains(@class, "editor-placeholder-field")]');
    const [input, panel] = await Promise.all([title.boundingBox(), field.boundingBox()]);
    expect(input!.width).toBeGreaterThanOrEqual(panel!.width - 2);
    const written = await title.inputValue();
    expect(await field.locator('[data-editor-counter]').textContent()).toBe(`${written.length}/70`);
    await title.fill('x'.repeat(71));
    await expect
      .poll(() => field.locator('[data-editor-counter]').getAttribute('class'))
      .toContain('editor-counter-over');
    await title.fill(written);
    await expect.poll(() => status().textContent()).toBe('No changes');
  });

  it('should say what is wrong next to an emptied required field, and refuse to save until it is fixed', async () => {
    await canvas().locator('h1', { hasText: 'IT consulting and software development' }).click();
    const title = page.locator('input[name="title"]:visible');
    await title.fill('');
    const problem = page.locator('[data-editor-field-problem="title"]:visible');
    await problem.waitFor();
    const words = 'Header › Title is empty: every header needs a title.';
    expect(await problem.locator('p').textContent()).toBe(words);
    await expect(status().textContent()).resolves.toBe(`1 problem to fix before saving: ${words}`);
    // The data path, the validator's words and the file are under Details, closed at first.
    const bar = page.locator('.editor-save-bar');
    const path = `blocks[0] (hero) › title: expected some text, found an empty string (pages-data/${NAME}.ts)`;
    expect(await bar.getByText(path).isVisible()).toBe(false);
    await bar.getByText('Details', { exact: true }).click();
    await bar.getByText(path).waitFor();
    expect(await save().isDisabled()).toBe(true);
    await title.fill('Software that works for you');
    await problem.waitFor({ state: 'detached' });
    await canvas().locator('h1', { hasText: 'Software that works for you' }).waitFor();
  });

  it('should take a title typed on the canvas as its field does, on one line, the caret where the marketer left it', async () => {
    const h1 = canvas().locator('h1').first();
    await h1.click();
    // The text is typed where it stands, in the site's own heading.
    expect(await h1.getAttribute('contenteditable')).toBe('plaintext-only');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' and');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' your team');
    await expect.poll(() => h1.textContent()).toBe('Software that works for you and your team');
    // The header is selected, and its Title field holds what was typed.
    const field = page.locator('input[name="title"]:visible');
    await expect.poll(() => field.inputValue()).toBe('Software that works for you and your team');
    // Emptied, the heading stays in place to be typed in again, and says what is wrong in the field's words.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    const note = canvas().locator('[data-editor-problems="hero"]');
    await expect.poll(() => note.textContent()).toBe('Header › Title is empty: every header needs a title.');
    expect(await save().isDisabled()).toBe(true);
    await page.keyboard.type('Software that works');
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Modern ');
    await expect.poll(() => field.inputValue()).toBe('Modern Software that works');
    await note.waitFor({ state: 'detached' });
    // A card's title, in a grid that draws each card anew when its title changes, keeps the keyboard.
    const card = canvas().locator('h3', { hasText: 'CRM Services' });
    await card.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Modern ');
    await canvas().locator('h3', { hasText: 'Modern CRM Services' }).waitFor();
    // Its card is open in the grid's list of cards, its Title field following the typing.
    await expect
      .poll(() => page.locator('input[name="cards[2].title"]:visible').inputValue())
      .toBe('Modern CRM Services');
    // Escape leaves the text for its block, where Delete would remove the block, not a letter.
    await page.keyboard.press('Escape');
    expect(await canvas().locator('[data-puck-component]:focus').locator('h3', { hasText: 'Modern CRM' }).count()).toBe(
      1,
    );
    // The header is selected again for the next test.
    await h1.click();
    await page.keyboard.press('Escape');
  });

  it('should save exactly what was typed over a capitalised button label and into a paragraph, the keys staying in the text', async () => {
    // The button draws its label in capitals (text-transform): what is typed is still what is saved.
    const button = canvas()
      .locator('a.btn', { hasText: /^Contact Us$/ })
      .first();
    expect(await button.evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    await button.click();
    const scrolled = await button.evaluate((el) => el.ownerDocument.defaultView!.scrollY);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Talk to us');
    const label = canvas()
      .locator('a.btn', { hasText: /^Talk to us$/ })
      .first();
    await label.waitFor();
    // The keys went into the text: it still has the focus, and the page behind did not scroll.
    expect(await label.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
    expect(await label.evaluate((el) => el.ownerDocument.defaultView!.scrollY)).toBe(scrolled);
    await page.keyboard.press('Escape');
    // A paragraph of a section, drawn with a no-break space before its last word, is typed in too.
    const paragraph = canvas()
      .locator('p', { hasText: /^We start with your goals/ })
      .first();
    await paragraph.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ask us.');
    await canvas()
      .locator('p', { hasText: /stay on call once it runs, so nothing is lost between hand-overs\. Ask us\.$/ })
      .waitFor();
    expect(await paragraph.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
    await page.keyboard.press('Escape');
    // The header is selected again for the next test.
    await canvas().locator('h1').first().click();
    await page.keyboard.press('Escape');
  });

  it('should keep the header’s technical fields in a closed Advanced group after its other fields', async () => {
    // Puck draws the fields panel twice (wide and narrow layouts): the visible one is the one in use.
    const group = page.locator('details.editor-advanced:visible');
    const level = group.getByText('Heading level', { exact: true });
    expect(await group.locator('summary').textContent()).toBe('Advanced');
    expect(await level.isVisible()).toBe(false);
    await group.locator('summary').click();
    await level.waitFor();
    expect(await group.getByText('Anchor id', { exact: true }).isVisible()).toBe(true);
    await group.locator('summary').click();
    await level.waitFor({ state: 'hidden' });
  });

  it('should move a section down, and add a block from the picker after it', async () => {
    await canvas().locator('h2', { hasText: 'Solutions We Deliver' }).click();
    // The selected block's action bar is drawn over it on the canvas.
    await canvas().getByRole('button', { name: 'Move down' }).click();
    // Added after the page's last section, the new block is selected and scrolled into view.
    await canvas().locator('main h2').last().click();
    await page.keyboard.press('Escape');
    await canvas()
      .locator('body')
      .evaluate(() => scrollTo(0, 0));
    await page.getByTestId('drawer-item:counters').getByRole('button', { name: 'Add Counters', exact: true }).click();
    const added = canvas().locator('[data-puck-component][aria-current="true"]');
    await expect.poll(() => added.locator('.counter-title').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        added.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < innerHeight;
        }),
      )
      .toBe(true);
    await expect(status().textContent()).resolves.toBe('Unsaved changes');
  });

  it('should save into the page’s own file, changing only what was edited, and the page should show it', async () => {
    await save().click();
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe(`Saved: /${NAME}`);
    const saved = await readFile(FILE, 'utf8');
    // Every line of the file is still there but the edited title; the lines of the moved section and
    // the new block are the only others.
    const before = original.split('\n');
    const after = saved.split('\n');
    const titleLine = "      title: 'IT consulting and software development',";
    const cardLine = "          title: 'CRM Services',";
    const labelLine = "        { label: 'Contact Us', href: '#secContactUs', color: 'white', variant: 'outline' },";
    const paragraphLine = before.find((line) => line.includes("'We start with your goals"))!;
    const edited = [titleLine, cardLine, labelLine, paragraphLine];
    for (const line of edited) expect(before).toContain(line);
    for (const line of before.filter((l) => !edited.includes(l))) expect(after).toContain(line);
    expect(saved).toContain("      title: 'Modern Software that works',");
    expect(saved).toContain("          title: 'Modern CRM Services',");
    // Typed on the canvas, character for character.
    expect(saved).toContain("{ label: 'Talk to us', href: '#secContactUs', color: 'white', variant: 'outline' },");
    expect(saved).toContain(paragraphLine.replace(/hand-overs\.'/, "hand-overs. Ask us.'"));
    const added = after.filter((line) => !before.includes(line));
    expect(added.some((line) => line.includes("type: 'counters'"))).toBe(true);
    expect(added.length).toBeLessThan(40);
    const solutions = saved.indexOf('Solutions We Deliver');
    expect(solutions).toBeLessThan(saved.indexOf("type: 'counters'"));
    // The section that followed "Solutions We Deliver" now comes before it.
    const second = original.indexOf("type: 'card-grid'", original.indexOf('Solutions We Deliver'));
    const nextTitle = /title: '([^']+)'/.exec(original.slice(second))![1]!;
    expect(saved.indexOf(nextTitle)).toBeLessThan(solutions);

    // npm run validate accepts the saved file.
    await run('npx', ['tsx', 'scripts/validate.ts'], { cwd: inEdited(), timeout: 120_000 }).catch(
      (error: { stdout?: string }) => {
        throw new Error(`npm run validate failed after the save:\n${error.stdout ?? String(error)}`);
      },
    );

    // The save reloaded the site's pages, not the editor: it still shows what was saved.
    expect(await status().textContent()).toBe(`Saved: /${NAME}`);

    const site = await browser!.newPage();
    await site.goto(`${origin}/${NAME}`, { waitUntil: 'networkidle' });
    expect(await site.locator('h1').first().textContent()).toBe('Modern Software that works');
    const headings = await site.locator('main h2').allTextContents();
    expect(headings.indexOf(nextTitle)).toBeLessThan(headings.indexOf('Solutions We Deliver'));
    await site.close();
  });
});

describe('Given New page in the editor', () => {
  it('should create the page file with definePage and open it in the editor', async () => {
    await page.getByRole('button', { name: 'New page', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New page' });
    await form.getByLabel('Title').fill('Spring offer');
    await form.getByLabel('File name').fill(NEW_NAME);
    await form.getByLabel('Description').fill('What is new this spring.');
    await form.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(`${origin}/_edit/${NEW_NAME}`);
    await page.getByRole('heading', { name: `Spring offer — /${NEW_NAME}`, exact: true }).waitFor();
    const text = await readFile(NEW_FILE, 'utf8');
    expect(text).toContain('export default definePage({');
    expect(text).toContain("title: 'Spring offer'");
  });
});

describe('Given the editor endpoint', () => {
  const post = async (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/__editor/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await editorKey(origin)), ...headers },
      body: JSON.stringify(body),
    });

  it('should refuse a request another site’s page sends, saying why', async () => {
    const response = await post('save', {}, { Origin: 'https://example.com' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'The editor accepts requests from its own pages only.' });
  });

  it('should refuse a form post, which carries no key, and a body that is not JSON even with the key', async () => {
    const form = await fetch(`${origin}/__editor/save`, { method: 'POST', body: 'file=x' });
    expect(form.status).toBe(403);
    expect((await form.json()).error).toMatch(/send its key \(X-Editor-Token\)/);
    const text = await fetch(`${origin}/__editor/save`, {
      method: 'POST',
      body: 'file=x',
      headers: await editorKey(origin),
    });
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe('Send the request as JSON, with the header Content-Type: application/json.');
  });

  it('should refuse to write outside pages-data/, naming the rule', async () => {
    const response = await post('save', { file: 'pages-data/../package.json', version: 'x', data: {} });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/would lead out of pages-data\//);
  });

  it('should refuse a save of a file changed since it was read, and leave the file', async () => {
    const before = await readFile(FILE, 'utf8');
    const response = await post('save', { file: `pages-data/${NAME}.ts`, version: 'stale', data: {} });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/changed on disk since the editor opened it/);
    expect(await readFile(FILE, 'utf8')).toBe(before);
  });
});

describe('Given the built site', () => {
  it('should hold no editor: no /_edit/ page and no script with Puck in it', async () => {
    const dist = path.resolve('dist');
    const files = await readdir(dist, { recursive: true, withFileTypes: true });
    expect(files.some((entry) => entry.isDirectory() && entry.name === '_edit')).toBe(false);
    for (const entry of files.filter((e) => e.isFile() && /\.(js|html)$/.test(e.name))) {
      const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
      expect(text.includes('puck') || text.includes('/__editor'), entry.name).toBe(false);
    }
  });
});
