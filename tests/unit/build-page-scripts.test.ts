import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceRouterScripts } from '../../scripts/lib/build/page-scripts';

let dir: string;
let client: string;
let scriptsDir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-scripts-'));
  client = path.join(dir, 'client');
  scriptsDir = path.join(dir, 'scripts');
  await mkdir(path.join(client, 'assets'), { recursive: true });
  await mkdir(path.join(client, 'pricing'), { recursive: true });
  await mkdir(path.join(scriptsDir, 'shell', 'assets'), { recursive: true });
  for (const file of ['assets/entry.client-1.js', 'assets/root-2.js', 'assets/root-3.css', 'pricing/index.html']) {
    await writeFile(path.join(client, file), file);
  }
  for (const file of ['pricing.data', 'pricing/index.manifest']) await writeFile(path.join(client, file), '');
  await writeFile(path.join(scriptsDir, 'shell', 'assets', 'shell-4.js'), 'shell');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("Given the build's page scripts step", () => {
  it("should remove the router's scripts and data files and bring in the pages' own scripts", async () => {
    await replaceRouterScripts({
      client,
      scriptsDir,
      scriptFiles: ['shell/assets/shell-4.js', 'shell/assets/root-3.css'],
    });
    expect((await readdir(path.join(client, 'assets'))).sort()).toEqual(['root-3.css', 'shell-4.js']);
    expect(await readFile(path.join(client, 'assets', 'shell-4.js'), 'utf8')).toBe('shell');
    expect((await readdir(client, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/root-3.css',
      'assets/shell-4.js',
      'pricing',
      'pricing/index.html',
    ]);
  });

  it('should fail the build when the browser build made a stylesheet the pages do not have', async () => {
    await expect(
      replaceRouterScripts({ client, scriptsDir, scriptFiles: ['islands/assets/hero-9.css'] }),
    ).rejects.toThrow(
      "the browser build made assets/hero-9.css, which the page build did not: keep both builds' settings in scripts/lib/build/vite-shared.ts.",
    );
  });
});
