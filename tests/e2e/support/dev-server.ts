import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeScaleProject } from '../../../scripts/lib/scale';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from '../../../scripts/lib/free-port';

/** A development server an end-to-end test started, as a developer starts it: `npm run <script>`. */
export interface DevServer {
  origin: string;
  /** Everything it printed so far, colours removed, and a line when it exits. */
  output(): string;
  process: ChildProcess;
  stop(): void;
}

/**
 * Runs `npm run <script>` on a free port of 127.0.0.1 and waits until it prints `ready` (its address by
 * default), or throws with what it printed.
 */
export async function startDevServer(
  script: 'dev' | 'edit',
  ready?: (origin: string) => string,
  cwd = process.cwd(),
): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', script, '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    cwd,
  });
  // The server may colour its banner (a terminal that forces colour does), which splits the URL.
  let output = '';
  const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  child.once('exit', (code, signal) => (output += `\n[the development server exited: ${signal ?? code}]\n`));
  const banner = ready ? ready(origin) : origin;
  for (const started = Date.now(); !output.includes(banner);) {
    if (Date.now() - started > 60_000) throw new Error(`npm run ${script} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    process: child,
    stop() {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/**
 * A copy of the project in a folder of its own, for a test whose edits must not touch the project's
 * files. Its node_modules holds hard links to the project's package files (no copy of their bytes, and
 * no symbolic link the development server would refuse to serve from), so its server keeps its own
 * Vite cache (node_modules/.vite) and never rebundles the project's.
 */
export async function projectCopy(): Promise<string> {
  const dir = await makeScaleProject(process.cwd(), 0);
  const modules = path.join(dir, 'node_modules');
  await rm(modules);
  await promisify(execFile)('cp', ['-al', path.resolve('node_modules'), modules]);
  // The caches are written in place: linked, a write in the copy would change the project's own files.
  for (const cache of ['.vite', '.cache']) await rm(path.join(modules, cache), { recursive: true, force: true });
  return dir;
}
