import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, BUILD_LOCK, BuildLockError } from '../../scripts/lib/build/build-lock';

const dirs: string[] = [];
const sleepers: ChildProcess[] = [];
afterEach(() => {
  for (const sleeper of sleepers.splice(0)) sleeper.kill();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A project folder, with the lock of a build given as its pid and start time if any. */
function project(holder?: { pid: number; started: number }): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
  dirs.push(dir);
  if (holder) writeFileSync(path.join(dir, BUILD_LOCK), JSON.stringify(holder));
  return dir;
}

/** The id of a process that runs until the test ends, as a build in progress does. */
function runningPid(): number {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  sleepers.push(sleeper);
  return sleeper.pid!;
}

/** The id of a process that has ended, as a killed build's has. */
const endedPid = () => spawnSync('true').pid;

const lockOf = (dir: string) => readFileSync(path.join(dir, BUILD_LOCK), 'utf8');

describe('the build lock', () => {
  it('Given no build runs, should take the lock with its pid and remove it when released', () => {
    const dir = project();
    const lock = acquireBuildLock(dir, { pid: 4242, now: 1000 });
    expect(JSON.parse(lockOf(dir))).toEqual({ pid: 4242, started: 1000 });
    lock.release();
    expect(existsSync(path.join(dir, BUILD_LOCK))).toBe(false);
  });

  it('Given a running build holds the lock, should refuse with its pid and age and leave its lock alone', () => {
    const pid = runningPid();
    const started = Date.now();
    const dir = project({ pid, started });
    const before = lockOf(dir);
    const take = () => acquireBuildLock(dir, { now: started + 12_000 });
    expect(take).toThrow(BuildLockError);
    expect(take).toThrow(
      `Another build (pid ${pid}, started 12 s ago) is running in this project; wait for it to finish, or stop it`,
    );
    expect(lockOf(dir)).toBe(before);
  });

  it('Given the lock of a build whose process is gone, should take it over with a notice', () => {
    const pid = endedPid();
    const dir = project({ pid, started: Date.now() - 180_000 });
    const notices: string[] = [];
    const lock = acquireBuildLock(dir, { notice: (message) => notices.push(message) });
    expect(notices).toEqual([
      `A build (pid ${pid}, started 3 min ago) ended without finishing; this build takes over its lock.`,
    ]);
    expect(JSON.parse(lockOf(dir))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(path.join(dir, BUILD_LOCK))).toBe(false);
  });

  it('Given the lock of a gone build whose pid a newer process has, should take it over', () => {
    // A machine or container that restarts hands the same ids out again.
    const dir = project({ pid: runningPid(), started: Date.now() - 3_600_000 });
    const notices: string[] = [];
    acquireBuildLock(dir, { notice: (message) => notices.push(message) }).release();
    expect(notices).toHaveLength(1);
  });
});

const TSX = path.resolve('node_modules/.bin/tsx');
const MODULE = path.resolve('scripts/lib/build/build-lock.ts');

describe('a build holding the lock', { timeout: 30_000 }, () => {
  it.each([
    ['fails a step', 'process.exit(1)', 1],
    ['throws', "throw new Error('a bug')", 1],
    ['is stopped with kill', "process.kill(process.pid, 'SIGTERM')", 143],
  ])('Given it %s, should release the lock as it exits', async (_, end, code) => {
    const dir = project();
    const script = `import(${JSON.stringify(MODULE)}).then(({ holdBuildLock }) => {
      holdBuildLock(process.cwd(), () => {});
      console.log(require('node:fs').existsSync(${JSON.stringify(BUILD_LOCK)}) ? 'held' : 'missing');
      setTimeout(() => {}, 60000);
      setTimeout(() => { ${end}; }, 10);
    });`;
    const child = spawn(TSX, ['-e', script], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(output.trim()).toBe('held');
    expect(exit).toBe(code);
    expect(existsSync(path.join(dir, BUILD_LOCK))).toBe(false);
  });
});
