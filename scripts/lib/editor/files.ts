import { createHash, randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { link, lstat, mkdir, open, readFile, realpath, rename, unlink } from 'node:fs/promises';
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

/** How a refusal names a path: from the folder `within` is in (`pages-data/_site.ts`). */
const shownFrom = (within: string, abs: string) => path.relative(path.dirname(within), abs).replace(/\\/g, '/');

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Refuses (`PathRefusedError`, naming the path) when `abs`, or a folder on the way to it inside `within`,
 * is a symbolic link, or when `abs` is not inside `within` at all: nothing is written through a link,
 * which could lead anywhere. Parts that do not exist yet pass.
 */
export async function refuseLinks(abs: string, within: string): Promise<void> {
  const inside = path.relative(within, abs);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new PathRefusedError(
      `${shownFrom(within, abs)} is outside ${path.basename(within)}/: nothing is written there.`,
    );
  }
  let at = within;
  for (const part of inside.split(path.sep)) {
    at = path.join(at, part);
    const stats = await lstat(at).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    if (!stats) return;
    if (stats.isSymbolicLink()) {
      const what = at === abs ? 'file' : 'folder';
      throw new PathRefusedError(
        `${shownFrom(within, at)}${at === abs ? '' : '/'} is a symbolic link, and nothing is written through one (it could lead anywhere): put the ${what} itself there, or remove the link, then save again.`,
      );
    }
  }
}

/** A temporary file of ours: its path, and which file it is (a file put in its place is another). */
interface Temporary {
  abs: string;
  dev: number;
  ino: number;
}

/**
 * A new hidden file beside `abs` holding `text` (validation and the development server pass hidden files
 * by), under a random name and created exclusively: an existing file or link of that name is never
 * opened, let alone written through.
 */
async function temporaryBeside(abs: string, text: string | Uint8Array): Promise<Temporary> {
  const temporary = path.join(path.dirname(abs), `.${path.basename(abs)}.${randomBytes(8).toString('hex')}.tmp`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  const handle = await open(temporary, flags, 0o666);
  try {
    await handle.writeFile(text);
    const { dev, ino } = await handle.stat();
    return { abs: temporary, dev, ino };
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
}

/** Refuses a temporary file that is no longer the one written (replaced by a link or another file meanwhile). */
async function stillOurs(temporary: Temporary, within: string): Promise<void> {
  const now = await lstat(temporary.abs);
  if (!now.isFile() || now.dev !== temporary.dev || now.ino !== temporary.ino) {
    throw new PathRefusedError(
      `${shownFrom(within, temporary.abs)}, the file the new text was written to, was replaced while it was being saved: nothing was written. Save again.`,
    );
  }
}

/** Renames our temporary file over `abs`, once both are checked again: a real file always takes its place. */
async function moveOver(temporary: Temporary, abs: string, within: string): Promise<void> {
  await stillOurs(temporary, within);
  await refuseLinks(abs, within);
  await rename(temporary.abs, abs);
}

/**
 * Replaces `abs` at once: the new text goes to a new file beside it (a random name, created exclusively),
 * which is then renamed over it. Refuses (`PathRefusedError`) when `abs` or a folder on the way to it
 * inside `within` is a symbolic link; refusals name the path from the folder `within` is in.
 */
export async function writeAtomically(abs: string, text: string | Uint8Array, within: string): Promise<void> {
  await refuseLinks(abs, within);
  const temporary = await temporaryBeside(abs, text);
  try {
    await moveOver(temporary, abs, within);
  } catch (error) {
    await unlink(temporary.abs).catch(() => undefined);
    throw error;
  }
}

/**
 * Creates `abs` at once (and the folders on the way), failing (EEXIST) rather than replacing a file or
 * link that appeared meanwhile; never through a symbolic link inside `within`, as `writeAtomically`.
 */
export async function createAtomically(abs: string, text: string | Uint8Array, within: string): Promise<void> {
  await refuseLinks(abs, within);
  await mkdir(path.dirname(abs), { recursive: true });
  const temporary = await temporaryBeside(abs, text);
  try {
    await stillOurs(temporary, within);
    await refuseLinks(abs, within);
    await link(temporary.abs, abs);
  } finally {
    await unlink(temporary.abs).catch(() => undefined);
  }
}

/**
 * Writes every file of `writes` and removes every file of `removes`, all or none, never through a
 * symbolic link inside `within` (as `writeAtomically`): each new text goes to a file beside its target
 * first; then they are renamed over their targets one by one, and on a failure each file done is put
 * back as it was. Returns a function that puts them all back.
 */
export async function writeFilesAtomically(
  writes: readonly { abs: string; text: string }[],
  removes: readonly string[],
  within: string,
): Promise<() => Promise<void>> {
  const originals = new Map<string, string | undefined>();
  for (const abs of [...writes.map((write) => write.abs), ...removes]) {
    await refuseLinks(abs, within);
    originals.set(abs, await readFile(abs, 'utf8').catch(() => undefined));
  }
  const temporaries: Temporary[] = [];
  const restore = async (done: Iterable<string>) => {
    for (const abs of done) {
      const original = originals.get(abs);
      if (original === undefined) await unlink(abs).catch(() => undefined);
      else await writeAtomically(abs, original, within);
    }
  };
  const done: string[] = [];
  try {
    for (const { abs, text } of writes) {
      await mkdir(path.dirname(abs), { recursive: true });
      temporaries.push(await temporaryBeside(abs, text));
    }
    for (const [i, { abs }] of writes.entries()) {
      done.push(abs);
      await moveOver(temporaries[i]!, abs, within);
    }
    for (const abs of removes) {
      done.push(abs);
      await refuseLinks(abs, within);
      await unlink(abs);
    }
  } catch (error) {
    await restore(done.reverse());
    throw error;
  } finally {
    for (const temporary of temporaries) await unlink(temporary.abs).catch(() => undefined);
  }
  return () => restore([...originals.keys()].reverse());
}
