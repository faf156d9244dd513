// The one way this project writes a file so that no reader ever sees half of it: the new bytes go to a
// new file beside the target (a random name, created exclusively, so a file or link already there is
// never written through), which is then renamed over it. `writeIfChanged` (synchronous, for Vite's hooks
// and the build's generated files) leaves a file that already holds the bytes alone; the editor's
// family (`writeAtomically`, `createAtomically`, `writeFilesAtomically`) also refuses to write through
// a symbolic link inside the folder it may write in.
import { randomBytes } from 'node:crypto';
import { constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { link, lstat, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` only when they differ from the file's (a watching server sees no change
 * otherwise), atomically, making its folder when there is none. Says whether it wrote.
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

/** A write refused: a path on the way is a symbolic link or outside the folder, or the file was replaced meanwhile. */
export class WriteRefusedError extends Error {
  override name = 'WriteRefusedError';
}

/** What a refusal throws, with its message (the editor throws its own error, which it shows). */
export interface RefusalOptions {
  refused?: (message: string) => Error;
}

const refusedByDefault = (message: string): Error => new WriteRefusedError(message);

/** How a refusal names a path: from the folder `within` is in (`pages-data/_site.ts`). */
const shownFrom = (within: string, abs: string) => path.relative(path.dirname(within), abs).replace(/\\/g, '/');

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Refuses (`refused`, naming the path) when `abs`, or a folder on the way to it inside `within`,
 * is a symbolic link, or when `abs` is not inside `within` at all: nothing is written through a link,
 * which could lead anywhere. Parts that do not exist yet pass.
 */
export async function refuseLinks(
  abs: string,
  within: string,
  { refused = refusedByDefault }: RefusalOptions = {},
): Promise<void> {
  const inside = path.relative(within, abs);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw refused(`${shownFrom(within, abs)} is outside ${path.basename(within)}/: nothing is written there.`);
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
      throw refused(
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
async function stillOurs(temporary: Temporary, within: string, refused: (message: string) => Error): Promise<void> {
  const now = await lstat(temporary.abs);
  if (!now.isFile() || now.dev !== temporary.dev || now.ino !== temporary.ino) {
    throw refused(
      `${shownFrom(within, temporary.abs)}, the file the new text was written to, was replaced while it was being saved: nothing was written. Save again.`,
    );
  }
}

/** Renames our temporary file over `abs`, once both are checked again: a real file always takes its place. */
async function moveOver(
  temporary: Temporary,
  abs: string,
  within: string,
  refused: (message: string) => Error,
): Promise<void> {
  await stillOurs(temporary, within, refused);
  await refuseLinks(abs, within, { refused });
  await rename(temporary.abs, abs);
}

/**
 * Replaces `abs` at once: the new text goes to a new file beside it (a random name, created exclusively),
 * which is then renamed over it. Refuses (`refused`) when `abs` or a folder on the way to it
 * inside `within` is a symbolic link; refusals name the path from the folder `within` is in.
 */
export async function writeAtomically(
  abs: string,
  text: string | Uint8Array,
  within: string,
  { refused = refusedByDefault }: RefusalOptions = {},
): Promise<void> {
  await refuseLinks(abs, within, { refused });
  const temporary = await temporaryBeside(abs, text);
  try {
    await moveOver(temporary, abs, within, refused);
  } catch (error) {
    await unlink(temporary.abs).catch(() => undefined);
    throw error;
  }
}

/**
 * Creates `abs` at once (and the folders on the way), failing (EEXIST) rather than replacing a file or
 * link that appeared meanwhile; never through a symbolic link inside `within`, as `writeAtomically`.
 */
export async function createAtomically(
  abs: string,
  text: string | Uint8Array,
  within: string,
  { refused = refusedByDefault }: RefusalOptions = {},
): Promise<void> {
  await refuseLinks(abs, within, { refused });
  await mkdir(path.dirname(abs), { recursive: true });
  const temporary = await temporaryBeside(abs, text);
  try {
    await stillOurs(temporary, within, refused);
    await refuseLinks(abs, within, { refused });
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
  { refused = refusedByDefault }: RefusalOptions = {},
): Promise<() => Promise<void>> {
  const originals = new Map<string, string | undefined>();
  for (const abs of [...writes.map((write) => write.abs), ...removes]) {
    await refuseLinks(abs, within, { refused });
    originals.set(abs, await readFile(abs, 'utf8').catch(() => undefined));
  }
  const temporaries: Temporary[] = [];
  const restore = async (done: Iterable<string>) => {
    for (const abs of done) {
      const original = originals.get(abs);
      if (original === undefined) await unlink(abs).catch(() => undefined);
      else await writeAtomically(abs, original, within, { refused });
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
      await moveOver(temporaries[i]!, abs, within, refused);
    }
    for (const abs of removes) {
      done.push(abs);
      await refuseLinks(abs, within, { refused });
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
