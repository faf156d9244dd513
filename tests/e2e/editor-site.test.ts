// @takes 174 s
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { listRoutes } from '../../src/content/files';
import { type DevServer, projectCopy, startDevServer } from './support/dev-server';
import { documentViolations, seriousEditorViolations } from './support/axe';
import { phonePhoto } from './support/site-copy';

/**
 * The site is the unit of a save: in a copy of the project, `npm run edit` renames and moves a page
 * (every link follows, the old address redirects), deletes a section other pages link to (the links go
 * too, or the block stays), and refuses a save that would break another page, saying so in words.
 */
const run = promisify(execFile);
/** Each step waits on the development server, which compiles what it first serves. */
const STEP = 240_000;

let dir = '';
let server: DevServer | undefined;
let browser: Browser | undefined;
let page: Page;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');
const status = () => page.locator('[data-editor-status]');
const save = () => page.getByRole('button', { name: 'Save', exact: true });
const file = (name: string) => path.join(dir, 'pages-data', name);

/** Opens the editor at a page, waiting out the first compile (the dependency optimiser may reload it once). */
async function openEditor(pagePath: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${server!.origin}/_edit${pagePath}`, { timeout: 120_000 }).catch(() => null);
    const opened = await status()
      .waitFor({ timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
    if (attempt === 3) throw new Error(`The editor did not open ${pagePath}:\n${server!.output()}`);
  }
}

async function validateStrict(): Promise<void> {
  await run(path.join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/validate.ts', '--strict'], {
    cwd: dir,
    timeout: 120_000,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`npm run validate -- --strict failed:\n${error.stderr ?? ''}${error.stdout ?? String(error)}`);
  });
}

/** Selects the page's header block on the canvas (clicked again until its fields show); its title field. */
async function selectHeader() {
  const title = page.locator('input[name="title"]:visible');
  await expect
    .poll(async () => {
      await canvas()
        .getByRole('group', { name: /^Header block/ })
        .first()
        .click();
      return title.count();
    })
    .toBe(1);
  return title;
}

/** What the editor writes, and so what Publish commits. */
const CONTENT = ['--', 'pages-data', 'src/assets/images/uploads', 'schema/uploaded-images.json'];

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** git in the copy, or in another folder (`-C`). */
const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout.trim();

beforeAll(async () => {
  dir = await projectCopy();
  // The copy is a repository of its own, committed and pushed to a bare one as its remote: Publish's.
  // It ignores what the project ignores (node_modules, builds, caches), as a clone of it would.
  await copyFile('.gitignore', path.join(dir, '.gitignore'));
  await git('init', '--quiet', '--initial-branch=main');
  await git('config', 'user.name', 'Mara Editor');
  await git('config', 'user.email', 'mara@example.com');
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'The site');
  await git('init', '--quiet', '--bare', '--initial-branch=main', `${dir}.remote.git`);
  await git('remote', 'add', 'origin', `${dir}.remote.git`);
  await git('push', '--quiet', '--set-upstream', 'origin', 'main');
  server = await startDevServer('edit', (at) => `${at}/_edit/`, dir);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(30_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (dir) await rm(`${dir}.remote.git`, { recursive: true, force: true });
});

describe('Given a save that would break another page', () => {
  it(
    'should write nothing and list what would break, in words, with a way to open it',
    async () => {
      await openEditor('/pages/company/about-us');
      // An earlier test left edits of this page in the browser: they are let go.
      const kept = page.getByRole('dialog', { name: /^Unsaved changes from / });
      if (await kept.isVisible()) await kept.getByRole('button', { name: 'Discard' }).click();
      const before = await readFile(file('privacy.ts'), 'utf8');
      // The home page is already called "presentation".
      await page.locator('input[name="name"]:visible').fill('presentation');
      await save().click();
      const dialog = page.getByRole('dialog', { name: 'Not saved: this change would break other pages' });
      await dialog.waitFor();
      expect(await dialog.locator('[data-editor-site-breaks] li').first().textContent()).toMatch(
        /^The page \/pages\/company\/about-us: Page settings › Page name \(for links\): “presentation” is already the name of the page in pages-data\/index\.ts; each page needs a name of its own\./,
      );
      expect(await readFile(file('privacy.ts'), 'utf8')).toBe(before);
      await dialog.getByRole('button', { name: 'Back to the page' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
    STEP,
  );
});

describe('Given the pricing page renamed and moved in its settings', () => {
  it(
    'should rewrite every link to it, leave a redirect, and keep the whole site valid and answering',
    async () => {
      await openEditor('/pages/company/pricing');
      await page.locator('input[name="name"]:visible').fill('prices');
      await page.locator('input[name="_address"]:visible').fill('/pages/company/prices');
      await expect.poll(() => status().textContent()).toBe('Unsaved changes');
      await save().click();
      await page.waitForURL(`${server!.origin}/_edit/pages/company/prices`, { timeout: 60_000 });
      await status().waitFor();
      // The page opens where it moved to, saying what the save did.
      await expect
        .poll(() => status().textContent(), { timeout: 60_000 })
        .toMatch(/^Moved to \/pages\/company\/prices — the old address leads here, links updated in \d+ files\.$/);

      expect(existsSync(file('pages/company/pricing.ts'))).toBe(false);
      const moved = await readFile(file('pages/company/prices.ts'), 'utf8');
      expect(moved).toContain("name: 'prices',");
      // Its own "See the plans" link, and the "Buy Now" buttons of two other pages.
      expect(moved).toContain("href: { route: 'prices', hash: '#plans' }");
      for (const other of ['pages/company/about-us.ts', 'pages/support/contact-us.ts']) {
        const text = await readFile(file(other), 'utf8');
        expect(text).toContain("href: { route: 'prices' }");
        expect(text).not.toContain("route: 'pricing'");
      }
      // Its German translation moved with it, and both old addresses lead on.
      expect(existsSync(file('de/pages/company/pricing.ts'))).toBe(false);
      expect(existsSync(file('de/pages/company/prices.ts'))).toBe(true);
      const site = await readFile(file('_site.ts'), 'utf8');
      expect(site).toContain("{ from: '/pages/company/pricing', to: '/pages/company/prices' }");
      expect(site).toContain("{ from: '/de/pages/company/pricing', to: '/de/pages/company/prices' }");
      await validateStrict();

      // The site answers (a rename that broke the server's routes broke every page at once): the moved
      // page, its translation, the pages that link to it, and others; the old address leads on.
      const published = new Set((await listRoutes(path.join(dir, 'pages-data'))).map((route) => route.path));
      const sample = [
        '/',
        '/pages/company/prices',
        '/de/pages/company/prices',
        '/pages/company/about-us',
        '/pages/support/contact-us',
        '/sections/elements/buttons',
      ];
      for (const route of sample) {
        expect(published.has(route), route).toBe(true);
        const response = await fetch(`${server!.origin}${route}`, { headers: { Accept: 'text/html' } });
        expect(response.status, route).toBe(200);
      }
      const site1 = await browser!.newPage();
      await site1.goto(`${server!.origin}/pages/company/pricing`, { waitUntil: 'domcontentloaded' });
      await site1.waitForURL(/\/pages\/company\/prices\/$/);
      await site1.close();
    },
    STEP,
  );
});

describe('Given a section other pages link to, deleted on the canvas', () => {
  const section = () => canvas().locator('h2', { hasText: 'Solutions We Deliver' });
  // Its heading clicked (which puts the caret in it), Escape to leave the text for its block, then the
  // Delete key: the action bar's Delete button, drawn at the section's top edge, was found under the
  // header block above it on a busy machine.
  const deleteSection = async () => {
    await section().click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    await section().waitFor({ state: 'detached' });
  };
  const dialog = () => page.getByRole('dialog', { name: /links? leads? to the section “Solutions We Deliver”/ });

  it(
    'should list the links in words and keep the block when asked',
    async () => {
      await openEditor('/');
      await deleteSection();
      await dialog().waitFor();
      const links = await dialog().locator('[data-editor-section-links] li').allTextContents();
      expect(links.some((link) => link.startsWith("“Solutions” in the site's navbar"))).toBe(true);
      expect(links.some((link) => link.includes('on the page /sections/page-sections/footers'))).toBe(true);
      await dialog().getByRole('button', { name: 'Keep the block' }).click();
      await section().waitFor();
      await expect.poll(() => status().textContent()).toBe('No changes');
    },
    STEP,
  );

  it(
    'should delete the links too in the same save, and leave the site valid',
    async () => {
      await deleteSection();
      await dialog().getByRole('button', { name: 'Delete the links too' }).click();
      await dialog().waitFor({ state: 'hidden' });
      await save().click();
      // Files besides the page changed: the editor opens the page afresh.
      await page.waitForEvent('load', { timeout: 60_000 });
      await status().waitFor();
      expect(await readFile(file('index.ts'), 'utf8')).not.toContain('Solutions We Deliver');
      const site = await readFile(file('_site.ts'), 'utf8');
      expect(site).not.toContain("hash: '#secSolution'");
      expect(site).toContain("{ label: 'Our Service'");
      await validateStrict();
    },
    STEP,
  );
});

describe("Given a photo uploaded in the home page header's image field", () => {
  const uploads = () => path.join(dir, 'src/assets/images/uploads');
  const catalogue = () => readFile(path.join(dir, 'schema/uploaded-images.json'), 'utf8');
  const picker = () => page.locator('.editor-upload:visible').first();

  it(
    'should refuse a program renamed .jpg, saying why, and write nothing',
    async () => {
      await openEditor('/');
      await canvas().locator('h1', { hasText: 'IT consulting and software development' }).click();
      await picker().getByRole('button', { name: 'Upload image' }).waitFor();
      const before = await catalogue();
      await picker()
        .locator('input[type=file]')
        .setInputFiles({ name: 'setup.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ\x90\x00 a program') });
      await expect
        .poll(() => picker().getByRole('alert').textContent())
        .toBe('The file is not a picture; upload a JPEG, PNG, WebP or AVIF picture.');
      expect(existsSync(uploads())).toBe(false);
      expect(await catalogue()).toBe(before);
    },
    STEP,
  );

  it(
    'should store it without its GPS data, ask for its alt text before placing it, and save it with the page, without reloading the editor',
    async () => {
      await page.evaluate(() => Object.assign(window, { stillOpen: true }));
      await picker()
        .locator('input[type=file]')
        .setInputFiles({ name: 'Harbour Team.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
      const dialog = page.getByRole('dialog', { name: 'Describe the picture' });
      await dialog.waitFor();
      const place = dialog.getByRole('button', { name: 'Place picture' });
      expect(await place.isDisabled()).toBe(true);
      expect(seriousEditorViolations(await documentViolations(page)).join('\n')).toBe('');
      // Typed where the focus already is.
      await page.keyboard.type('Our team at the harbour office');
      await place.click();
      await dialog.waitFor({ state: 'hidden' });

      const stored = path.join(uploads(), 'harbour-team.jpg');
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(JSON.parse(await catalogue())).toEqual({
        'uploads/harbour-team': { file: './src/assets/images/uploads/harbour-team.jpg', width: 1000, height: 1600 },
      });
      // The header draws the new picture at once.
      const header = canvas().locator('img[src*="uploads/harbour-team"]').first();
      await header.waitFor();
      await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      expect(await page.evaluate(() => 'stillOpen' in window)).toBe(true);

      await expect.poll(() => status().textContent()).toBe('Unsaved changes');
      await save().click();
      await expect.poll(() => status().textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
      expect(await readFile(file('index.ts'), 'utf8')).toContain(
        "image: { src: 'uploads/harbour-team', alt: 'Our team at the harbour office' },",
      );
      await validateStrict();
    },
    STEP,
  );
});

describe('Given Publish after the edits above', () => {
  const dialog = () => page.getByRole('dialog', { name: 'Publish' });
  const openPublish = async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog().getByRole('list', { name: 'Changes to publish' }).waitFor();
  };

  it(
    'should review every change in words and every file it commits, name the files it leaves out and why, then commit exactly the editor’s files with the message and send them to the remote',
    async () => {
      await openEditor('/');
      const changed = (
        await run('git', ['status', '--porcelain', '--untracked-files=all', ...CONTENT], { cwd: dir })
      ).stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort();
      expect(changed).toEqual(expect.arrayContaining(['pages-data/index.ts', 'schema/uploaded-images.json']));
      const outside = await git(
        'status',
        '--porcelain',
        '--untracked-files=all',
        '--',
        '.',
        ...CONTENT.slice(1).map((p) => `:!${p}`),
      );
      // Beside the editor's own files, three it did not write: a stray .env, a link to a file outside
      // the project, and a picture put in the uploads folder by hand (the catalogue does not list it).
      const planted = ['pages-data/.env', 'pages-data/secrets.txt', 'src/assets/images/uploads/stray.jpg'];
      const outsideFile = `${dir}.outside.txt`;
      await writeFile(outsideFile, 'The owner’s own notes.\n');
      const outsideHash = await sha256(outsideFile);
      await writeFile(path.join(dir, planted[0]!), 'API_KEY=s3cr3t\n');
      await symlink(outsideFile, path.join(dir, planted[1]!));
      await writeFile(path.join(dir, planted[2]!), await phonePhoto());
      const removePlanted = () =>
        Promise.all(
          [...planted.map((name) => path.join(dir, name)), outsideFile].map((file) => rm(file, { force: true })),
        );
      try {
        await openPublish();
        const review = await dialog().getByRole('list', { name: 'Changes to publish' }).innerText();
        const listed = async (name: string) =>
          (await dialog().getByRole('list', { name, exact: true }).locator('li').allInnerTexts()).sort();
        const shared = (file: string) => file.split('/').some((part) => part.startsWith('_'));
        const inPages = changed.filter((file) => file.startsWith('pages-data/'));
        expect(await listed('Pages')).toEqual(inPages.filter((file) => !shared(file)));
        expect(await listed('Site settings')).toEqual(inPages.filter(shared));
        expect(await listed('Pictures')).toEqual(
          changed.filter((file) => file.startsWith('src/assets/images/uploads/')),
        );
        expect(await listed('Other files')).toEqual(['schema/uploaded-images.json']);
        expect(await listed('Not committed')).toEqual([
          'pages-data/.env is not a page: remove it or commit it yourself.',
          'pages-data/secrets.txt is a symbolic link, not a page: remove it or commit it yourself.',
          'src/assets/images/uploads/stray.jpg is not in the catalogue of uploaded pictures (schema/uploaded-images.json), so no page can show it: remove it or commit it yourself.',
        ]);
        expect(review).toContain('Header › Image › Image: “photos/office-dark” → “uploads/harbour-team”');
        expect(review).toContain('Image uploaded: harbour-team');
        expect(review).toContain('Moved:');
        expect(review).toContain('/pages/company/pricing → /pages/company/prices');
        expect(await dialog().getByLabel('Message').inputValue()).toMatch(
          /^Move .+; edit .*Home.*; upload harbour-team$/,
        );
        expect(seriousEditorViolations(await documentViolations(page)).join('\n')).toBe('');
        await dialog().getByLabel('Message').fill('New prices address and a header photo');
        await dialog().getByRole('button', { name: 'Publish', exact: true }).click();
        await expect
          .poll(() => dialog().locator('[data-editor-published]').textContent(), { timeout: 60_000 })
          .toMatch(/^Published: commit [0-9a-f]+, sent to origin\/main\.$/);
        const remote = ['-C', `${dir}.remote.git`];
        expect(await git(...remote, 'log', '-1', '--format=%s|%an')).toBe(
          'New prices address and a header photo|Mara Editor',
        );
        const committed = (await git(...remote, 'show', '--no-renames', '--name-only', '--format=', 'main'))
          .split('\n')
          .sort();
        expect(committed, JSON.stringify({ committed, changed })).toEqual(changed);
        // The three stay as they were, uncommitted, and the file outside is untouched.
        expect(await git('status', '--porcelain', '--untracked-files=all', ...CONTENT)).toBe(
          planted.map((file) => `?? ${file}`).join('\n'),
        );
        expect(await sha256(outsideFile)).toBe(outsideHash);
      } finally {
        await removePlanted();
      }
      // Nothing else was taken along: what else differs in the copy stays as it was, uncommitted.
      expect(await git('status', '--porcelain', '--untracked-files=all')).toBe(outside);
    },
    STEP,
  );

  it(
    'should discard a saved edit of the open page after asking, returning its file to the last commit',
    async () => {
      await page.keyboard.press('Escape');
      await openEditor('/pages/company/about-us');
      // An earlier test left edits of this page in the browser: they are let go.
      const kept = page.getByRole('dialog', { name: /^Unsaved changes from / });
      if (await kept.isVisible()) await kept.getByRole('button', { name: 'Discard' }).click();
      const title = await selectHeader();
      await title.fill('About us, in plain words');
      await save().click();
      await expect.poll(() => status().textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
      expect(await git('status', '--porcelain', ...CONTENT)).toBe('M pages-data/pages/company/about-us.ts');
      await openPublish();
      await dialog()
        .getByRole('button', { name: /^Discard changes to / })
        .click();
      const confirm = dialog().getByRole('alertdialog');
      expect(await confirm.innerText()).toContain('This cannot be undone.');
      await confirm.getByRole('button', { name: 'Discard changes', exact: true }).click();
      // The editor opens the page again, as its file now is.
      await expect.poll(() => git('status', '--porcelain', ...CONTENT)).toBe('');
      await status().waitFor();
      await expect.poll(() => status().textContent()).toBe('No changes');
      await canvas().locator('h1').first().waitFor();
      expect(await canvas().locator('h1').first().textContent()).not.toContain('About us, in plain words');
    },
    STEP,
  );
});

describe('Given a page with no German version', () => {
  it(
    'should translate it into German from the header, open the copy, and lead back to the English page',
    async () => {
      await openEditor('/pages/support/faq');
      const languages = page.getByRole('group', { name: 'Languages' });
      await languages.getByRole('button', { name: 'Translate into Deutsch' }).click();
      // It asks first, Cancel focused, and makes nothing on Cancel.
      const question = page.getByRole('dialog', { name: 'Translate into Deutsch?' });
      await question.waitFor();
      expect(await question.textContent()).toContain('This makes the Deutsch page /de/pages/support/faq');
      await page.keyboard.press('Enter');
      await expect.poll(() => question.isVisible()).toBe(false);
      expect(existsSync(file('de/pages/support/faq.ts'))).toBe(false);
      await languages.getByRole('button', { name: 'Translate into Deutsch' }).click();
      await question.getByRole('button', { name: 'Make the Deutsch page' }).click();
      await page.waitForURL(`${server!.origin}/_edit/de/pages/support/faq`, { timeout: 60_000 });
      await status().waitFor();
      await expect.poll(() => status().textContent()).toBe('No changes');
      const copy = await readFile(file('de/pages/support/faq.ts'), 'utf8');
      expect(copy).not.toMatch(/^\s*name: /m);
      expect(copy).toContain("from '../../../../schema'");
      // Each text field of the translation shows the English text it translates.
      await selectHeader();
      // The header is drawn as the site draws it: no buttons where its data has none.
      const header = canvas()
        .getByRole('group', { name: /^Header block/ })
        .first();
      expect(await header.locator('.btn').count()).toBe(0);
      const hint = page.locator('[data-editor-original="title"]:visible');
      expect(await hint.innerText()).toBe('English: Frequently Asked Questions');
      expect(await hint.locator('[lang="en"]').count()).toBe(1);
      // The German copy is a page of the site, whose English original stays as it was.
      await validateStrict();
      await languages.getByRole('button', { name: 'Open in English' }).click();
      await page.waitForURL(`${server!.origin}/_edit/pages/support/faq`);
      await languages.getByRole('button', { name: 'Open in Deutsch' }).waitFor();
    },
    STEP,
  );
});
