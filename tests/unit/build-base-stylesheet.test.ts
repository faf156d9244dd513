import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeBase } from '../../scripts/lib/build/base-stylesheet';
import { stylesheetReader } from '../../scripts/lib/build/finish-pages';
import { PurgeContent } from '../../scripts/lib/build/purge-css';

const BASE = '/docs/assets/root-abcdefgh.css';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${BASE}" data-precedence="base"/></head><body>${body}</body></html>`;

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(os.tmpdir(), 'build-base-'));
  await mkdir(path.join(client, 'assets'));
  await writeFile(
    path.join(client, 'assets', 'root-abcdefgh.css'),
    '.btn{margin-left:1px}.unused{color:red}.show{opacity:1}',
  );
  await writeFile(path.join(client, 'assets', 'shell-1.js'), 'el.classList.add("show")');
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

describe("Given the build's base stylesheet step", () => {
  it('should keep the rules a page or script uses under a new name, mirrored for pages written right to left', async () => {
    const pages = { en: page('<a class="btn">Go</a>'), ar: page('<a class="btn">اذهب</a>') };
    const htmlFiles = Object.keys(pages).map((name) => path.join(client, `${name}.html`));
    const purgeContent = new PurgeContent();
    for (const [index, html] of Object.values(pages).entries()) {
      await writeFile(htmlFiles[index]!, html);
      purgeContent.add(html);
    }
    const digests = await purgeBase({
      client,
      base: '/docs/',
      htmlFiles,
      rightToLeftFiles: new Set([htmlFiles[1]!]),
      purgeContent,
      readCss: stylesheetReader(client, '/docs/'),
      digests: [`href="${BASE}"`, `href="${BASE}"`],
    });
    const css = (await readdir(path.join(client, 'assets'))).filter((f) => f.endsWith('.css')).sort();
    expect(css).toHaveLength(2);
    expect(existsSync(path.join(client, 'assets', 'root-abcdefgh.css'))).toBe(false);
    const [en, ar] = [await readFile(htmlFiles[0]!, 'utf8'), await readFile(htmlFiles[1]!, 'utf8')];
    const linked = (html: string) => /href="\/docs\/assets\/([^"]+\.css)"/.exec(html)![1]!;
    expect(linked(en)).not.toBe(linked(ar));
    expect(digests).toEqual([`href="/docs/assets/${linked(en)}"`, `href="/docs/assets/${linked(ar)}"`]);
    const enCss = await readFile(path.join(client, 'assets', linked(en)), 'utf8');
    expect(enCss).toContain('.btn{margin-left:1px}');
    // A class a script sets at run time stays; one nothing names goes.
    expect(enCss).toContain('.show');
    expect(enCss).not.toContain('.unused');
    expect(await readFile(path.join(client, 'assets', linked(ar)), 'utf8')).toContain('margin-right:1px');
  });

  it('should fail the build when no page links the base stylesheet', async () => {
    await expect(
      purgeBase({
        client,
        base: '/',
        htmlFiles: [],
        rightToLeftFiles: new Set(),
        purgeContent: new PurgeContent(),
        readCss: stylesheetReader(client, '/'),
        digests: [],
      }),
    ).rejects.toThrow('no page links the base stylesheet.');
  });
});
