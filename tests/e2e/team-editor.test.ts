import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import Provider from 'oidc-provider';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/bench/chromium';
import { freePort } from '../../scripts/lib/dev/free-port';
import { hashPassword, readAccounts, writeAccounts } from '../../scripts/lib/team/accounts';
import { projectCopy } from './support/dev-server';

// `npm run editor:serve` in a project copy of its own (a repository, as a server's clone is), on
// loopback with two accounts: an author added with `npm run editor:user` and a publisher; and a company's
// identity provider (`oidc-provider`, started here) whose "marketing-leads" group are publishers. Each
// person's saves wait in a change of their own (a draft); the site's repository pushes to a bare remote,
// and each step of a change is sent to a webhook listening here.

const run = promisify(execFile);
const AUTHOR = { email: 'mara@example.com', name: 'Mara Lind', password: 'mara types slowly' };
const PUBLISHER = { email: 'lena@example.com', name: 'Lena Berg', password: 'lena publishes often' };

let dir: string;
let origin: string;
let server: ChildProcess;
let output = '';
let browser: Browser;
let provider: Server;
let remote: string;
let hook: Server;
const hooked: { event: string; text: string }[] = [];

const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout.trim();
const inCopy = (...parts: string[]) => path.join(dir, ...parts);

beforeAll(async () => {
  dir = await projectCopy();
  await copyFile('.gitignore', inCopy('.gitignore'));
  await git('init', '--quiet', '--initial-branch=main');
  await git('config', 'user.name', 'Editor Server');
  await git('config', 'user.email', 'editor@example.com');
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'The site');
  remote = `${dir}.remote.git`;
  await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  await git('remote', 'add', 'origin', remote);
  await git('push', '--quiet', '--set-upstream', 'origin', 'main');
  hook = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      hooked.push(JSON.parse(text) as { event: string; text: string });
      res.end();
    });
  });
  const hookPort = await freePort();
  await new Promise<void>((resolve) => hook.listen(hookPort, '127.0.0.1', resolve));
  // The publisher written directly; the author through the command, its password on standard input.
  await writeAccounts(inCopy('.editor', 'accounts.json'), [
    { ...PUBLISHER, role: 'publisher', password: await hashPassword(PUBLISHER.password), since: Date.now() },
  ]);
  const added = spawn(
    'npm',
    ['run', '-s', 'editor:user', '--', 'add', AUTHOR.email, '--role', 'author'].concat([
      '--name',
      AUTHOR.name,
      '--password-stdin',
    ]),
    { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let said = '';
  added.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  added.stdin!.end(`${AUTHOR.password}\n`);
  await new Promise((resolve) => added.once('exit', resolve));
  expect(said).toContain('Added Mara Lind (mara@example.com) as author');
  expect(said).not.toContain(AUTHOR.password);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const issuer = `http://127.0.0.1:${await freePort()}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: 'site-editor',
        client_secret: 'a secret of the test provider',
        redirect_uris: [`${origin}/__auth/oidc/callback`],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // Anyone may sign in to it with any password: it names them by what they type.
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: 'Olga Petrova', groups: ['marketing-leads'] }),
    }),
  });
  provider = oidc.listen(Number(new URL(issuer).port));
  await writeFile(
    inCopy('.editor', 'oidc.json'),
    JSON.stringify({
      issuer,
      clientId: 'site-editor',
      clientSecret: 'a secret of the test provider',
      label: 'Sign in with Example ID',
      groups: { 'marketing-leads': 'publisher' },
      domains: { 'example.com': 'author' },
    }),
  );
  const options = ['--port', String(port), '--sign-in-attempts', '3', '--oidc', '.editor/oidc.json'].concat([
    '--webhook',
    `http://127.0.0.1:${(hook.address() as { port: number }).port}/chat`,
    '--time-zone',
    'UTC',
  ]);
  server = spawn('npm', ['run', 'editor:serve', '--', ...options], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  server.stdout!.on('data', read);
  server.stderr!.on('data', read);
  for (const started = Date.now(); !output.includes(' pages\n');) {
    if (Date.now() - started > 90_000 || server.exitCode !== null)
      throw new Error(`editor:serve did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  provider?.close();
  hook?.close();
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (dir) await rm(dir, { recursive: true, force: true });
  if (remote) await rm(remote, { recursive: true, force: true });
});

/** A form posted as the sign-in page posts it. */
const signIn = (email: string, password: string) =>
  fetch(`${origin}/__auth/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, next: '/_edit/' }),
  });

/** The session cookie a sign-in set, as a Cookie header. */
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

/** A websocket upgrade for the hot reload, as Vite's client asks: the status the server answers, or 0 when it hangs up. */
function upgrade(cookie?: string): Promise<number> {
  return new Promise((resolve) => {
    const asked = request(`${origin}/`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('0123456789abcdef').toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-ping',
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    asked.on('upgrade', (response, socket) => (socket.destroy(), resolve(response.statusCode ?? 0)));
    asked.on('response', (response) => resolve(response.statusCode ?? 0));
    asked.on('error', () => resolve(0));
    asked.end();
  });
}

/** The editor key of a session, fetched as the editor's own page fetches it. */
async function keyOf(cookie: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/__editor/session`, {
    headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
  });
  const { token } = (await response.json()) as { token: string };
  return { Cookie: cookie, 'X-Editor-Token': token, Origin: origin, 'Content-Type': 'application/json' };
}

/** A change asked of the drafts (`/__drafts/…`), as the editor's page sends it. */
const post = (key: Record<string, string>, at: string, body: unknown) =>
  fetch(`${origin}${at}`, { method: 'POST', headers: key, body: JSON.stringify(body) });

/** Starts a change with `title` (and opens it): its id. */
async function startChange(key: Record<string, string>, title: string): Promise<string> {
  const started = await post(key, '/__drafts/new', { title });
  expect(started.status).toBe(200);
  return ((await started.json()) as { draft: { id: string } }).draft.id;
}

const auditLines = async () =>
  (await readFile(inCopy('.editor', 'audit.log'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);

describe('Given the editor served for a team', () => {
  it('says whom it serves and where, and answers nothing without a session', async () => {
    expect(output).toMatch(
      new RegExp(`Editor for 2 people and whoever 127.0.0.1:\\d+ lets in at ${origin} — \\d+ pages`),
    );
    const page = await fetch(`${origin}/_edit/privacy`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/_edit/sign-in?next=%2F_edit%2Fprivacy');
    const site = await fetch(`${origin}/`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(site.status).toBe(303);
    const refused = [
      ['GET', '/@vite/client'],
      ['GET', '/src/editor/app.tsx'],
      ['GET', '/pages-data/privacy.ts'],
      ['GET', `/@fs${path.resolve(dir, 'package.json')}`],
      ['GET', '/__open-in-editor?file=package.json'],
      ['GET', '/__editor/session'],
      ['GET', '/__editor/context'],
      ['GET', '/__editor/page?path=/privacy'],
      ['GET', '/__editor/changes'],
      ['POST', '/__editor/save'],
      ['POST', '/__editor/publish'],
      ['POST', '/__editor/upload?name=x'],
      ['POST', '/__editor/theme'],
      ['POST', '/__editor/discard'],
      ['POST', '/__editor/new'],
    ];
    for (const [method, at] of refused) {
      const response = await fetch(`${origin}${at}`, { method, headers: { 'Sec-Fetch-Site': 'same-origin' } });
      expect([at, response.status]).toEqual([at, 401]);
      expect(await response.text()).toMatch(/^(\{"error":")?Sign in first, at \/_edit\/sign-in\./);
    }
    expect(await upgrade()).toBe(401);
    // The sign-in page shows the form alone: nothing of the site, under a policy that loads nothing else.
    const form = await fetch(`${origin}/_edit/sign-in`);
    const html = await form.text();
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/Brightline|<script|src=/);
    expect(form.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
  });

  it('limits wrong passwords, in the same words whether the account exists or not', async () => {
    const wrong = await signIn(PUBLISHER.email, 'not the password at all');
    expect(wrong.status).toBe(401);
    const wrongText = await wrong.text();
    expect(wrongText).toContain('The email or the password is not right.');
    const unknown = [];
    for (let i = 0; i < 3; i++) unknown.push(await signIn('nobody@example.com', 'not the password at all'));
    expect(unknown.map((response) => response.status)).toEqual([401, 401, 401]);
    expect((await unknown[0]!.text()).replace('nobody@example.com', PUBLISHER.email)).toBe(wrongText);
    const stopped = await signIn('nobody@example.com', 'not the password at all');
    expect(stopped.status).toBe(429);
    expect(await stopped.text()).toContain('Too many attempts to sign in. Try again in 15 minutes');
    expect(stopped.headers.get('set-cookie')).toBeNull();
  });

  it('signs an author in from the form, with a cookie for this site only, and says what the role leaves to others', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    await page.goto(`${origin}/_edit/privacy`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/_edit/sign-in');
    await page.getByLabel('Email').fill(AUTHOR.email);
    await page.getByLabel('Password').fill(AUTHOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/_edit/privacy`, { waitUntil: 'commit' });
    const header = page.locator('[data-editor-signed-in]');
    await expect.poll(() => header.textContent(), { timeout: 45_000 }).toContain('Mara Lind · Author');
    expect(await page.locator('[data-editor-role-note="publish"]').textContent()).toBe(
      'Publishing is for publishers: ask Lena Berg.',
    );
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'editor-session', httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    const signedCookie = `${cookie!.name}=${cookie!.value}`;
    expect(await upgrade(signedCookie)).toBe(101);
    // Signed in or not, the accounts and the audit log are not served.
    for (const at of [
      '/.editor/accounts.json',
      '/.editor/accounts.json?raw',
      `/@fs${dir}/.editor/audit.log`,
      '/%2Eeditor/accounts.json',
    ]) {
      const kept = await fetch(`${origin}${at}`, { headers: { Cookie: signedCookie } });
      expect([at, kept.status]).toEqual([at, 404]);
      expect(await kept.text()).not.toContain('scrypt');
    }

    // A forged request with the author's own session and key: the endpoint itself refuses it.
    const headers = await keyOf(signedCookie);
    const publish = await fetch(`${origin}/__editor/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'Sneaky', files: ['pages-data/privacy.ts'] }),
    });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({ error: 'Publishing is for publishers: ask Lena Berg.' });
    const elsewhere = await fetch(`${origin}/__editor/save`, {
      method: 'POST',
      headers: { ...headers, Origin: 'http://evil.example' },
      body: '{}',
    });
    expect(elsewhere.status).toBe(403);

    // The author saves a change (as the editor sends it) into a change of her own, and the publisher publishes it.
    const draft = await startChange(headers, 'Privacy words');
    const loaded = (await (await fetch(`${origin}/__editor/page?path=/privacy`, { headers })).json()) as {
      file: string;
      version: string;
      data: { meta: { description: string } };
    };
    const data = { ...loaded.data, meta: { ...loaded.data.meta, description: 'How we keep your data safe.' } };
    const saved = await fetch(`${origin}/__editor/save`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ file: loaded.file, version: loaded.version, data, address: '/privacy' }),
    });
    expect(saved.status).toBe(200);

    const lena = cookieOf(await signIn(PUBLISHER.email, PUBLISHER.password));
    // Two people at once in one change (the publisher opens the author's): on different pages both saves
    // land; on one page, the second merges the first.
    type Loaded = { file: string; version: string; data: { meta: Record<string, string> } };
    const lenaKey = await keyOf(lena);
    expect((await post(lenaKey, '/__drafts/open', { id: draft })).status).toBe(200);
    const load = async (at: string) =>
      (await (await fetch(`${origin}/__editor/page?path=${at}`, { headers })).json()) as Loaded;
    const save = (key: Record<string, string>, page: Loaded, address: string, meta: Record<string, string>) =>
      fetch(`${origin}/__editor/save`, {
        method: 'POST',
        headers: key,
        body: JSON.stringify({
          file: page.file,
          version: page.version,
          base: page.data,
          data: { ...page.data, meta: { ...page.data.meta, ...meta } },
          address,
        }),
      });
    const [privacy, home] = await Promise.all([load('/privacy'), load('/')]);
    const apart = await Promise.all([
      save(headers, privacy, '/privacy', { title: 'Privacy | Brightline' }),
      save(lenaKey, home, '/', { description: 'Software people like to use.' }),
    ]);
    expect(apart.map((response) => response.status)).toEqual([200, 200]);
    const again = await load('/privacy');
    const together = await Promise.all([
      save(headers, again, '/privacy', { title: 'Privacy at Brightline' }),
      save(lenaKey, again, '/privacy', { description: 'How we keep your data, in plain words.' }),
    ]);
    expect(together.map((response) => response.status)).toEqual([200, 200]);
    expect((await load('/privacy')).data.meta).toMatchObject({
      title: 'Privacy at Brightline',
      description: 'How we keep your data, in plain words.',
    });
    expect((await post(headers, '/__drafts/review', { id: draft, note: 'Shorter words' })).status).toBe(200);
    const published = await post(lenaKey, '/__drafts/publish', { id: draft });
    expect(published.status).toBe(200);
    expect(await git('log', '-1', '--format=%an <%ae>|%cn <%ce>|%s')).toBe(
      'Mara Lind <mara@example.com>|Editor Server <editor@example.com>|Privacy words',
    );

    // Sign out ends the session on the server: the cookie it had opens nothing any more.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${origin}/_edit/sign-in`, { waitUntil: 'commit' });
    const after = await fetch(`${origin}/__editor/context`, { headers: { Cookie: signedCookie } });
    expect(after.status).toBe(401);
    await context.close();

    // A role changed ends that person's sessions at once.
    const accounts = await readAccounts(inCopy('.editor', 'accounts.json'));
    await writeAccounts(
      inCopy('.editor', 'accounts.json'),
      accounts.map((account) => (account.email === PUBLISHER.email ? { ...account, role: 'admin' as const } : account)),
    );
    expect((await fetch(`${origin}/__editor/context`, { headers: { Cookie: lena } })).status).toBe(401);
    // Now an admin, she reads the audit log, filtered by person; an author may not.
    const admin = cookieOf(await signIn(PUBLISHER.email, PUBLISHER.password));
    const maras = await fetch(`${origin}/__auth/audit?person=${AUTHOR.email}`, { headers: { Cookie: admin } });
    const { entries } = (await maras.json()) as { entries: { person: string; action: string }[] };
    expect(entries.map((entry) => entry.action)).toEqual([
      'sign-in',
      'draft new change',
      'save',
      'save',
      'save',
      'draft review requested',
      'sign-out',
    ]);
    const mara = cookieOf(await signIn(AUTHOR.email, AUTHOR.password));
    expect((await fetch(`${origin}/__auth/audit`, { headers: { Cookie: mara } })).status).toBe(403);

    const lines = await auditLines();
    const seen = lines.map(({ person, action, page: about, words }) => [person, action, about ?? '', words]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['lena@example.com', 'sign-in failed', '', 'A sign-in as lena@example.com failed'],
        ['nobody@example.com', 'sign-in refused', '', 'Too many attempts to sign in as nobody@example.com: refused'],
        ['mara@example.com', 'sign-in', '', 'Mara Lind signed in'],
        ['mara@example.com', 'save', '/privacy', 'Mara Lind saved /privacy'],
        [
          'lena@example.com',
          'draft published',
          '',
          expect.stringMatching(/^Lena Berg published "Privacy words" by Mara Lind as commit \w+$/),
        ],
        ['mara@example.com', 'sign-out', '', 'Mara Lind signed out'],
      ]),
    );
    expect(lines[0]).toMatchObject({ action: 'account added', address: 'command line' });
    expect(lines[0]!.words).toBe('Mara Lind (mara@example.com) was added as author');
    expect(lines.slice(1).every((line) => line.address === '127.0.0.1')).toBe(true);
    expect(lines.every((line) => !Number.isNaN(Date.parse(line.time ?? '')))).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(AUTHOR.password);
  }, 180_000);

  it("signs a person in through the company's identity provider, with the role of their group", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    await page.goto(`${origin}/_edit/sign-in`);
    await page.getByRole('link', { name: 'Sign in with Example ID' }).click();
    await page.locator('input[name="login"]').fill('olga@example.com');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${origin}/_edit/`, { waitUntil: 'commit' });
    const header = page.locator('[data-editor-signed-in]');
    await expect.poll(() => header.textContent(), { timeout: 45_000 }).toContain('Olga Petrova · Publisher');
    expect(await page.getByRole('button', { name: /^Reviews \(\d+\)$/ }).count()).toBe(1);
    await context.close();
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({
        person: 'olga@example.com',
        action: 'sign-in',
        words: 'Olga Petrova signed in with the identity provider',
      }),
    );
    // A callback this browser did not start is refused.
    const forged = await fetch(`${origin}/__auth/oidc/callback?code=x&state=y`);
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain('started in another browser');
  }, 120_000);
  it("keeps two people's changes of one page apart, reviews, publishes one merge, schedules, and brings pages back", async () => {
    const maraCookie = cookieOf(await signIn(AUTHOR.email, AUTHOR.password));
    const lenaCookie = cookieOf(await signIn(PUBLISHER.email, PUBLISHER.password));
    const [mara, lena] = [await keyOf(maraCookie), await keyOf(lenaCookie)];
    type Loaded = { file: string; version: string; data: { meta: Record<string, string> } };
    const load = async (key: Record<string, string>, at: string) =>
      (await (await fetch(`${origin}/__editor/page?path=${at}`, { headers: key })).json()) as Loaded;
    const save = async (key: Record<string, string>, meta: Record<string, string>) => {
      const page = await load(key, '/privacy');
      const data = { ...page.data, meta: { ...page.data.meta, ...meta } };
      const saved = await post(key, '/__editor/save', { file: page.file, version: page.version, data });
      expect(saved.status).toBe(200);
    };
    const published = await readFile(inCopy('pages-data/privacy.ts'), 'utf8');
    // Two changes of one page by two people: neither sees the other's, nor does the published site.
    const spring = await startChange(mara, 'Spring privacy');
    const heading = await startChange(lena, 'Privacy heading');
    await save(mara, { description: 'Spring: how we keep your data.' });
    await save(lena, { title: 'Privacy, plainly | Brightline' });
    expect((await load(mara, '/privacy')).data.meta.title).not.toBe('Privacy, plainly | Brightline');
    expect((await load(lena, '/privacy')).data.meta.description).not.toBe('Spring: how we keep your data.');
    expect(await readFile(inCopy('pages-data/privacy.ts'), 'utf8')).toBe(published);

    // The author, in the browser: the header names her change; she sends it to review with a note.
    const authorContext = await browser.newContext();
    await authorContext.addCookies([{ name: 'editor-session', value: maraCookie.split('=')[1]!, url: origin }]);
    const author = await authorContext.newPage();
    author.setDefaultTimeout(45_000);
    await author.goto(`${origin}/_edit/privacy`);
    const open = author.locator('[data-editor-open-change]');
    await expect
      .poll(() => open.textContent(), { timeout: 45_000 })
      .toContain('Change: Spring privacy (draft; /privacy)');
    await author.getByRole('button', { name: 'Request review' }).click();
    await author.getByLabel('A note for the publishers').fill('For the spring mailing');
    await author.getByRole('button', { name: 'Send to review' }).click();
    await expect.poll(() => open.textContent()).toContain('(in review');

    // The publisher, in the browser: the list of changes in review, one opened, sent back with a comment.
    const publisherContext = await browser.newContext();
    await publisherContext.addCookies([{ name: 'editor-session', value: lenaCookie.split('=')[1]!, url: origin }]);
    const publisher = await publisherContext.newPage();
    publisher.setDefaultTimeout(45_000);
    await publisher.goto(`${origin}/_edit/privacy`);
    await publisher.getByRole('button', { name: 'Reviews (1)' }).click();
    const list = publisher.locator('[data-editor-reviews]');
    expect(await list.textContent()).toMatch(
      /Spring privacy by Mara Lind: \/privacy, asked (just now|\d+ minutes? ago)/,
    );
    await publisher.getByRole('button', { name: 'Open review of Spring privacy' }).click();
    const review = publisher.locator('[data-editor-review]');
    await expect.poll(() => review.textContent()).toContain('Spring: how we keep your data.');
    expect(await review.textContent()).toContain('“For the spring mailing”');
    await publisher.getByLabel('What should change').fill('Say “spring” once, at the start.');
    await publisher.getByRole('button', { name: 'Request changes' }).click();
    await expect
      .poll(() => publisher.getByRole('status').allTextContents())
      .toContain('Sent “Spring privacy” back to Mara Lind.');

    // The author opens her change again and reads the comment; she fixes it and asks again.
    await author.reload();
    const comment = author.locator('[data-editor-change-comment]');
    await expect
      .poll(() => comment.textContent(), { timeout: 45_000 })
      .toBe('Lena Berg asked for changes: Say “spring” once, at the start.');
    await save(mara, { description: 'Spring: how we keep your data safe.' });
    expect((await post(mara, '/__drafts/review', { id: spring, note: 'Fixed' })).status).toBe(200);

    // Published from the review: exactly one merge of the change reaches the bare remote, by its author.
    await publisher.reload();
    await publisher.getByRole('button', { name: 'Reviews (1)' }).click();
    await publisher.getByRole('button', { name: 'Open review of Spring privacy' }).click();
    await publisher.locator('[data-editor-review]').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => publisher.getByRole('status').allTextContents()).toContain('Published “Spring privacy”.');
    const merges = (await run('git', ['--git-dir', remote, 'log', '--merges', '--format=%an|%s', 'main'])).stdout;
    expect(merges.split('\n').filter((line) => line.endsWith('|Spring privacy'))).toEqual(['Mara Lind|Spring privacy']);
    expect(await readFile(inCopy('pages-data/privacy.ts'), 'utf8')).toContain('Spring: how we keep your data safe.');
    await authorContext.close();
    await publisherContext.close();

    // The other change is brought up to date value by value: her title and the published description.
    const updated = await post(lena, '/__drafts/update', { id: heading });
    expect(await updated.json()).toMatchObject({ result: 'merged', conflicts: [] });
    expect((await load(lena, '/privacy')).data.meta).toMatchObject({
      title: 'Privacy, plainly | Brightline',
      description: 'Spring: how we keep your data safe.',
    });
    // Scheduled a few seconds ahead (the site's time zone is UTC here), it is published then.
    expect((await post(lena, '/__drafts/review', { id: heading })).status).toBe(200);
    const at = new Date(Date.now() + 3000).toISOString().slice(0, 19);
    expect((await post(lena, '/__drafts/schedule', { id: heading, at })).status).toBe(200);
    await expect.poll(() => git('log', '-1', '--format=%s'), { timeout: 20_000 }).toBe('Privacy heading');

    // History: the page's published versions in words; an older one restored as a new change.
    const history = (await (
      await fetch(`${origin}/__drafts/history?file=pages-data/privacy.ts`, { headers: mara })
    ).json()) as {
      versions: { commit: string; message: string; changes: string[] }[];
    };
    expect(history.versions.slice(0, 2).map((version) => version.message)).toEqual([
      'Privacy heading',
      'Spring privacy',
    ]);
    expect(history.versions[0]!.changes.join(' ')).toContain('Privacy, plainly | Brightline');
    const restored = await post(mara, '/__drafts/restore', {
      file: 'pages-data/privacy.ts',
      commit: history.versions[1]!.commit,
    });
    expect(restored.status).toBe(200);
    expect((await load(mara, '/privacy')).data.meta.title).not.toBe('Privacy, plainly | Brightline');
    expect(await readFile(inCopy('pages-data/privacy.ts'), 'utf8')).toContain('Privacy, plainly | Brightline');

    // A page a developer deleted is found and restored as a change.
    await git('rm', '--quiet', 'pages-data/sections/elements/avatars.ts');
    await git('commit', '--quiet', '-m', 'No avatars page');
    const deleted = (await (await fetch(`${origin}/__drafts/deleted`, { headers: mara })).json()) as {
      pages: { file: string; path: string; title: string; commit: string }[];
    };
    const avatars = deleted.pages.find((page) => page.path === '/sections/elements/avatars')!;
    expect(avatars).toMatchObject({ title: 'Avatars', person: 'Editor Server' });
    expect((await post(mara, '/__drafts/restore', { file: avatars.file, commit: `${avatars.commit}^1` })).status).toBe(
      200,
    );
    expect((await fetch(`${origin}/__editor/page?path=/sections/elements/avatars`, { headers: mara })).status).toBe(
      200,
    );

    // Each step went to the webhook, and to the audit log.
    await expect
      .poll(() => hooked.map((call) => call.event))
      .toEqual(
        expect.arrayContaining([
          'review requested',
          'changes requested',
          'published',
          'scheduled',
          'scheduled publish',
        ]),
      );
    expect(hooked.find((call) => call.event === 'scheduled publish')!.text).toMatch(
      /^"Privacy heading" by Lena Berg was published as scheduled \(approved by Lena Berg\) as commit \w+/,
    );
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({ action: 'draft scheduled publish', address: 'the editor' }),
    );
  }, 120_000);
});
