import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StaleFileError } from '../../scripts/lib/editor/errors';
import { reviewChanges } from '../../scripts/lib/editor/publish';
import { importFresh } from '../../scripts/lib/editor/read-page';
import { editorEndpoint } from '../../scripts/lib/editor/server';
import type { SiteStyle } from '../../src/editor/api';
import { EDITOR_API, TOKEN_HEADER } from '../../src/editor/client';
import { readSiteStyle, saveSiteStyle, ThemeRefusedError } from '../../scripts/lib/editor/theme';
import { load, removePagesDirs, settings, siteDir } from '../support/pages-dir';

afterAll(removePagesDirs);

describe('Given the site settings and the Site style panel', () => {
  it('should write a new main colour in place of the old one, leaving every other character of the file as it was', async () => {
    const { dir, site } = await siteDir();
    const style = await readSiteStyle({ dir });
    const was = style.theme.colors.primary;
    expect(site).toContain(`primary: '${was}'`);
    const saved = await saveSiteStyle(
      {
        version: style.version,
        theme: { ...style.theme, colors: { ...style.theme.colors, primary: '#2E7D32' } },
      },
      { dir },
    );
    const text = await settings(dir);
    expect(text).toBe(site.replace(`primary: '${was}'`, "primary: '#2e7d32'"));
    expect(saved.theme.colors.primary).toBe('#2e7d32');
    expect((await readSiteStyle({ dir })).version).toBe(saved.version);
    // The settings still load, and their style passes validation (the folder has no privacy page to link to).
    const { problems } = await load(dir);
    expect(problems.filter((problem) => problem.path.length === 0 || problem.path[0] === 'theme')).toEqual([]);
  });

  it('should refuse a main colour white text does not read on, naming the colour and writing nothing', async () => {
    const { dir, site } = await siteDir();
    const style = await readSiteStyle({ dir });
    const attempt = saveSiteStyle(
      { version: style.version, theme: { ...style.theme, colors: { ...style.theme.colors, primary: '#7fd3ff' } } },
      { dir },
    );
    await expect(attempt).rejects.toThrow(ThemeRefusedError);
    await expect(attempt).rejects.toThrow(/Site style › Main colour: primary #7fd3ff .* is 1\.6:1; AA needs 4\.5:1/);
    expect(await settings(dir)).toBe(site);
  });

  it('should refuse a style read before the style in the file was changed elsewhere, and keep a change made to another setting', async () => {
    const { dir, site } = await siteDir();
    const style = await readSiteStyle({ dir });
    // Someone else darkens the main colour in the file meanwhile.
    const theirs = site.replace(`primary: '${style.theme.colors.primary}'`, "primary: '#0d47a1'");
    await writeFile(path.join(dir, '_site.ts'), theirs);
    const mine = { ...style.theme, colors: { ...style.theme.colors, primary: '#2e7d32' } };
    await expect(saveSiteStyle({ version: style.version, theme: mine }, { dir })).rejects.toThrow(StaleFileError);
    await expect(saveSiteStyle({ version: style.version, theme: mine, base: style.theme }, { dir })).rejects.toThrow(
      /changed on disk since Site style was opened/,
    );
    expect(await settings(dir)).toBe(theirs);

    // A change elsewhere in the file (the support address) is merged with the style.
    const other = site.replace('support@brightline-software.example', 'help@brightline-software.example');
    await writeFile(path.join(dir, '_site.ts'), other);
    await saveSiteStyle({ version: style.version, theme: { ...mine, radius: 'none' }, base: style.theme }, { dir });
    const text = await settings(dir);
    expect(text).toContain('help@brightline-software.example');
    expect(text).toContain("primary: '#2e7d32'");
    expect(text).toContain("radius: 'none'");
  });
});

describe('Given a style saved since the last publish', () => {
  it('should list the site settings in the review, the colour’s change in words', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'theme-publish-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: { ...process.env, LC_ALL: 'C' } });
      await mkdir(path.join(root, 'pages-data'));
      const site = await readFile(path.resolve('pages-data/_site.ts'), 'utf8');
      await writeFile(path.join(root, 'pages-data/_site.ts'), site);
      git('init', '--quiet', '--initial-branch=main');
      git('add', '--all');
      git('-c', 'user.name=Mara', '-c', 'user.email=mara@example.com', 'commit', '--quiet', '-m', 'The site');
      const was = /primary: '(#[0-9a-f]{6})'/.exec(site)![1]!;
      await writeFile(path.join(root, 'pages-data/_site.ts'), site.replace(`primary: '${was}'`, "primary: '#2e7d32'"));
      const review = await reviewChanges(root);
      expect(review.pages).toEqual([
        expect.objectContaining({
          file: 'pages-data/_site.ts',
          title: 'Site settings',
          kind: 'changed',
          changes: [`Site style › Main colour: “${was}” → “#2e7d32”`],
        }),
      ]);
      expect(review.files).toEqual(['pages-data/_site.ts']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('Given the editor’s endpoint', () => {
  it('should send the style, and answer a failing colour with 422 naming it, writing nothing', async () => {
    const { dir, site } = await siteDir();
    const endpoint = editorEndpoint({ dir, importModule: importFresh, token: 'this-run' });
    const server = createServer((req, res) => {
      req.url = req.url!.slice(EDITOR_API.length);
      endpoint(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EDITOR_API}/theme`;
      const style = (await (await fetch(url)).json()) as SiteStyle;
      expect(style.file).toBe('pages-data/_site.ts');
      const theme = { ...style.theme, colors: { ...style.theme.colors, danger: '#ff8a80' } };
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: 'this-run' },
        body: JSON.stringify({ version: style.version, theme }),
      });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /^The site style was not saved: Site style › Danger: danger #ff8a80/,
      );
      expect(await settings(dir)).toBe(site);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
