// @project e2e-builds: shares the editor server (support/edit-server.ts)
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { addPageFiles, inEdited, type SharedEditServer, sharedEditServer } from './support/edit-server';

/**
 * `npm run edit` while the marketer has another site open: that site's pages frame the editor, load
 * Vite's open-in-editor route as a picture and post a save, and none of it does anything. The editor
 * itself, on its own page, still saves.
 */
const NAME = `edit-guard-${process.pid}`;
const FILE = inEdited('pages-data', `${NAME}.ts`);

let server: SharedEditServer;
let browser: Browser | undefined;
let other: Server;
let otherOrigin = '';
let original = '';
/** The editor as the marketer opened it, and the key each of its saves carried. */
let editor: Page;
const keys: (string | undefined)[] = [];

/** The other site: a few pages of its own, on another port of this computer. */
const otherPages = (edit: string): Record<string, string> => ({
  '/frame.html': `<!doctype html><title>Frame</title><iframe id="editor" src="${edit}/_edit/${NAME}" width="1200" height="800"></iframe>`,
  '/picture.html': `<!doctype html><title>Pictures</title>
    <img id="outside" src="${edit}/__open-in-editor?file=/etc/passwd">
    <img id="inside" src="${edit}/__open-in-editor?file=package.json">
    <img id="cased" src="${edit}/__OPEN-IN-EDITOR?file=package.json">`,
  '/forge.html': `<!doctype html><title>Forms</title><iframe name="sink"></iframe>`,
});

beforeAll(async () => {
  original = (await readFile(inEdited('pages-data', 'privacy.ts'), 'utf8')).replace(/^ {2}name: '[^']*',\n/m, '');
  server = sharedEditServer();
  await addPageFiles(server, { [FILE]: original });
  const pages = otherPages(server.origin);
  other = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? 'Not here');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  editor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  editor.on('request', (request) => {
    if (request.url().endsWith('/__editor/save')) keys.push(request.headers()['x-editor-token']);
  });
  await openEditor(editor);
}, 300_000);

afterAll(async () => {
  await rm(FILE, { force: true });
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
});

/** The editor opened on the page, as the marketer opens it; the first visit compiles it, and may reload once. */
async function openEditor(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${server.origin}/_edit/${NAME}`, { timeout: 120_000 }).catch(() => null);
    const opened = await page
      .locator('[data-editor-status]')
      .waitFor({ timeout: 90_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
    if (attempt === 2) throw new Error(`The editor did not open:\n${server.output().slice(-3000)}`);
  }
}

/** The page file's data as the editor reads it, and a save of it with a new title, as a forger would write it. */
async function forgedSave(title: string): Promise<string> {
  const response = await fetch(`${server.origin}/__editor/page?path=${encodeURIComponent(`/${NAME}`)}`);
  const { file, version, data } = (await response.json()) as {
    file: string;
    version: string;
    data: { meta: Record<string, unknown> };
  };
  return JSON.stringify({ file, version, data: { ...data, meta: { ...data.meta, title } } });
}

describe('Given the editor open, the marketer on the editor’s own page', () => {
  it('should draw the page on the canvas, and save a changed title with the key the page holds', async () => {
    const page = editor;
    await page.frameLocator('iframe#preview-frame').locator('h1', { hasText: 'Privacy Policy' }).first().waitFor();
    await page.locator('input[name="meta.title"]:visible').fill('Privacy | Brightline');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('[data-editor-status]').textContent()).toBe(`Saved: /${NAME}`);
    expect(await readFile(FILE, 'utf8')).toContain("title: 'Privacy | Brightline',");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w-]{40,}$/);
  });

  it('should refuse a save a page of its own origin sends without the key, and leave the file', async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.origin}/${NAME}`);
    const before = await readFile(FILE, 'utf8');
    const body = await forgedSave('Saved without the key');
    const answer = await page.evaluate(async (text) => {
      const response = await fetch('/__editor/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
      return { status: response.status, body: (await response.json()) as { error: string } };
    }, body);
    expect(answer).toEqual({
      status: 403,
      body: {
        error:
          'The editor makes changes only for its own pages, which send its key (X-Editor-Token): open the editor at /_edit/ and make the change there.',
      },
    });
    expect(await readFile(FILE, 'utf8')).toBe(before);
    await page.close();
  });
});

describe('Given a page of another site open beside the editor', () => {
  it('should not draw the editor inside its frame', async () => {
    // The editor has been compiled and opened (above), so a frame it were drawn in would draw it quickly.
    const page = await browser!.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${otherOrigin}/frame.html`);
    // The browser shows its own error page in the frame instead.
    const frame = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame()?.url()).toBe('chrome-error://chromewebdata/');
    const drawn = await page
      .frameLocator('#editor')
      .locator('[data-editor-status]')
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    expect(drawn).toBe(false);
    await page.close();
  });

  it('should open no file in the code editor for its pictures, and answer them 403 in words', async () => {
    const page = await browser!.newPage();
    await page.goto(`${otherOrigin}/picture.html`);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // The code editor is started in the background: a moment for it to have been.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.opened()).toBe('');
    const answer = await fetch(`${server.origin}/__open-in-editor?file=package.json`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(
      'npm run edit opens no file in a code editor: open the file yourself, or use npm run dev.\n',
    );
    await page.close();
  });

  it('should change nothing with a forged save: a form, a script, even a guessed key', async () => {
    const page = await browser!.newPage();
    await page.goto(`${otherOrigin}/forge.html`);
    const before = await readFile(FILE, 'utf8');
    const body = await forgedSave('Defaced');
    const seen = await page.evaluate(
      async ({ edit, text }) => {
        // A form posts without asking first: its body, `name=value`, reads as the JSON of the save.
        const form = document.createElement('form');
        Object.assign(form, { method: 'POST', action: `${edit}/__editor/save`, enctype: 'text/plain', target: 'sink' });
        const field = Object.assign(document.createElement('input'), { name: text.slice(0, -1), value: '}' });
        form.append(field);
        document.body.append(form);
        form.submit();
        // Sent, though its answer is withheld from the page (the answer is for the editor's origin only).
        await fetch(`${edit}/__editor/save`, { method: 'POST', mode: 'no-cors', body: text }).catch(() => undefined);
        const asked = await fetch(`${edit}/__editor/save`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Editor-Token': 'guessed' },
          body: text,
        }).then(
          async (response) => `${response.status} ${await response.text()}`,
          (error: Error) => `failed: ${error.message}`,
        );
        const read = (url: string) =>
          fetch(url).then(
            async (response) => `${response.status} ${await response.text()}`,
            (error: Error) => `failed: ${error.message}`,
          );
        return { asked, key: await read(`${edit}/__editor/session`), source: await read(`${edit}/src/root.tsx`) };
      },
      { edit: server.origin, text: body },
    );
    // Not even a page of another port of this computer reads an answer: no refusal, no key, no source.
    expect(seen).toEqual({
      asked: 'failed: Failed to fetch',
      key: 'failed: Failed to fetch',
      source: 'failed: Failed to fetch',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await readFile(FILE, 'utf8')).toBe(before);
  });
});
