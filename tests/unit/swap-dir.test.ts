import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeOldDirs, SwapError, swapDir } from '../../scripts/lib/fs/swap-dir';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) {
    // Folders the tests made read-only are opened again to be removed.
    execFileSync('chmod', ['-R', 'u+rwx', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A project with a built site in `dist/` and a new one in `.build/client/`, each a page naming it.
 * The modes are the owner's: the tests' unprivileged process owns these folders.
 */
function project(modes: { project?: number; dist?: number; fresh?: number } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'swap-dir-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), 'old site');
  mkdirSync(path.join(dir, '.build', 'client'), { recursive: true });
  writeFileSync(path.join(dir, '.build', 'client', 'index.html'), 'new site');
  if (modes.dist) chmodSync(path.join(dir, 'dist'), modes.dist);
  if (modes.fresh) chmodSync(path.join(dir, '.build', 'client'), modes.fresh);
  if (modes.project) chmodSync(dir, modes.project);
  return dir;
}

const site = (dir: string) => readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
const entries = (dir: string) => readdirSync(dir).sort();

/**
 * Runs the swap as a user without root's powers over files: as this user if it is not root, else as
 * root without the capabilities that bypass permissions (so the folders' owner bits decide, as they do
 * for any user). Resolves with the warnings, or the SwapError's message.
 */
function swapUnprivileged(dir: string, times = 1): Promise<{ warnings?: string[][]; error?: string }> {
  const code = `import(${JSON.stringify(path.resolve('scripts/lib/fs/swap-dir.ts'))}).then(async ({ swapDir, removeOldDirs }) => {
    const warnings = [];
    try {
      for (let i = 0; i < ${times}; i++) {
        if (i > 0) require('node:fs').cpSync('dist', '.build/client', { recursive: true });
        swapDir('.build/client', 'dist');
        warnings.push(await removeOldDirs(require('node:path').resolve('dist')));
      }
      console.log(JSON.stringify({ warnings }));
    } catch (error) {
      console.log(JSON.stringify({ error: error.message }));
    }
  });`;
  const tsx = [path.resolve('node_modules/.bin/tsx'), '-e', code];
  const drop = ['--bounding-set=-dac_override,-dac_read_search,-fowner,-linux_immutable'];
  const [command, ...args] = process.getuid?.() === 0 ? ['setpriv', ...drop, ...tsx] : tsx;
  const child = spawn(command!, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output) as { warnings?: string[][]; error?: string });
      } catch {
        reject(new Error(`The swap printed no result: ${output}`));
      }
    });
  });
}

describe('swapping a new site into dist/', () => {
  it('Given a dist/ and what earlier builds left, should put the new site in place and remove the old ones', async () => {
    const dir = project();
    mkdirSync(path.join(dir, 'dist.old'));
    mkdirSync(path.join(dir, 'dist.old-12-34'));
    swapDir(path.join(dir, '.build', 'client'), path.join(dir, 'dist'));
    expect(site(dir)).toBe('new site');
    expect(await removeOldDirs(path.join(dir, 'dist'))).toEqual([]);
    expect(entries(dir)).toEqual(['.build', 'dist']);
  });

  it('Given no dist/ yet, should put the new site there', () => {
    const dir = project();
    rmSync(path.join(dir, 'dist'), { recursive: true });
    swapDir(path.join(dir, '.build', 'client'), path.join(dir, 'dist'));
    expect(site(dir)).toBe('new site');
  });

  it('Given a new site that cannot be moved, should put the old dist/ back', () => {
    const dir = project();
    const inode = statSync(path.join(dir, 'dist')).ino;
    const swap = () => swapDir(path.join(dir, 'missing'), path.join(dir, 'dist'));
    expect(swap).toThrow(SwapError);
    expect(swap).toThrow(/The previous .*dist\/ is back in place, unchanged\.$/);
    expect(statSync(path.join(dir, 'dist')).ino).toBe(inode);
    expect(site(dir)).toBe('old site');
    expect(entries(dir)).toEqual(['.build', 'dist']);
  });
});

describe('swapping as a user without root', { timeout: 30_000 }, () => {
  it('Given a project folder the user cannot write, should fail naming dist/ and the fix, dist/ unchanged', async () => {
    const dir = project({ project: 0o555 });
    const inode = statSync(path.join(dir, 'dist')).ino;
    const { error } = await swapUnprivileged(dir);
    expect(error).toMatch(
      /^could not move dist\/ aside to put the new site in its place \(EACCES: permission denied\)/,
    );
    expect(error).toContain('sudo chown -R "$USER" dist/');
    expect(error).toMatch(/dist\/ is unchanged\.$/);
    expect(statSync(path.join(dir, 'dist')).ino).toBe(inode);
    expect(site(dir)).toBe('old site');
    expect(entries(dir)).toEqual(['.build', 'dist']);
  });

  it('Given a dist/ the user cannot empty (another user built it), should publish, warn, and build again the same way', async () => {
    const dir = project({ dist: 0o555 });
    const { warnings, error } = await swapUnprivileged(dir, 2);
    expect(error).toBeUndefined();
    expect(site(dir)).toBe('new site');
    const left = entries(dir).filter((entry) => entry.startsWith('dist.old-'));
    expect(left).toHaveLength(1);
    expect(warnings).toHaveLength(2);
    for (const each of warnings!) {
      expect(each).toEqual([
        `the previous site in ${left[0]}/ could not be removed (EACCES: permission denied); dist/ holds the new site. ` +
          `Remove it yourself (sudo rm -rf ${left[0]}/ if another user made it); the next build tries again.`,
      ]);
    }
  });

  it('Given a new site the user cannot move into place, should put the old dist/ back', async () => {
    const dir = project({ fresh: 0o555 });
    const inode = statSync(path.join(dir, 'dist')).ino;
    const { error } = await swapUnprivileged(dir);
    expect(error).toMatch(
      /^could not move the new site from \.build\/client\/ to dist\/ \(EACCES: permission denied\)/,
    );
    expect(error).toMatch(/The previous dist\/ is back in place, unchanged\.$/);
    expect(statSync(path.join(dir, 'dist')).ino).toBe(inode);
    expect(site(dir)).toBe('old site');
    expect(existsSync(path.join(dir, '.build', 'client', 'index.html'))).toBe(true);
    expect(entries(dir)).toEqual(['.build', 'dist']);
  });
});
