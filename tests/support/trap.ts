import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where hostile code would leave its marks: a folder to write in, and a listener on loopback to reach. */
export interface Trap {
  /** A folder that must stay empty. */
  dir: string;
  /** The listener's port on 127.0.0.1. */
  port: number;
  /** How many connections reached the listener. */
  connections(): number;
  close(): Promise<void>;
}

/** Opens a trap for a test of code that must reach nothing. */
export async function openTrap(): Promise<Trap> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trap-'));
  let connections = 0;
  const listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    port: (listener.address() as { port: number }).port,
    connections: () => connections,
    close: async () => {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
