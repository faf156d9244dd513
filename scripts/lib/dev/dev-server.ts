// `npm run dev` or `npm run edit` started on a free port, as a developer starts it: for the end-to-end tests
// and the editor bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from './free-port';

/** A development server started as a developer starts it: `npm run <script>`. */
export interface DevServer {
  origin: string;
  /** Everything it printed so far, colours removed, and a line when it exits. */
  output(): string;
  process: ChildProcess;
  stop(): void;
}

/**
 * Runs `npm run <script>` in `cwd` on a free port of 127.0.0.1 and waits until it prints `ready` (its
 * address by default). When it exits first or takes over `timeoutMs`, it is stopped and this throws
 * with what it printed. `env` adds to the environment it inherits.
 */
export async function startDevServer(
  script: 'dev' | 'edit',
  ready?: (origin: string) => string,
  cwd = process.cwd(),
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', script, '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    cwd,
    env: { ...process.env, ...env },
  });
  // The server may colour its banner (a terminal that forces colour does), which splits the URL.
  let output = '';
  const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  child.once('exit', (code, signal) => (output += `\n[the development server exited: ${signal ?? code}]\n`));
  const stop = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const banner = ready ? ready(origin) : origin;
  for (const started = Date.now(); !output.includes(banner);) {
    if (Date.now() - started > timeoutMs || child.exitCode !== null || child.signalCode !== null) {
      stop();
      throw new Error(`npm run ${script} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, output: () => output, process: child, stop };
}
