// One build at a time in a project: two builds share .build/ and .cache/site-build/, and the second
// would publish pages that link the first one's scripts. The lock is a file made with an exclusive
// create, holding its build's process id and start time.
import { existsSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock's file, in the project's folder. */
export const BUILD_LOCK = '.build.lock';

interface Holder {
  pid: number;
  /** When its build took the lock, in ms since the epoch. */
  started: number;
}

/** Thrown when another build holds the lock: its message says which and what to do. */
export class BuildLockError extends Error {
  override name = 'BuildLockError';
}

/** "12 s", "3 min", "2 h": how long ago a build started. */
function elapsed(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (Number.isInteger(holder.pid) && typeof holder.started === 'number') return holder as Holder;
  } catch {
    // Missing, or read between its creation and its first write.
  }
  return undefined;
}

/**
 * When a process started, in ms since the epoch (Linux: /proc), or undefined where that cannot be
 * read. A process that started after the lock was taken only reuses the id of the build that took it.
 */
function processStart(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses; the start time (in clock ticks since boot) is the 20th.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    // Linux counts these ticks at 100 a second (USER_HZ) on every architecture it runs on.
    return Number.isFinite(ticks) && boot ? boot * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the build that wrote `holder` may still run: its process exists and is not a newer one. */
function isRunning(holder: Holder, self: number): boolean {
  if (holder.pid === self) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists, as another user's.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(holder.pid);
  // A few seconds' grace for the boot time's rounding and a clock set while the build runs.
  return start === undefined || start < holder.started + 10_000;
}

export interface BuildLock {
  /** The lock's file. */
  file: string;
  /** Removes the lock if it is still this build's. Synchronous, so it can run as the process exits. */
  release(): void;
}

export interface LockOptions {
  /** The build's process id; this process's by default. */
  pid?: number;
  now?: number;
  /** Told when the lock of a build that ended without releasing it is taken over. */
  notice?: (message: string) => void;
}

/**
 * Takes the project's build lock, or throws a BuildLockError naming the build that holds it (and
 * writes nothing). The lock of a build whose process is gone (killed, or its machine restarted) is
 * taken over, with a notice.
 */
export function acquireBuildLock(root: string, options: LockOptions = {}): BuildLock {
  const { pid = process.pid, now = Date.now(), notice = console.warn } = options;
  const file = path.join(root, BUILD_LOCK);
  const text = `${JSON.stringify({ pid, started: now } satisfies Holder)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx' });
      return {
        file,
        release() {
          if (readHolder(file)?.pid === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder === undefined) {
      // Being written this very moment, or left empty by a build killed as it took the lock.
      const age = existsSync(file) ? now - statSync(file).mtimeMs : 0;
      if (age < 5_000) {
        throw new BuildLockError(
          `Another build is starting in this project; wait for it to finish, or stop it. If no build runs, delete ${BUILD_LOCK}.`,
        );
      }
    } else if (isRunning(holder, pid)) {
      throw new BuildLockError(
        `Another build (pid ${holder.pid}, started ${elapsed(now - holder.started)} ago) is running in this project; ` +
          `wait for it to finish, or stop it (kill ${holder.pid}). If no build runs, delete ${BUILD_LOCK}.`,
      );
    }
    // Stale. Moved aside first, so that of two builds taking it over at once, one removes it.
    const aside = `${file}.${pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved?.pid !== holder?.pid || moved?.started !== holder?.started) {
      // Another build took it over in between: this was its new lock, which goes back.
      try {
        renameSync(aside, file);
      } catch {
        unlinkSync(aside);
      }
      continue;
    }
    unlinkSync(aside);
    notice(
      holder
        ? `A build (pid ${holder.pid}, started ${elapsed(now - holder.started)} ago) ended without finishing; this build takes over its lock.`
        : `A build ended without finishing as it started; this build takes over its lock.`,
    );
  }
  throw new BuildLockError(`Could not take the build lock ${file}: other builds keep starting.`);
}

/**
 * Takes the lock for this process and releases it however the process ends: at its end, on
 * `process.exit()` (a failed step), on an uncaught error, and on Ctrl+C, a `kill` or a closed terminal,
 * where `stop` runs first (to stop the steps running as processes of their own).
 */
export function holdBuildLock(root: string, stop: (signal: NodeJS.Signals) => void): BuildLock {
  const lock = acquireBuildLock(root);
  process.on('exit', () => lock.release());
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      stop(signal);
      process.exit(code);
    });
  }
  return lock;
}
