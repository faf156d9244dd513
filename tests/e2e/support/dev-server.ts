import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

/** A development server an end-to-end test started, as a developer starts it: `npm run <script>`. */
export interface DevServer {
  origin: string;
  /** Everything it printed so far, colours removed, and a line when it exits. */
  output(): string;
  process: ChildProcess;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `npm run <script>` on a free port of 127.0.0.1 and waits until it prints `ready` (its address by
 * default), or throws with what it printed.
 */
export async function startDevServer(script: 'dev' | 'edit', ready?: (origin: string) => string): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', script, '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
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
