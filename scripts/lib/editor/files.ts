import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, realpath, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import { PathRefusedError } from './errors';

/** A page file the editor may touch: as the editor names it, and where it is. */
export interface PageFile {
  /** `pages-data/pages/company/about-us.ts`. */
  file: string;
  abs: string;
}

/** What a file's content is now, to tell whether it changed since the editor read it. */
export const fileVersion = (text: string) => createHash('sha256').update(text).digest('hex');

/** The nearest existing folder's real path, with the rest of `abs` after it (a new file's folder may not exist yet). */
async function realTarget(abs: string): Promise<string> {
  let existing = abs;
  while (!existsSync(existing)) existing = path.dirname(existing);
  return path.join(await realpath(existing), path.relative(existing, abs));
}

/**
 * Resolves a page file named as `pages-data/<path>`, refusing anything the editor must not write: a path
 * leaving the folder (`..`, absolute, a symbolic link leading out), a file that is not `.ts` or `.json`, and
 * the shared data files (`_site.ts`, `_people.ts`: any name starting with `_`) unless `allowShared`.
 */
export async function resolvePageFile(input: string, dir = PAGES_DIR, allowShared = false): Promise<PageFile> {
  const folder = path.basename(dir);
  const refuse = (rule: string) => new PathRefusedError(`"${input}" is refused: ${rule}.`);
  const given = input.replace(/\\/g, '/');
  if (path.isAbsolute(input) || /^[a-z]:/i.test(given) || given.startsWith('/')) {
    throw refuse(`give the page's path from the project, starting with ${folder}/, never an absolute path`);
  }
  const parts = given.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw refuse(`".." would lead out of ${folder}/, the only folder the editor writes in`);
  if (parts[0] === folder) parts.shift();
  const name = parts[parts.length - 1] ?? '';
  if (!/\.(ts|json)$/.test(name) || name.endsWith('.d.ts')) throw refuse('only page files (.ts or .json) are saved');
  if (parts.some((part) => part.startsWith('.'))) throw refuse('files and folders starting with "." are not pages');
  if (!allowShared && parts.some((part) => part.startsWith('_'))) {
    throw refuse(`names starting with "_" are data shared by several pages, not a page: edit the file itself`);
  }
  const abs = path.join(dir, ...parts);
  const root = await realpath(dir);
  if (!(await realTarget(abs)).startsWith(root + path.sep)) {
    throw refuse(`it leads out of ${folder}/ through a symbolic link`);
  }
  return { file: [folder, ...parts].join('/'), abs };
}

/** A hidden file beside `abs` for its next text: validation and the development server pass it by. */
export const temporaryBeside = (abs: string) =>
  path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.tmp`);

/** Replaces `abs` at once: the new text goes to a file beside it, which is then renamed over it. */
export async function writeAtomically(abs: string, text: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(abs);
  try {
    await writeFile(temporary, text);
    await rename(temporary, abs);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Creates `abs` at once, failing (EEXIST) rather than replacing a file that appeared meanwhile. */
export async function createAtomically(abs: string, text: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(abs);
  try {
    await writeFile(temporary, text, { flag: 'wx' });
    await link(temporary, abs);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Writes every file of `writes` and removes every file of `removes`, all or none: each new text goes to
 * a file beside its target first; then they are renamed over their targets one by one, and on a failure
 * each file done is put back as it was. Returns a function that puts them all back.
 */
export async function writeFilesAtomically(
  writes: readonly { abs: string; text: string }[],
  removes: readonly string[] = [],
): Promise<() => Promise<void>> {
  const originals = new Map<string, string | undefined>();
  for (const abs of [...writes.map((write) => write.abs), ...removes]) {
    originals.set(abs, await readFile(abs, 'utf8').catch(() => undefined));
  }
  const temporaries: string[] = [];
  const restore = async (done: Iterable<string>) => {
    for (const abs of done) {
      const original = originals.get(abs);
      if (original === undefined) await unlink(abs).catch(() => undefined);
      else await writeAtomically(abs, original);
    }
  };
  const done: string[] = [];
  try {
    for (const { abs, text } of writes) {
      await mkdir(path.dirname(abs), { recursive: true });
      const temporary = temporaryBeside(abs);
      await writeFile(temporary, text);
      temporaries.push(temporary);
    }
    for (const [i, { abs }] of writes.entries()) {
      done.push(abs);
      await rename(temporaries[i]!, abs);
    }
    for (const abs of removes) {
      done.push(abs);
      await unlink(abs);
    }
  } catch (error) {
    await restore(done.reverse());
    throw error;
  } finally {
    for (const temporary of temporaries) await unlink(temporary).catch(() => undefined);
  }
  return () => restore([...originals.keys()].reverse());
}
