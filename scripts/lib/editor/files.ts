import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import * as files from '../fs/write-file';
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

/**
 * The project's atomic writers (scripts/lib/fs/write-file.ts), refusing with the editor's
 * `PathRefusedError`, whose message the editor shows.
 */
const editorRefusal = { refused: (message: string) => new PathRefusedError(message) };

export const refuseLinks = (abs: string, within: string) => files.refuseLinks(abs, within, editorRefusal);
export const writeAtomically = (abs: string, text: string | Uint8Array, within: string) =>
  files.writeAtomically(abs, text, within, editorRefusal);
export const createAtomically = (abs: string, text: string | Uint8Array, within: string) =>
  files.createAtomically(abs, text, within, editorRefusal);
export const writeFilesAtomically = (
  writes: readonly { abs: string; text: string }[],
  removes: readonly string[],
  within: string,
) => files.writeFilesAtomically(writes, removes, within, editorRefusal);
