import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devGuard } from '../../scripts/lib/dev/dev-guard';
import {
  nestsDeeperThan,
  UPLOAD_QUOTA_DEFAULTS,
  UploadQuota,
  type UploadQuotaLimits,
  uploadQuotaLimits,
} from '../../scripts/lib/editor/limits';
import { editorEndpoint } from '../../scripts/lib/editor/server';
import { EDITOR_API, TOKEN_HEADER, TOKEN_REFUSED_HEADER } from '../../src/editor/client';
import { HOME, pagesDir, removePagesDirs } from '../support/pages-dir';

const KEY = 'the-key-of-this-run';
const PLENTY: UploadQuotaLimits = UPLOAD_QUOTA_DEFAULTS;

/** The endpoint on a port of 127.0.0.1, as Vite's middleware stack hands it requests. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{
  origin: string;
  server: Server;
}> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closeAll = (servers: Server[]) =>
  Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const jpeg = (background = 'teal') =>
  sharp({ create: { width: 30, height: 20, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('the editor endpoint, as another site would drive it', () => {
  const servers: Server[] = [];
  let origin = '';
  let dir = '';
  let ledger = '';

  beforeAll(async () => {
    dir = await pagesDir({ 'index.ts': HOME });
    await mkdir(path.join(path.dirname(dir), 'schema'));
    ledger = path.join(path.dirname(dir), 'ledger.json');
    const endpoint = editorEndpoint({
      dir,
      importModule: (file) => import(file),
      token: KEY,
      uploadQuota: new UploadQuota(PLENTY, ledger),
    });
    const served = await serve((req, res) => {
      req.url = req.url!.slice(EDITOR_API.length);
      endpoint(req, res);
    });
    servers.push(served.server);
    origin = served.origin;
  });
  afterAll(async () => {
    await closeAll(servers);
    await removePagesDirs();
  });

  const post = (route: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${EDITOR_API}/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  const save = (body: unknown, headers: Record<string, string> = { [TOKEN_HEADER]: KEY }) =>
    post('save', JSON.stringify(body), headers);
  const home = () => readFile(path.join(dir, 'index.ts'), 'utf8');

  it('Given a save without the key, as a forged form or a framed page sends it, should answer 403 in words and write nothing', async () => {
    const before = await home();
    const response = await save({ file: 'pages-data/index.ts', version: 'x', data: {} }, {});
    expect(response.status).toBe(403);
    expect(response.headers.get(TOKEN_REFUSED_HEADER)).toBe('1');
    expect((await response.json()).error).toBe(
      'The editor makes changes only for its own pages, which send its key (X-Editor-Token): open the editor at /_edit/ and make the change there.',
    );
    expect(await home()).toBe(before);
  });

  it('Given a save with a key of another run, should answer 403 saying to reload the editor', async () => {
    const response = await save({ file: 'pages-data/index.ts', version: 'x', data: {} }, { [TOKEN_HEADER]: 'guessed' });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/^The editor key sent is not this run's: .* Reload the editor/);
  });

  it.each(['new', 'upload?name=a.jpg', 'theme', 'publish', 'discard', 'translate'])(
    'Given POST /__editor/%s without the key, should refuse it before reading it',
    async (route) => {
      const response = await post(route, '{}');
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatch(/send its key \(X-Editor-Token\)/);
    },
  );

  it('Given the key asked for by its own page, should hand it out, and a save with it should be read', async () => {
    const answer = await fetch(`${origin}${EDITOR_API}/session`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { token } = (await answer.json()) as { token: string };
    expect(token).toBe(KEY);
    const response = await save({ file: 'pages-data/index.ts', data: {} }, { [TOKEN_HEADER]: token });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Say which version of the file/);
  });

  it.each([
    ['another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another port of this computer', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin that names itself', { Origin: 'https://evil.example' }],
    ['a request with no browser mark', {}],
  ])('Given the key asked for by %s, should refuse it, the key nowhere in the answer', async (_who, headers) => {
    const answer = await fetch(`${origin}${EDITOR_API}/session`, { headers });
    expect(answer.status).toBe(403);
    const text = await answer.text();
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text).error).toMatch(
      /^The editor (gives its key only to its own pages|accepts requests from its own pages only)/,
    );
  });

  it.each([
    ['GET', 'context'],
    ['GET', 'session'],
    ['POST', 'save'],
    ['GET', 'nowhere'],
  ])(
    'Given %s /__editor/%s, should forbid any frame and any other site embedding the answer',
    async (method, route) => {
      const response = await fetch(`${origin}${EDITOR_API}/${route}`, { method });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    },
  );

  it.each(['foo', 'http://', 'http://127.0.0.1:1/path', 'file:///etc'])(
    'Given Origin: %s, which no browser writes, should answer 403 in words, no stack and no path',
    async (value) => {
      const response = await fetch(`${origin}${EDITOR_API}/context`, { headers: { Origin: value } });
      expect(response.status).toBe(403);
      const { error } = (await response.json()) as { error: string };
      expect(error).toContain(`names its origin as "${value}", which is not a web page's address`);
      expect(error).not.toMatch(/ at |\/work\/|node_modules/);
    },
  );

  it.each(['text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded', 'application/jsonp'])(
    'Given a save as %s, should answer 415 naming the type it takes',
    async (type) => {
      const response = await save(
        { file: 'pages-data/index.ts', version: 'x', data: {} },
        {
          [TOKEN_HEADER]: KEY,
          'Content-Type': type,
        },
      );
      expect(response.status).toBe(415);
      expect((await response.json()).error).toBe(
        'Send the request as JSON, with the header Content-Type: application/json.',
      );
    },
  );

  it('Given a body nested a million deep, should answer 400 naming the limit', async () => {
    const deep = `{"file":"pages-data/index.ts","version":"x","data":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    const response = await post('save', deep, { [TOKEN_HEADER]: KEY });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'The request nests its values more than 64 deep; no page does: send the page as the editor does.',
    );
  });

  it.each([
    ['300 characters in one part', `/${'a'.repeat(300)}`, 'Keep the address to 200 characters'],
    [
      'a part over 80 characters',
      `/company/${'b'.repeat(120)}`,
      'Keep each part of the address (between two "/") to 80 characters',
    ],
  ])(
    'Given a move to an address of %s, should answer 400 naming the limit and write nothing',
    async (_what, address, message) => {
      const before = await home();
      const files = await readdir(dir, { recursive: true });
      const response = await save({ file: 'pages-data/index.ts', version: 'x', data: {}, address });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
      expect(await home()).toBe(before);
      expect(await readdir(dir, { recursive: true })).toEqual(files);
    },
  );

  it('Given a file name of 400 characters, should answer 400 naming the limit', async () => {
    const response = await save({ file: `pages-data/${'c'.repeat(400)}.ts`, version: 'x', data: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'No data file has a name over 300 characters long: name one the editor lists.',
    );
  });

  const upload = (query: string, bytes: Buffer, type = 'application/octet-stream') =>
    fetch(`${origin}${EDITOR_API}/upload?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': type, [TOKEN_HEADER]: KEY },
      body: new Uint8Array(bytes),
    });

  it('Given a credit of 201 characters, should answer 400 naming the limit and store nothing', async () => {
    const root = path.dirname(dir);
    const before = await readdir(root, { recursive: true });
    const response = await upload(`name=team.jpg&credit=${'d'.repeat(201)}`, await jpeg());
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "Keep the credit to 200 characters: it is one line in the README's credits.",
    );
    expect(await readdir(root, { recursive: true })).toEqual(before);
  });

  it("Given a picture's bytes sent as a form, with the key, should answer 415 naming the type", async () => {
    const response = await upload('name=team.jpg', await jpeg(), 'multipart/form-data; boundary=x');
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/Content-Type: application\/octet-stream\.$/);
  });
});

describe('the upload quota', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await closeAll(servers);
    await removePagesDirs();
  });

  async function endpointWith(limits: UploadQuotaLimits, ledgerText?: string) {
    const dir = await pagesDir({ 'index.ts': HOME });
    const root = path.dirname(dir);
    await mkdir(path.join(root, 'schema'));
    const ledger = path.join(root, 'cache', 'uploads.json');
    if (ledgerText) {
      await mkdir(path.dirname(ledger));
      await writeFile(ledger, ledgerText);
    }
    const endpoint = editorEndpoint({
      dir,
      importModule: (file) => import(file),
      token: KEY,
      uploadQuota: new UploadQuota(limits, ledger),
    });
    const served = await serve((req, res) => {
      req.url = req.url!.slice(EDITOR_API.length);
      endpoint(req, res);
    });
    servers.push(served.server);
    const send = async (name: string) =>
      fetch(`${served.origin}${EDITOR_API}/upload?name=${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', [TOKEN_HEADER]: KEY },
        body: new Uint8Array(await jpeg()),
      });
    const stored = () => readdir(path.join(root, 'src/assets/images/uploads')).catch(() => []);
    return { send, stored, ledger };
  }

  it('Given the pictures of one session used up, should answer 429 naming the limit, its variable and what to do', async () => {
    const { send, stored } = await endpointWith({ ...PLENTY, session: { pictures: 1, megabytes: 100 } });
    expect((await send('first.jpg')).status).toBe(200);
    const refused = await send('second.jpg');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(
      '1 pictures were uploaded since npm run edit started, the most one session takes (EDITOR_UPLOADS_PER_SESSION=1). Restart npm run edit to upload more, or start it with EDITOR_UPLOADS_PER_SESSION set higher.',
    );
    expect(await stored()).toEqual(['first.jpg']);
  });

  it("Given today's pictures used up before a restart, should still refuse, naming the day's limit", async () => {
    const ledger = JSON.stringify({ day: today(), pictures: 3, bytes: 1000 });
    const { send, stored } = await endpointWith({ ...PLENTY, day: { pictures: 3, megabytes: 100 } }, ledger);
    const refused = await send('team.jpg');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(
      /^3 pictures were uploaded today, the most one day takes \(EDITOR_UPLOADS_PER_DAY=3\)\. Upload the rest tomorrow/,
    );
    expect(await stored()).toEqual([]);
  });

  it("Given yesterday's count in the ledger, should start the day at nothing and count the upload", async () => {
    const ledgerText = JSON.stringify({ day: '2000-01-01', pictures: 3, bytes: 1000 });
    const { send, ledger } = await endpointWith({ ...PLENTY, day: { pictures: 3, megabytes: 100 } }, ledgerText);
    expect((await send('team.jpg')).status).toBe(200);
    const kept = JSON.parse(await readFile(ledger, 'utf8')) as { day: string; pictures: number; bytes: number };
    expect(kept).toMatchObject({ day: today(), pictures: 1 });
    expect(kept.bytes).toBeGreaterThan(0);
  });

  it('Given pictures that would pass the megabytes of a session, should refuse the one past it, saying by how much', async () => {
    const ledger = path.join(path.dirname(await pagesDir({})), 'ledger.json');
    const quota = new UploadQuota({ ...PLENTY, session: { pictures: 100, megabytes: 1 } }, ledger);
    const store = (bytes: number) => quota.store(bytes, async () => ({ bytes, value: bytes }));
    await expect(store(600_000)).resolves.toBe(600_000);
    await expect(store(600_000)).rejects.toThrow(
      'This picture (0.6 MB) would take the pictures uploaded since npm run edit started (0.6 MB) past 1 MB, the most one session stores (EDITOR_UPLOAD_MB_PER_SESSION=1).',
    );
    await expect(store(300_000)).resolves.toBe(300_000);
  });

  it('Given the environment of npm run edit, should read its limits, and refuse a value that is no number by name', () => {
    expect(uploadQuotaLimits({})).toEqual(UPLOAD_QUOTA_DEFAULTS);
    expect(uploadQuotaLimits({ EDITOR_UPLOADS_PER_DAY: '20', EDITOR_UPLOAD_MB_PER_SESSION: ' 5 ' })).toEqual({
      session: { pictures: 200, megabytes: 5 },
      day: { pictures: 20, megabytes: 1000 },
    });
    expect(() => uploadQuotaLimits({ EDITOR_UPLOADS_PER_SESSION: 'lots' })).toThrow(
      'EDITOR_UPLOADS_PER_SESSION is "lots": give a whole number of pictures (the default is 200).',
    );
  });
});

describe('nestsDeeperThan', () => {
  const bytes = (text: string) => Buffer.from(text);
  it.each([
    ['{"a":[[1]]}', 3, false],
    ['{"a":[[[1]]]}', 3, true],
    ['{"a":"[[[[[[[[[["}', 3, false],
    ['{"a":"\\"[[[[[[[[[["}', 3, false],
    ['["é[[[[", {"b": ["x"]}]', 3, false],
  ])('Given %s and at most %i levels, should say %s', (text, max, deeper) => {
    expect(nestsDeeperThan(bytes(text), max)).toBe(deeper);
  });
});

describe('the development server guard', () => {
  const servers: Server[] = [];
  afterAll(() => closeAll(servers));
  const root = path.resolve('.');

  async function guarded(editing: boolean) {
    const guard = devGuard({ root, editing });
    const served = await serve((req, res) => guard(req, res, () => res.end('passed on')));
    servers.push(served.server);
    return (url: string, headers: Record<string, string> = {}) => fetch(`${served.origin}${url}`, { headers });
  }

  it.each([
    ['/', 'text/plain; charset=utf-8'],
    ['/_edit/', 'text/plain; charset=utf-8'],
    ['/__editor/context', 'application/json; charset=utf-8'],
  ])('Given Origin: foo on %s, should answer 403 in words, never a stack', async (url, type) => {
    const get = await guarded(false);
    const response = await get(url, { Origin: 'foo' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe(type);
    const body = await response.text();
    const text = type.startsWith('application/json') ? (JSON.parse(body) as { error: string }).error : body;
    expect(text).toContain(`names its origin as "foo", which is not a web page's address (http://host:port)`);
    expect(text).not.toMatch(/ at |node_modules/);
  });

  it.each(['https://example.com', 'http://[::1]:5173', 'chrome-extension://abcdefgh', 'null'])(
    'Given a page asked for with Origin: %s, an origin a browser writes, should pass it on',
    async (value) => {
      const get = await guarded(false);
      expect(await (await get('/', { Origin: value })).text()).toBe('passed on');
    },
  );

  it.each([
    ['/__open-in-editor?file=/etc/passwd', { 'Sec-Fetch-Site': 'same-origin' }],
    ['/__open-in-editor?file=package.json', { 'Sec-Fetch-Site': 'same-origin' }],
    ['/__OPEN-IN-EDITOR?file=package.json', {}],
  ])('Given npm run edit and %s, should refuse it in words', async (url, headers) => {
    const get = await guarded(true);
    const response = await get(url, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      'npm run edit opens no file in a code editor: open the file yourself, or use npm run dev.\n',
    );
  });

  it.each([
    ['an image on another site', '/__open-in-editor?file=package.json', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a request with no browser mark', '/__open-in-editor?file=package.json', {}],
    ['a file outside the project', '/__open-in-editor?file=/etc/passwd', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a path leading out', '/__open-in-editor?file=../../etc/passwd:1:1', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a file URL', '/__open-in-editor?file=file:///etc/passwd', { 'Sec-Fetch-Site': 'same-origin' }],
    ['two files', '/__open-in-editor?file=package.json&file=/etc/passwd', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a path under the route', '/__open-in-editor/x?file=/etc/passwd', { 'Sec-Fetch-Site': 'same-origin' }],
  ])('Given npm run dev and %s, should refuse to open it', async (_what, url, headers) => {
    const get = await guarded(false);
    const response = await get(url, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^The development server opens /);
  });

  it("Given npm run dev and its own error overlay asking for a project file, should pass it on to Vite's route", async () => {
    const get = await guarded(false);
    const response = await get('/__open-in-editor?file=src/root.tsx:10:3', { 'Sec-Fetch-Site': 'same-origin' });
    expect(await response.text()).toBe('passed on');
  });

  it('Given npm run edit, should forbid every answer to be framed; npm run dev should not', async () => {
    const edit = await guarded(true);
    for (const url of ['/', '/_edit/', '/@vite/client', '/__editor/context']) {
      const response = await edit(url);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
    const dev = await guarded(false);
    expect((await dev('/')).headers.get('x-frame-options')).toBeNull();
  });
});
