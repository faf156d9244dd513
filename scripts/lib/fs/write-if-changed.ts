import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `bytes` to `file` only when they differ from the file's (a watching server sees no change
 * otherwise), atomically: to a new temporary file beside it (a random name, created exclusively, so a
 * file or link already there is never written through), then renamed over it. Says whether it wrote.
 * Synchronous, so that a Vite config hook can call it as well as the build.
 */
export function writeIfChanged(file: string, bytes: Buffer | string): boolean {
  const next = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && readFileSync(file).equals(next)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  writeFileSync(temp, next, { flag: 'wx' });
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return true;
}
