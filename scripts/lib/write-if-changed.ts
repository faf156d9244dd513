import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `bytes` to `file` only when they differ from the file's (a watching server sees no change
 * otherwise), atomically: to a temporary file beside it, then renamed over it. Says whether it wrote.
 * Synchronous, so that a Vite config hook can call it as well as the build.
 */
export function writeIfChanged(file: string, bytes: Buffer | string): boolean {
  const next = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && readFileSync(file).equals(next)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, next);
  renameSync(temp, file);
  return true;
}
