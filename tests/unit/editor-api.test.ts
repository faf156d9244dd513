import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKind, MergeConflictError, StaleFileError } from '../../scripts/lib/editor/errors';
import { editorEndpoint, folderHeadings } from '../../scripts/lib/editor/server';
import type { Content } from '../../src/content/load';
import { pageInWords, routePicker } from '../../src/editor/pickers';
import { newPageFolders } from '../../scripts/lib/editor/new-page';
import {
  fileNameFrom,
  newPageIn,
  newPageRequest,
  type NewPageFolder,
  loadedPageSchema,
  requestProblem,
  saveRequest,
  sectionLinksAnswerSchema,
  uploadedAnswerSchema,
} from '../../src/editor/api';
import { EDITOR_API, editorContextSchema, TOKEN_HEADER } from '../../src/editor/client';
import { HOME, pagesDir, removePagesDirs } from '../support/pages-dir';

const GROUP = "export default { heading: 'Company' };\n";
const page = { folder: 'company', name: 'careers', title: 'Careers', description: 'Work with us.' };

describe('isKind', () => {
  it('should know an error of a module loaded again since, whose classes have the same names', () => {
    // As the development server makes them after a data file changes: classes equal only by name.
    class StaleFileErrorAgain extends Error {}
    Object.defineProperty(StaleFileErrorAgain, 'name', { value: 'StaleFileError' });
    class MergeConflictErrorAgain extends StaleFileErrorAgain {}
    Object.defineProperty(MergeConflictErrorAgain, 'name', { value: 'MergeConflictError' });
    const again = new MergeConflictErrorAgain('changed on disk');
    expect(again instanceof MergeConflictError).toBe(false);
    expect(isKind(again, MergeConflictError)).toBe(true);
    expect(isKind(again, StaleFileError)).toBe(true);
    expect(isKind(new Error('other'), StaleFileError)).toBe(false);
    expect(isKind('not an error', StaleFileError)).toBe(false);
  });
});

describe('fileNameFrom', () => {
  it.each([
    ['Careers', 'careers'],
    ['Über uns & Co', 'uber-uns-co'],
    ['  Straße 5: Café — Öffnungszeiten!  ', 'strasse-5-cafe-offnungszeiten'],
    ['***', ''],
  ])('Given the title %j, should make the file name %j', (title, name) => {
    expect(fileNameFrom(title)).toBe(name);
  });
});

describe('the request bodies', () => {
  const folders: NewPageFolder[] = [
    { folder: '', group: false, path: '/', label: 'Top-level pages (/)' },
    { folder: 'company', group: true, path: '/company', label: 'Company pages (/company)' },
  ];

  it('Given a new page in a folder the editor offers, should accept it', () => {
    expect(newPageIn(folders).parse(page)).toEqual(page);
    expect(newPageIn(folders).parse({ ...page, folder: 'pages-data/company/' }).folder).toBe('pages-data/company/');
  });

  it.each([
    [
      { folder: '/tmp' },
      'folder',
      '"/tmp" is not a folder for pages: choose one the editor offers (pages-data/, pages-data/company/).',
    ],
    [{ name: 'Careers Page' }, 'name', 'Use only small letters a–z, digits and hyphens in the file name'],
    [{ name: '' }, 'name', 'Give the page a file name: it becomes the last part of its address.'],
    [{ title: ' ' }, 'title', 'Give the page a title: it shows in the browser tab and in search results.'],
    [
      { title: 'A title that is much too long to be the entry of a menu' },
      'title',
      "In Company pages (/company) the title is also the page's menu entry: keep it to 40 characters.",
    ],
    [{ description: 'x'.repeat(171) }, 'description', 'Keep the description to 170 characters'],
    [{ description: undefined }, 'description', 'Give the page a description ("description").'],
  ])('Given %o, should refuse the %s, saying why in words', (change, field, message) => {
    const parsed = newPageIn(folders).safeParse({ ...page, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual([field]);
    expect(requestProblem(parsed.error!)).toContain(message);
  });

  it('Given no object at all, should say what to send', () => {
    const parsed = newPageRequest.safeParse('careers');
    expect(requestProblem(parsed.error!)).toBe('Send the request as a JSON object with the fields the editor sends.');
  });

  it.each([
    [{ version: 'v1', data: {} }, 'Say which page file to save ("file": "pages-data/….ts").'],
    [{ file: 'pages-data/index.ts', data: {} }, 'Say which version of the file the edits start from'],
    [{ file: 'pages-data/index.ts', version: 'v1' }, 'Send the page\'s data ("data") as an object.'],
    [{ file: 'pages-data/index.ts', version: 'v1', data: [1] }, 'Send the page\'s data ("data") as an object.'],
  ])('Given the save %o, should refuse it saying what is missing', (body, message) => {
    const parsed = saveRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(requestProblem(parsed.error!)).toContain(message);
  });
});

describe('newPageFolders', () => {
  afterAll(removePagesDirs);

  it('Given pages and groups, should offer their folders with labels in words', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'pages/company/_group.ts': GROUP, 'pages/sign-in/basic.ts': HOME });
    const folders = await newPageFolders(dir, undefined, new Map([['/pages/company', 'Company']]));
    expect(folders).toEqual([
      { folder: '', group: false, path: '/', label: 'Top-level pages (/)' },
      { folder: 'pages', group: false, path: '/pages', label: 'Pages (/pages)' },
      { folder: 'pages/company', group: true, path: '/pages/company', label: 'Company pages (/pages/company)' },
      { folder: 'pages/sign-in', group: false, path: '/pages/sign-in', label: 'Sign in pages (/pages/sign-in)' },
    ]);
  });
});

describe('folderHeadings', () => {
  it('Given a site in two languages, should name the other language’s folder by the language, its groups by their headings', () => {
    const group = (path: string, heading: string) => ({ path, heading, groups: [] });
    const content = {
      navigation: [group('/pages/company', 'Company')],
      languages: [
        { code: 'en', name: 'English', prefix: '' },
        { code: 'de', name: 'Deutsch', prefix: '/de' },
      ],
      translated: { de: { navigation: [group('/pages/company', 'Unternehmen')] } },
    } as unknown as Content;
    expect(Object.fromEntries(folderHeadings(content))).toEqual({
      '/pages/company': 'Company',
      '/de/pages/company': 'Unternehmen',
      '/de': 'German',
    });
  });
});

describe('the link picker', () => {
  it('should name each page by its title and address, the home page "Home", never by its route name', () => {
    expect(pageInWords('/', 'Brightline Software: IT consulting')).toBe('Home — /');
    expect(pageInWords('/pages/company/pricing', 'Pricing | Brightline Software')).toBe(
      'Pricing — /pages/company/pricing',
    );
    expect(pageInWords('/no-title', undefined)).toBe('/no-title — /no-title');
    const picker = routePicker('Page', {
      routeNames: new Map([
        ['presentation', '/'],
        ['pagesections-call-to-actions', '/sections/page-sections/call-to-actions'],
      ]),
      pageTitles: new Map([['/sections/page-sections/call-to-actions', 'Call to actions | Brightline Software']]),
    });
    expect(picker.options.map((option) => [option.label, option.value])).toEqual([
      ['Choose a page', ''],
      ['Call to actions — /sections/page-sections/call-to-actions', 'pagesections-call-to-actions'],
      ['Home — /', 'presentation'],
    ]);
  });
});

describe('the editor endpoint', () => {
  const KEY = 'this-run';
  let server: Server;
  let origin = '';
  let dir = '';

  beforeAll(async () => {
    dir = await pagesDir({ 'index.ts': HOME, 'company/_group.ts': GROUP });
    await mkdir(path.join(path.dirname(dir), 'schema'));
    const endpoint = editorEndpoint({ dir, importModule: (file) => import(file), token: KEY });
    server = createServer((req, res) => {
      // As Vite's middleware stack hands a request on: its URL without the endpoint's prefix.
      req.url = req.url!.slice(EDITOR_API.length);
      endpoint(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (route: string, body: unknown) =>
    fetch(`${origin}${EDITOR_API}/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: KEY },
      body: JSON.stringify(body),
    });

  it('should answer the page, the context and the links to a section in the forms the editor checks them in', async () => {
    const get = async (route: string) => (await fetch(`${origin}${EDITOR_API}/${route}`)).json() as Promise<unknown>;
    const page = loadedPageSchema.parse(await get('page?path=/'));
    expect(page).toMatchObject({ file: 'pages-data/index.ts', readOnly: [] });
    expect(page.version).toMatch(/^[0-9a-f]{64}$/);
    const context = editorContextSchema.parse(await get('context'));
    expect(context.pages.map((p) => p.path)).toEqual(['/']);
    expect(context.folders.map((f) => f.path)).toEqual(['/', '/company']);
    const links = sectionLinksAnswerSchema.parse(await get('links?file=pages-data/index.ts&anchor=top'));
    expect(links).toEqual({ links: [] });
  });

  it('Given a new page in a folder it does not offer, should answer 400 in words and create nothing', async () => {
    const response = await post('new', { ...page, folder: '/tmp' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^"\/tmp" is not a folder for pages: choose one the editor offers/);
    expect(await readdir(dir)).not.toContain('tmp');
  });

  it('Given a new page with a name that cannot be an address, should answer 400 saying why', async () => {
    const response = await post('new', { ...page, name: 'Careers!' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Use only small letters a–z, digits and hyphens in the file name/);
  });

  it('Given a save with no version, should answer 400 saying what is missing', async () => {
    const response = await post('save', { file: 'pages-data/index.ts', data: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Say which version of the file the edits start from ("version", as the editor read it).',
    });
  });

  const upload = (
    name: string,
    bytes: Buffer,
    type = 'application/octet-stream',
    key: Record<string, string> = { [TOKEN_HEADER]: KEY },
  ) =>
    fetch(`${origin}${EDITOR_API}/upload?name=${encodeURIComponent(name)}&credit=Ann%20Lee`, {
      method: 'POST',
      headers: { 'Content-Type': type, ...key },
      body: new Uint8Array(bytes),
    });

  it('Given a picture uploaded, should store it beside the pages folder and answer its catalogue entry', async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    const response = await upload('Team Day.jpg', bytes);
    expect(response.status).toBe(200);
    expect(uploadedAnswerSchema.parse(await response.json())).toEqual({
      id: 'uploads/team-day',
      file: './src/assets/images/uploads/team-day.jpg',
      width: 30,
      height: 20,
      credit: 'Ann Lee',
    });
    const root = path.dirname(dir);
    expect(JSON.parse(await readFile(path.join(root, 'schema/uploaded-images.json'), 'utf8'))).toHaveProperty(
      ['uploads/team-day', 'width'],
      30,
    );
  });

  it('Given a file that is not a picture, or one too large, should answer 422 in words and store nothing', async () => {
    const before = await readdir(path.dirname(dir), { recursive: true });
    const program = await upload('setup.jpg', Buffer.from('MZ just a program'));
    expect(program.status).toBe(422);
    expect((await program.json()).error).toBe('The file is not a picture; upload a JPEG, PNG, WebP or AVIF picture.');
    const huge = await upload('huge.jpg', Buffer.alloc(16 * 1024 * 1024));
    expect(huge.status).toBe(422);
    expect((await huge.json()).error).toMatch(/^The file is larger than 15 MB/);
    expect(await readdir(path.dirname(dir), { recursive: true })).toEqual(before);
  });

  it('Given a picture sent as a form, as another site could send it, should refuse it', async () => {
    const response = await upload('a.jpg', Buffer.from('x'), 'multipart/form-data; boundary=x', {});
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/send its key \(X-Editor-Token\)/);
  });

  it('Given a new page in a folder it offers, should create it', async () => {
    const response = await post('new', page);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ path: '/company/careers' });
    expect(await readdir(path.join(dir, 'company'))).toContain('careers.ts');
  });
});
