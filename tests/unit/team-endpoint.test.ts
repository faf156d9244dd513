import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFresh } from '../../scripts/lib/editor/read-page';
import { editorEndpoint } from '../../scripts/lib/editor/server';
import { markTeamRequest, type TeamPerson } from '../../scripts/lib/team/request';
import { EDITOR_API, TOKEN_HEADER } from '../../src/editor/client';
import { HOME, pagesDir, removePagesDirs } from '../support/pages-dir';

// The editor's endpoint behind a team's gate: each request marked with its person, as `gate.ts` marks it.

const BASE = 'https://edit.example.com';
const people: Record<string, TeamPerson> = {
  author: { email: 'mara@example.com', name: 'Mara Lind', role: 'author' },
  publisher: { email: 'lena@example.com', name: 'Lena Berg', role: 'publisher' },
};
const recorded: string[] = [];

let server: Server;
let origin = '';

beforeAll(async () => {
  const dir = await pagesDir({ 'index.ts': HOME });
  const endpoint = editorEndpoint({ dir, importModule: importFresh, token: 'the solo key' });
  server = createServer((req, res) => {
    const person = people[String(req.headers['x-test-person'])];
    if (person) {
      markTeamRequest(req, {
        person,
        token: `key of ${person.email}`,
        origin: BASE,
        address: '10.0.0.7',
        publishers: ['Lena Berg'],
        record: (action, words) => recorded.push(`${action}: ${words}`),
      });
    }
    req.url = req.url!.slice(EDITOR_API.length);
    endpoint(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removePagesDirs();
});

const as = (role: string, headers: Record<string, string> = {}) => ({
  'X-Test-Person': role,
  'Sec-Fetch-Site': 'same-origin',
  Origin: BASE,
  'Content-Type': 'application/json',
  [TOKEN_HEADER]: `key of ${people[role]!.email}`,
  ...headers,
});

describe("the editor's endpoint for a team", () => {
  it("hands each person their own session's key, who they are and what their role cannot do", async () => {
    const answer = await fetch(`${origin}${EDITOR_API}/session`, { headers: as('author') });
    expect(await answer.json()).toEqual({
      token: 'key of mara@example.com',
      person: people.author,
      cannot: expect.objectContaining({ publish: 'Publishing is for publishers: ask Lena Berg.' }) as unknown,
    });
  });

  it("refuses an author's publish and discard, and a rename in a save, on the server", async () => {
    const publish = await fetch(`${origin}${EDITOR_API}/publish`, {
      method: 'POST',
      headers: as('author'),
      body: JSON.stringify({ message: 'Sneaky', files: ['pages-data/index.ts'] }),
    });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({ error: 'Publishing is for publishers: ask Lena Berg.' });
    const discard = await fetch(`${origin}${EDITOR_API}/discard`, {
      method: 'POST',
      headers: as('author'),
      body: JSON.stringify({ file: 'pages-data/index.ts' }),
    });
    expect(discard.status).toBe(403);
    const page = (await (await fetch(`${origin}${EDITOR_API}/page?path=/`, { headers: as('author') })).json()) as {
      file: string;
      version: string;
      data: unknown;
    };
    const rename = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('author'),
      body: JSON.stringify({ ...page, address: '/start' }),
    });
    expect(rename.status).toBe(403);
    expect(await rename.json()).toEqual({ error: 'Renaming or moving a page is for publishers: ask Lena Berg.' });
  });

  it("refuses another person's key, and a change from any origin but the team's address", async () => {
    const body = JSON.stringify({ file: 'pages-data/index.ts', version: 'x', data: {} });
    const theirs = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('author', { [TOKEN_HEADER]: 'key of lena@example.com' }),
      body,
    });
    expect(theirs.status).toBe(403);
    const solo = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('author', { [TOKEN_HEADER]: 'the solo key' }),
      body,
    });
    expect(solo.status).toBe(403);
    const elsewhere = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('author', { Origin: origin }),
      body,
    });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ error: 'The editor accepts requests from its own pages only.' });
  });

  it("saves a publisher's edit, records it in words, and names her when another's save merges it", async () => {
    const page = (await (await fetch(`${origin}${EDITOR_API}/page?path=/`, { headers: as('publisher') })).json()) as {
      file: string;
      version: string;
      data: { meta: Record<string, string> };
    };
    const saved = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('publisher'),
      body: JSON.stringify({ ...page, data: { ...page.data, meta: { ...page.data.meta, title: 'Welcome home' } } }),
    });
    expect(saved.status).toBe(200);
    expect(recorded).toEqual(['save: Lena Berg saved /']);
    // Mara saves from the page as it was before: her change merges with Lena's, which is named as hers.
    const merged = await fetch(`${origin}${EDITOR_API}/save`, {
      method: 'POST',
      headers: as('author'),
      body: JSON.stringify({
        ...page,
        base: page.data,
        data: { ...page.data, meta: { ...page.data.meta, description: 'Where it all starts.' } },
      }),
    });
    expect(merged.status).toBe(200);
    const answer = (await merged.json()) as { theirsBy?: string; data: { meta: Record<string, string> } };
    expect(answer.theirsBy).toBe('Lena Berg');
    expect(answer.data.meta).toMatchObject({ title: 'Welcome home', description: 'Where it all starts.' });
  });
});
