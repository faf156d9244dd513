import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorEndpoint } from '../../scripts/lib/editor/server';
import { EDITOR_API } from '../../src/editor/client';
import { HOME, pagesDir, removePagesDirs } from '../support/pages-dir';

const GROUP = "export default { heading: 'Company' };\n";
const CAREERS = `export default {
  meta: { title: 'Careers', description: 'Work with us.' },
  nav: { title: 'Careers' },
  blocks: [],
};
`;

describe("Given the editor's preview of a page's social card", () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'company/_group.ts': GROUP, 'company/careers.ts': CAREERS });
    const endpoint = editorEndpoint({ dir, importModule: (file) => import(file) });
    server = createServer((req, res) => {
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

  const card = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${EDITOR_API}/card?${query}`, { headers });

  it('should draw the card of the title being typed as a 1200×630 PNG, kept nowhere', async () => {
    const response = await card(new URLSearchParams({ path: '/company/careers', title: 'Join our team' }).toString());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('should say in words what is missing from a request with no title', async () => {
    const response = await card('path=/company/careers');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Say which page and title/);
  });

  it('should refuse a picture asked for by another site', async () => {
    const response = await card('path=/&title=Home', { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
  });
});
