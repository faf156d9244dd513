import { afterEach, describe, expect, it } from 'vitest';
import { editorFetch, sessionUrl, TOKEN_HEADER, TOKEN_REFUSED_HEADER } from '../../src/editor/client';

/** The endpoint as the editor's page meets it: a key of this run, handed to its own page, asked of every change. */
function fakeEndpoint() {
  const endpoint = { key: 'first-run', sessions: 0, sent: [] as { url: string; key: string | null }[] };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url === sessionUrl) {
      endpoint.sessions++;
      return Response.json({ token: endpoint.key });
    }
    const key = new Headers(init.headers).get(TOKEN_HEADER);
    endpoint.sent.push({ url, key });
    if ((init.method ?? 'GET') === 'GET') return Response.json({ read: true });
    if (url.endsWith('/locked')) return Response.json({ error: 'Not this file.' }, { status: 403 });
    if (key !== endpoint.key) {
      return Response.json({ error: 'Not this run’s key.' }, { status: 403, headers: { [TOKEN_REFUSED_HEADER]: '1' } });
    }
    return Response.json({ saved: true });
  }) as typeof fetch;
  restore = () => (globalThis.fetch = realFetch);
  return endpoint;
}

let restore = () => {};
afterEach(() => restore());

const post = (url: string) =>
  editorFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

describe("the editor's requests", () => {
  it('Given two changes and a read, should ask for the key once, send it with each change and not with the read', async () => {
    const endpoint = fakeEndpoint();
    expect((await post('/__editor/save')).status).toBe(200);
    expect((await post('/__editor/theme')).status).toBe(200);
    expect((await editorFetch('/__editor/context')).status).toBe(200);
    expect(endpoint.sessions).toBe(1);
    expect(endpoint.sent).toEqual([
      { url: '/__editor/save', key: 'first-run' },
      { url: '/__editor/theme', key: 'first-run' },
      { url: '/__editor/context', key: null },
    ]);
  });

  it('Given the server started again since the editor opened, should fetch its new key and send the change once more', async () => {
    const endpoint = fakeEndpoint();
    await post('/__editor/save');
    endpoint.key = 'second-run';
    endpoint.sent.length = 0;
    const response = await post('/__editor/save');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true });
    expect(endpoint.sent.map((sent) => sent.key)).toEqual(['first-run', 'second-run']);
  });

  it('Given a refusal that is not about the key, should hand it on without sending again', async () => {
    const endpoint = fakeEndpoint();
    await post('/__editor/save');
    endpoint.sent.length = 0;
    const response = await post('/__editor/locked');
    expect(response.status).toBe(403);
    expect(endpoint.sent).toHaveLength(1);
  });
});
