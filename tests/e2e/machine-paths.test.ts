import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './support/browser';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const HOME = os.homedir().replace(/\/$/, '');

/**
 * What would tell the world where and as whom the site was built: the project's folder, the build's
 * staging folder (also as the relative path a tool might keep) and the home folder. A path inside the
 * home folder is looked for (`/root/`), not the bare name, which an address such as `/assets/root-….css`
 * holds.
 */
const MACHINE_PATHS = [
  PROJECT,
  path.join(PROJECT, '.build'),
  '.build/client',
  ...(HOME.length > 1 ? [`${HOME}/`] : []),
];

/** A file's bytes as a reader of the site gets them: Pagefind's index files are gzip (`pagefind_dcd` inside). */
function readable(file: string): Buffer {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

describe('Given the built site', () => {
  const files = readdirSync(DIST_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

  it('should name no folder of the machine that built it in any file, the search index included', () => {
    expect(files.some((file) => file.includes(`${path.sep}pagefind${path.sep}fragment${path.sep}`))).toBe(true);
    const found = files.flatMap((file) => {
      const bytes = readable(file);
      return MACHINE_PATHS.filter((needle) => bytes.includes(needle)).map(
        (needle) => `${path.relative(DIST_DIR, file)} holds ${needle}`,
      );
    });
    expect(found).toEqual([]);
  });
});
