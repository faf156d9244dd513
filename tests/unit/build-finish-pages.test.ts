import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltPageFile } from '../../scripts/lib/build/built-pages';
import { finishPages, type FinishPagesInput, stylesheetReader } from '../../scripts/lib/build/finish-pages';
import { HTML_BUDGET } from '../../scripts/lib/build/page-weight';
import { BuildStepError } from '../../scripts/lib/build/step';

const scripts = { shell: '/assets/shell-1.js', islands: '/assets/islands-2.js', searchDialog: '/assets/search-3.js' };
const BASE = '<link rel="stylesheet" href="/assets/root-abcdefgh.css" data-precedence="base"/>';
const BLOCK = '<link rel="stylesheet" href="/assets/hero-12345678.css" data-precedence="hero"/>';
const ROUTER =
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/entry.client-1.js";</script>';
const ICONS = '<script type="application/json" id="page-icons">{"star":"<svg/>"}</script>';
const page = (body: string, dir = '') =>
  `<!DOCTYPE html><html lang="en"${dir}><head>${BASE}${BLOCK}</head><body>${body}${ICONS}${ROUTER}</body></html>`;

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(os.tmpdir(), 'build-finish-'));
  await mkdir(path.join(client, 'assets'));
  await writeFile(path.join(client, 'assets', 'root-abcdefgh.css'), '.btn{margin-left:1px}');
  await writeFile(path.join(client, 'assets', 'hero-12345678.css'), '.hero{padding-left:2px}');
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

async function finish(pages: Record<string, string>, options: Partial<FinishPagesInput> = {}) {
  const built: BuiltPageFile[] = [];
  for (const [at, html] of Object.entries(pages)) {
    const htmlFile = path.join(client, at, 'index.html');
    await mkdir(path.dirname(htmlFile), { recursive: true });
    await writeFile(htmlFile, html);
    built.push({ path: at, file: `pages-data${at}.ts`, htmlFile });
  }
  const result = await finishPages({
    client,
    base: '/',
    pages: built,
    scripts,
    dataOf: new Map(),
    unpublished: () => false,
    readCss: stylesheetReader(client, '/'),
    ...options,
  });
  const html = async (at: string) => readFile(path.join(client, at, 'index.html'), 'utf8');
  return { result, html };
}

describe("Given the build's step that finishes each page", () => {
  it("should drop the router's scripts, inline the blocks' styles, and add the shell script", async () => {
    const { result, html } = await finish({ '/plain': page('<a href="/pricing/">Pricing</a><img src="/img/a.webp">') });
    const finished = await html('/plain');
    expect(finished).not.toContain('__reactRouter');
    expect(finished).not.toContain('modulepreload');
    // No island: the icons are dropped, and the islands script is not added.
    expect(finished).not.toContain('page-icons');
    expect(finished).toContain(BASE);
    expect(finished).toContain(
      '<style data-href="/assets/hero-12345678.css" data-precedence="blocks">.hero{padding-left:2px}</style>',
    );
    expect(finished).toMatch(/<script type="module" src="\/assets\/shell-1\.js"><\/script><\/body>/);
    expect(result.imageUrls).toEqual(['/img/a.webp']);
    expect(result.digests[0]).toContain('href="/pricing/"');
    expect(result.purgeContent.base?.[1]).toBe('/assets/root-abcdefgh.css');
    expect(result.rightToLeftFiles.size).toBe(0);
  });

  it("should move an island page's icons to a file of their own, add the islands script, and mirror a page written right to left", async () => {
    const { result, html } = await finish({
      '/ar': page('<div data-island="hero"></div>', ' dir="rtl"'),
      '/en': page('<div data-island="hero"></div>'),
    });
    const [ar, en] = [await html('/ar'), await html('/en')];
    const src = /id="page-icons" data-src="\/assets\/(icons-[\w-]+\.json)"/.exec(en)?.[1];
    expect(src).toBeDefined();
    expect(ar).toContain(`data-src="/assets/${src}"`);
    expect(await readFile(path.join(client, 'assets', src!), 'utf8')).toBe('{"star":"<svg/>"}');
    expect(en).toContain(
      '<script type="module" src="/assets/shell-1.js"></script><script type="module" src="/assets/islands-2.js"></script></body>',
    );
    expect(ar).toContain('.hero{padding-right:2px}');
    expect(en).toContain('.hero{padding-left:2px}');
    expect([...result.rightToLeftFiles]).toEqual([path.join(client, 'ar', 'index.html')]);
  });

  it('should fail the build on a script it does not know, a stylesheet it did not make, or a page not prerendered', async () => {
    await expect(finish({ '/x': page('<script>alert(1)</script>') })).rejects.toThrow(
      /^x\/index\.html holds a script the build does not know: <script>alert\(1\)/,
    );
    await expect(finish({ '/y': page('').replace('hero-12345678', 'gone-12345678') })).rejects.toEqual(
      new BuildStepError('a page links /assets/gone-12345678.css, which the build did not make.'),
    );
    const missing = finishPages({
      client,
      base: '/',
      pages: [{ path: '/z', file: 'pages-data/z.ts', htmlFile: path.join(client, 'z', 'index.html') }],
      scripts,
      dataOf: new Map(),
      unpublished: () => false,
      readCss: stylesheetReader(client, '/'),
    });
    await expect(missing).rejects.toThrow(`${path.join('z', 'index.html')} was not prerendered.`);
  });

  it('should list every page over the HTML budget, but for the pages never published', async () => {
    const heavy = page(`<p>${'x'.repeat(HTML_BUDGET)}</p>`);
    const failed = finish({ '/big': heavy, '/bigger': heavy });
    await expect(failed).rejects.toThrow('some pages weigh more HTML than a page may (listed above).');
    const listed = await failed.catch((error: BuildStepError) => error.listed ?? '');
    expect(listed).toContain('/big is');
    expect(listed).toContain('/bigger is');
    const { result } = await finish({ '/test': heavy }, { unpublished: () => true });
    expect(result.digests).toHaveLength(1);
    expect(existsSync(path.join(client, 'assets'))).toBe(true);
    expect(await readdir(path.join(client, 'assets'))).toHaveLength(2);
  });
});
