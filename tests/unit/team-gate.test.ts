import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, newSignInLink, readAccounts, writeAccounts } from '../../scripts/lib/team/accounts';
import { AuditLog } from '../../scripts/lib/team/audit';
import { Gate } from '../../scripts/lib/team/gate';
import { teamRequestOf } from '../../scripts/lib/team/request';
import { startProblem } from '../../scripts/lib/team/serve';
import { Sessions } from '../../scripts/lib/team/sessions';

// The gate alone, in front of a handler that says who it was handed: no development server behind it.

let dir: string;
let accountsFile: string;
let linkKey: string;
const servers: Server[] = [];

async function gateAt(baseUrl: (origin: string) => string, sessions = new Sessions()) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gate = new Gate({
    accountsFile,
    baseUrl: new URL(baseUrl(origin)),
    sessions,
    audit: new AuditLog(path.join(dir, 'audit.log')),
  });
  server.on('request', (req, res) => {
    void gate.handle(req, res, () => res.end(`inside as ${teamRequestOf(req)?.person.email}`));
  });
  return origin;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'team-gate-'));
  accountsFile = path.join(dir, 'accounts.json');
  const { key, link } = newSignInLink();
  linkKey = key;
  await writeAccounts(accountsFile, [
    {
      email: 'mara@example.com',
      name: 'Mara',
      role: 'author',
      password: await hashPassword('mara types slowly'),
      since: 0,
    },
    { email: 'noor@example.com', name: 'Noor', role: 'author', link, since: 0 },
    {
      email: 'lena@example.com',
      name: 'Lena',
      role: 'admin',
      password: await hashPassword('lena admins all'),
      since: 0,
    },
  ]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

const form = (origin: string, at: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${origin}${at}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('the gate', () => {
  it('gives a new session at each sign-in, so an id planted before it opens nothing', async () => {
    const origin = await gateAt((at) => at);
    const first = cookieOf(
      await form(origin, '/__auth/sign-in', { email: 'mara@example.com', password: 'mara types slowly' }),
    );
    const second = await form(
      origin,
      '/__auth/sign-in',
      { email: 'mara@example.com', password: 'mara types slowly' },
      { Cookie: first },
    );
    expect(cookieOf(second)).not.toBe(first);
    expect((await fetch(`${origin}/x`, { headers: { Cookie: first } })).status).toBe(401);
    expect(await (await fetch(`${origin}/x`, { headers: { Cookie: cookieOf(second) } })).text()).toBe(
      'inside as mara@example.com',
    );
  });

  it("refuses a sign-in posted from another site's page, and never sends anyone to another site after it", async () => {
    const origin = await gateAt((at) => at);
    const foreign = await form(
      origin,
      '/__auth/sign-in',
      { email: 'mara@example.com', password: 'mara types slowly' },
      { Origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const signed = await form(origin, '/__auth/sign-in', {
        email: 'mara@example.com',
        password: 'mara types slowly',
        next,
      });
      expect(signed.headers.get('location')).toBe('/_edit/');
    }
  });

  it('names its cookie __Host- and makes it Secure behind https', async () => {
    const origin = await gateAt(() => 'https://edit.example.com');
    const signed = await form(
      origin,
      '/__auth/sign-in',
      { email: 'mara@example.com', password: 'mara types slowly' },
      { Origin: 'https://edit.example.com' },
    );
    expect(signed.headers.get('set-cookie')).toMatch(
      /^__Host-editor-session=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=\d+; Secure$/,
    );
  });

  it('ends a session left idle', async () => {
    const origin = await gateAt((at) => at, new Sessions({ idleMs: 300, lifetimeMs: 60_000 }));
    const cookie = cookieOf(
      await form(origin, '/__auth/sign-in', { email: 'mara@example.com', password: 'mara types slowly' }),
    );
    expect((await fetch(`${origin}/x`, { headers: { Cookie: cookie } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const page = await fetch(`${origin}/_edit/pricing`, {
      headers: { Cookie: cookie, Accept: 'text/html' },
      redirect: 'manual',
    });
    expect([page.status, page.headers.get('location')]).toEqual([303, '/_edit/sign-in?next=%2F_edit%2Fpricing']);
  });

  it('lets a one-time sign-in link choose a password once, then signs in with it', async () => {
    const origin = await gateAt((at) => at);
    const page = await (await fetch(`${origin}/_edit/sign-in?link=${linkKey}`)).text();
    expect(page).toContain('<label for="password">New password</label>');
    const short = await form(origin, '/__auth/link', { link: linkKey, password: 'short' });
    expect(short.status).toBe(400);
    const chosen = await form(origin, '/__auth/link', { link: linkKey, password: 'noor picks a long one' });
    expect(chosen.status).toBe(303);
    expect(await (await fetch(`${origin}/x`, { headers: { Cookie: cookieOf(chosen) } })).text()).toBe(
      'inside as noor@example.com',
    );
    const noor = (await readAccounts(accountsFile)).find((account) => account.email === 'noor@example.com')!;
    expect(noor.link).toBeUndefined();
    expect(noor.password).toMatch(/^scrypt\$/);
    const again = await form(origin, '/__auth/link', { link: linkKey, password: 'someone else now' });
    expect(again.status).toBe(401);
    expect(await readFile(path.join(dir, 'audit.log'), 'utf8')).toContain('Noor chose a password with a sign-in link');
  });

  it("lets an admin manage the accounts from the editor with her session's key, but not her own", async () => {
    const sessions = new Sessions();
    const origin = await gateAt((at) => at, sessions);
    const lena = cookieOf(
      await form(origin, '/__auth/sign-in', { email: 'lena@example.com', password: 'lena admins all' }),
    );
    const mara = cookieOf(
      await form(origin, '/__auth/sign-in', { email: 'mara@example.com', password: 'mara types slowly' }),
    );
    expect((await fetch(`${origin}/__auth/accounts`, { headers: { Cookie: mara } })).status).toBe(403);
    const listed = (await (await fetch(`${origin}/__auth/accounts`, { headers: { Cookie: lena } })).json()) as {
      accounts: Record<string, string>[];
    };
    expect(listed.accounts.find((account) => account.email === 'mara@example.com')).toEqual({
      email: 'mara@example.com',
      name: 'Mara',
      role: 'author',
      credential: 'password',
    });
    expect(JSON.stringify(listed)).not.toContain('scrypt');
    const token = sessions.get(lena.split('=')[1], (email) =>
      email === 'lena@example.com'
        ? {
            email,
            name: 'Lena',
            role: 'admin',
            since: 0,
          }
        : undefined,
    )!.token;
    const change = (body: unknown, key = token) =>
      fetch(`${origin}/__auth/accounts`, {
        method: 'POST',
        headers: { Cookie: lena, Origin: origin, 'Content-Type': 'application/json', 'X-Editor-Token': key },
        body: JSON.stringify(body),
      });
    expect((await change({ action: 'remove', email: 'mara@example.com' }, 'not the key')).status).toBe(403);
    const added = await change({ action: 'add', email: 'ari@example.com', name: 'Ari', role: 'publisher' });
    expect(((await added.json()) as { link: string }).link).toMatch(
      new RegExp(`^${origin}/_edit/sign-in\\?link=[\\w-]{43}$`),
    );
    expect((await change({ action: 'role', email: 'mara@example.com', role: 'publisher' })).status).toBe(200);
    // Her role changed, Mara's session has ended.
    expect((await fetch(`${origin}/x`, { headers: { Cookie: mara } })).status).toBe(401);
    const own = await change({ action: 'role', email: 'lena@example.com', role: 'author' });
    expect(own.status).toBe(409);
    expect((await readAccounts(accountsFile)).map((account) => `${account.email} ${account.role}`)).toEqual([
      'mara@example.com publisher',
      'noor@example.com author',
      'lena@example.com admin',
      'ari@example.com publisher',
    ]);
  });

  it('keeps what the server holds for itself from everyone, signed in or not', async () => {
    const origin = await gateAt((at) => at);
    const cookie = cookieOf(
      await form(origin, '/__auth/sign-in', { email: 'mara@example.com', password: 'mara types slowly' }),
    );
    for (const at of ['/.editor/accounts.json', '/@fs/srv/site/.editor/audit.log', '/%2Eeditor/accounts.json']) {
      const kept = await fetch(`${origin}${at}`, { headers: { Cookie: cookie } });
      expect([at, kept.status]).toEqual([at, 404]);
    }
  });
});

describe('starting the server', () => {
  it('answers on another address than loopback only with accounts, or an identity provider', async () => {
    const none = path.join(dir, 'none.json');
    expect(await startProblem({ host: '127.0.0.1', accountsFile: none })).toBeUndefined();
    expect(await startProblem({ host: '0.0.0.0', accountsFile: none })).toMatch(
      /^The editor answers on 0.0.0.0 only once it has accounts, .*npm run editor:user -- add you@example.com --role admin --accounts /,
    );
    expect(await startProblem({ host: '0.0.0.0', accountsFile })).toBeUndefined();
    expect(
      await startProblem({
        host: '0.0.0.0',
        accountsFile: none,
        oidc: { issuer: 'https://id.example.com', clientId: 'x' },
      }),
    ).toBeUndefined();
  });
});
