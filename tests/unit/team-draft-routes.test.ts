import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFresh } from '../../scripts/lib/editor/read-page';
import { editorEndpoint } from '../../scripts/lib/editor/server';
import { hashPassword, writeAccounts } from '../../scripts/lib/team/accounts';
import { AuditLog } from '../../scripts/lib/team/audit';
import { zonedTime } from '../../scripts/lib/team/draft-routes';
import { Drafts } from '../../scripts/lib/team/drafts';
import { Gate } from '../../scripts/lib/team/gate';
import { teamRequestOf } from '../../scripts/lib/team/request';
import { Sessions } from '../../scripts/lib/team/sessions';
import { EDITOR_API } from '../../src/editor/client';
import { HOME, SITE } from '../support/pages-dir';

// The gate of a team's editor with drafts, and the editor's endpoint behind it, on a site in a
// repository of its own: a person's saves go into their draft, a publisher reviews and publishes it.

let work: string;
let root: string;
let origin: string;
let server: Server;
let drafts: Drafts;
let audit: AuditLog;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } }).trim();

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'draft-routes-'));
  root = path.join(work, 'site');
  await mkdir(path.join(root, 'pages-data'), { recursive: true });
  await writeFile(path.join(root, 'pages-data/_site.ts'), SITE);
  await writeFile(path.join(root, 'pages-data/index.ts'), HOME);
  await writeFile(path.join(root, '.gitignore'), '.editor/\n');
  git(root, 'init', '--quiet', '--initial-branch=main');
  git(root, 'config', 'user.name', 'Editor Server');
  git(root, 'config', 'user.email', 'editor@example.com');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'The site');
  const accountsFile = path.join(root, '.editor/accounts.json');
  await writeAccounts(accountsFile, [
    {
      email: 'mara@example.com',
      name: 'Mara Lind',
      role: 'author',
      password: await hashPassword('mara types slowly'),
      since: 0,
    },
    {
      email: 'lena@example.com',
      name: 'Lena Berg',
      role: 'publisher',
      password: await hashPassword('lena publishes often'),
      since: 0,
    },
  ]);
  audit = new AuditLog(path.join(root, '.editor/audit.log'));
  drafts = await Drafts.open({
    root,
    stateDir: path.join(root, '.editor'),
    record: (person, action, words) =>
      void audit.record({ person: person.email, address: 'the editor', action, words }),
  });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gate = new Gate({
    accountsFile,
    baseUrl: new URL(origin),
    sessions: new Sessions(),
    audit,
    drafts,
    timeZone: 'Europe/Berlin',
  });
  const endpoint = editorEndpoint({ dir: path.join(root, 'pages-data'), importModule: importFresh });
  server.on('request', (req, res) => {
    void gate.handle(req, res, () => {
      if (req.url!.startsWith(EDITOR_API)) {
        req.url = req.url!.slice(EDITOR_API.length);
        return endpoint(req, res);
      }
      res.end(JSON.stringify({ draft: teamRequestOf(req)?.draft?.id ?? null }));
    });
  });
}, 30_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

/** Signs in: the headers the editor's own page sends with a change. */
async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const signed = await fetch(`${origin}/__auth/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, next: '/_edit/' }),
  });
  const cookie = signed.headers.get('set-cookie')!.split(';')[0]!;
  const session = await fetch(`${origin}${EDITOR_API}/session`, {
    headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
  });
  const { token } = (await session.json()) as { token: string };
  return { Cookie: cookie, 'X-Editor-Token': token, Origin: origin, 'Content-Type': 'application/json' };
}

const post = (headers: Record<string, string>, at: string, body: unknown) =>
  fetch(`${origin}${at}`, { method: 'POST', headers, body: JSON.stringify(body) });
const get = async (headers: Record<string, string>, at: string) =>
  (await fetch(`${origin}${at}`, { headers: { ...headers, 'Sec-Fetch-Site': 'same-origin' } })).json() as Promise<
    Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  >;

interface Loaded {
  file: string;
  version: string;
  data: { meta: Record<string, string>; blocks: Record<string, unknown>[] };
}

describe("a team's drafts behind the gate", () => {
  it('keeps an author’s saves in their draft until a publisher reviews and publishes it', async () => {
    const mara = await signIn('mara@example.com', 'mara types slowly');
    const lena = await signIn('lena@example.com', 'lena publishes often');
    const loaded = (await get(mara, `${EDITOR_API}/page?path=/`)) as unknown as Loaded;
    const save = (as: Record<string, string>, page: Loaded, title: string) =>
      post(as, `${EDITOR_API}/save`, {
        file: page.file,
        version: page.version,
        base: page.data,
        data: { ...page.data, blocks: [{ ...page.data.blocks[0], title }] },
      });
    const refused = await save(mara, loaded, 'Spring at Acme');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/start one with New change/);

    const started = await post(mara, '/__drafts/new', { title: 'Spring campaign' });
    expect(started.status).toBe(200);
    const { draft } = (await started.json()) as { draft: { id: string; branch: string } };
    expect((await save(mara, loaded, 'Spring at {company.name}')).status).toBe(200);
    // The draft has the change; the published copy and the publisher's canvas do not.
    expect(((await get(mara, `${EDITOR_API}/page?path=/`)) as unknown as Loaded).data.blocks[0]!.title).toBe(
      'Spring at {company.name}',
    );
    expect(((await get(lena, `${EDITOR_API}/page?path=/`)) as unknown as Loaded).data.blocks[0]!.title).toBe(
      'Welcome to {company.name}',
    );
    expect(await readFile(path.join(root, 'pages-data/index.ts'), 'utf8')).toBe(HOME);
    const listed = await get(mara, '/__drafts');
    expect(listed.open).toMatchObject({ id: draft.id, title: 'Spring campaign', state: 'draft', pages: ['/'] });
    expect(listed.review).toEqual([]);
    const direct = await post(lena, `${EDITOR_API}/publish`, { message: 'Sneaky', files: ['pages-data/index.ts'] });
    expect(direct.status).toBe(409);

    expect((await post(mara, '/__drafts/review', { id: draft.id, note: 'For the mailing' })).status).toBe(200);
    const denied = await post(mara, '/__drafts/publish', { id: draft.id });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: 'Publishing is for publishers.' });
    const queue = await get(lena, '/__drafts');
    expect(queue.review).toEqual([
      expect.objectContaining({ id: draft.id, author: { email: 'mara@example.com', name: 'Mara Lind' }, pages: ['/'] }),
    ]);
    const review = await get(lena, `/__drafts/changes?id=${draft.id}`);
    expect(review.review.pages[0].changes).toEqual([expect.stringContaining('Spring at {company.name}')]);

    // A private preview: the publisher opens the draft by its address, and the canvas draws it.
    const preview = await fetch(`${origin}/_edit/?change=${draft.id}`, {
      headers: { Cookie: lena.Cookie!, Accept: 'text/html' },
    });
    expect(await preview.json()).toEqual({ draft: draft.id });
    expect(((await get(lena, `${EDITOR_API}/page?path=/`)) as unknown as Loaded).data.blocks[0]!.title).toBe(
      'Spring at {company.name}',
    );
    const nosy = await fetch(`${origin}/_edit/?change=${draft.id}`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(nosy.status).toBe(303);

    const back = await post(lena, '/__drafts/request-changes', { id: draft.id, comment: 'Name the season twice.' });
    expect(back.status).toBe(200);
    expect((await get(mara, '/__drafts')).open).toMatchObject({
      state: 'changes requested',
      comment: 'Name the season twice.',
      commentBy: { name: 'Lena Berg' },
    });
    await post(mara, '/__drafts/review', { id: draft.id, note: 'Done' });
    const early = await post(lena, '/__drafts/schedule', { id: draft.id, at: '2001-01-01T09:00' });
    expect(await early.json()).toEqual({ error: 'Choose a time still to come.' });
    const published = await post(lena, '/__drafts/publish', { id: draft.id });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ push: 'no remote', draft: { state: 'published' } });
    expect(await readFile(path.join(root, 'pages-data/index.ts'), 'utf8')).toContain(
      "title: 'Spring at {company.name}'",
    );
    expect(git(root, 'log', '-1', '--format=%an|%cn|%s')).toBe('Mara Lind|Editor Server|Spring campaign');

    const history = await get(mara, '/__drafts/history?file=pages-data/index.ts');
    expect(history.versions.map((v: { message: string }) => v.message)).toEqual(['Spring campaign', 'The site']);
    const entries = await audit.read();
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'draft new change',
        'save',
        'draft review requested',
        'draft changes requested',
        'draft published',
      ]),
    );
  }, 60_000);

  it('reads a "publish at" time in the site’s time zone', () => {
    expect(zonedTime('2026-12-24T09:00', 'Europe/Berlin').toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(zonedTime('2026-07-01T09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedTime('2026-03-29T03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTime('2026-12-24T09:00', 'UTC').toISOString()).toBe('2026-12-24T09:00:00.000Z');
  });
});
