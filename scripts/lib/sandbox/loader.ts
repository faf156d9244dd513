import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { ImportModule } from '../../../src/content/load';
import type { LoadAnswer, LoadRequest } from './child';

const CHILD = path.join(import.meta.dirname, 'child.ts');

/** How long one data file may take to load before it is reported as hanging. */
export const FILE_TIMEOUT_MS = 20_000;

export interface SandboxOptions {
  /** Per file, in milliseconds. */
  timeoutMs?: number;
  /** Loading processes side by side. */
  workers?: number;
}

export interface Sandbox {
  importModule: ImportModule;
  close(): void;
}

interface Pending {
  request: LoadRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Loads data files in child processes with an empty environment (nothing of the machine reaches a
 * page), one file at a time per process: a file that hangs is reported by name after `timeoutMs`, a
 * file that ends its process (`process.exit`) is reported as that file's error, what a file prints
 * goes to stderr (never into a report on stdout), and a value that is not plain data (a cycle, a
 * throwing getter, a function) is refused with where it is, without a stack trace. A process that
 * failed is replaced for the files after it.
 */
export function createSandbox({ timeoutMs = FILE_TIMEOUT_MS, workers = 2 }: SandboxOptions = {}): Sandbox {
  const waiting: Pending[] = [];
  let nextId = 0;
  let closed = false;

  class Worker {
    child: ChildProcess;
    ready: boolean = false;
    current?: Pending;
    timer?: NodeJS.Timeout;

    constructor() {
      this.child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        cwd: process.cwd(),
        env: {},
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        serialization: 'json',
      });
      // What a data file prints is the author's, never part of the report.
      this.child.stdout!.pipe(process.stderr, { end: false });
      this.child.stderr!.pipe(process.stderr, { end: false });
      this.child.on('message', (message: LoadAnswer | { ready: true }) => {
        if ('ready' in message) {
          this.ready = true;
          this.next();
          return;
        }
        const pending = this.current;
        if (!pending || pending.request.id !== message.id) return;
        this.finish();
        if ('error' in message) pending.reject(new Error(message.error));
        else pending.resolve(message.hasDefault ? { default: message.value } : {});
        this.next();
      });
      this.child.on('exit', () =>
        this.failed('stopped the process loading it (process.exit?) before it gave its data'),
      );
      this.child.on('error', (error) => this.failed(`could not be loaded in a process of its own: ${error.message}`));
    }

    next(): void {
      if (!this.ready || this.current || closed) return;
      const pending = waiting.shift();
      if (!pending) return;
      this.current = pending;
      this.timer = setTimeout(() => {
        this.failed(
          `did not finish loading within ${Math.round(timeoutMs / 1000)} s: an endless loop, or an await that never settles?`,
        );
      }, timeoutMs);
      this.child.send(pending.request);
    }

    finish(): void {
      clearTimeout(this.timer);
      this.current = undefined;
    }

    /** The file being loaded failed with its process: it is reported, the process replaced. */
    failed(message: string): void {
      const pending = this.current;
      this.finish();
      this.child.removeAllListeners();
      this.child.kill('SIGKILL');
      const index = pool.indexOf(this);
      if (index >= 0) pool.splice(index, 1);
      pending?.reject(new Error(message));
      if (!closed && (waiting.length > 0 || pending)) pool.push(new Worker());
    }
  }

  const pool: Worker[] = [];
  const ensurePool = () => {
    while (pool.length < workers) pool.push(new Worker());
    for (const worker of pool) worker.next();
  };

  return {
    importModule(file) {
      if (closed) return Promise.reject(new Error('the data loader was closed'));
      return new Promise((resolve, reject) => {
        waiting.push({ request: { id: nextId++, file: path.resolve(file) }, resolve, reject });
        ensurePool();
      });
    },
    close() {
      closed = true;
      for (const worker of pool.splice(0)) {
        worker.child.removeAllListeners();
        worker.child.kill('SIGKILL');
      }
      for (const pending of waiting.splice(0)) pending.reject(new Error('the data loader was closed'));
    },
  };
}
