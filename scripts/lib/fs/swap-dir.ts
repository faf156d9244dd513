// How a finished build replaces dist/: by renaming folders, never by writing into the live one, so that
// whatever fails, dist/ holds either the last good site or the new one, whole.
import { readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Thrown when the new folder could not take the old one's place; its message says what became of both. */
export class SwapError extends Error {
  override name = 'SwapError';
}

/** A folder as the user knows it: from the current folder when inside it, with a slash. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return `${relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir}/`;
}

function reason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ? `${code}: ${message.replace(/^\w+: /, '').replace(/, \w+ .*$/, '')}` : message;
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Folders `target` was moved aside to by earlier swaps (`dist.old-…`, and `dist.old` of older builds). */
function leftovers(target: string): string[] {
  const name = path.basename(target);
  const parent = path.dirname(target);
  try {
    return readdirSync(parent)
      .filter((entry) => entry === `${name}.old` || entry.startsWith(`${name}.old-`))
      .map((entry) => path.join(parent, entry));
  } catch {
    return [];
  }
}

/**
 * Puts the folder `fresh` in the place of `target`: moves `target` aside (`<target>.old-<pid>-<time>`,
 * which `removeOldDirs` removes), then moves `fresh` to `target`. Synchronous, so nothing else runs
 * between the two moves (a Ctrl+C's handler included). Throws a SwapError if `target` cannot be moved
 * (it is then as it was) or `fresh` cannot take its place (the old folder is then put back).
 */
export function swapDir(fresh: string, target: string): void {
  const parent = path.dirname(target);
  const aside = path.join(parent, `${path.basename(target)}.old-${process.pid}-${Date.now()}`);
  let movedAside = false;
  try {
    renameSync(target, aside);
    movedAside = true;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EACCES' || code === 'EPERM') {
      throw new SwapError(
        `could not move ${shown(target)} aside to put the new site in its place (${reason(error)}). ` +
          `This user must be able to write to ${shown(parent)} and to move ${shown(target)}: if a build run ` +
          `with sudo or as another user made it, give it back (sudo chown -R "$USER" ${shown(target)}) or ` +
          `remove it, then build again. ${shown(target)} is unchanged.`,
      );
    }
    if (code === 'EBUSY') {
      throw new SwapError(
        `could not move ${shown(target)} aside (${reason(error)}): it is a mount point or in use. Mount ` +
          `the folder that holds it instead, or stop what holds it, then build again. ${shown(target)} is unchanged.`,
      );
    }
    if (code !== 'ENOENT') {
      throw new SwapError(`could not move ${shown(target)} aside (${reason(error)}). ${shown(target)} is unchanged.`);
    }
  }
  try {
    renameSync(fresh, target);
  } catch (error) {
    const code = codeOf(error);
    const access = code === 'EACCES' || code === 'EPERM';
    const problem =
      `could not move the new site from ${shown(fresh)} to ${shown(target)} (${reason(error)})` +
      (access
        ? `; this user must be able to write to ${shown(parent)}, ${shown(path.dirname(fresh))} and ${shown(fresh)}`
        : '');
    if (!movedAside) throw new SwapError(`${problem}. There was no ${shown(target)} before, and there is none now.`);
    try {
      renameSync(aside, target);
    } catch (back) {
      throw new SwapError(
        `${problem}, and the previous site could not be put back (${reason(back)}): it is in ${shown(aside)}; ` +
          `rename that folder to ${shown(target)}.`,
      );
    }
    throw new SwapError(`${problem}. The previous ${shown(target)} is back in place, unchanged.`);
  }
}

/**
 * Removes the folders swaps moved `target` aside to. Resolves with a warning for each that could not be
 * removed (a folder another user made): the new site is in place whatever becomes of them.
 */
export async function removeOldDirs(target: string): Promise<string[]> {
  const warnings: string[] = [];
  for (const old of leftovers(target)) {
    try {
      await rm(old, { recursive: true, force: true });
    } catch (error) {
      warnings.push(
        `the previous site in ${shown(old)} could not be removed (${reason(error)}); ${shown(target)} holds ` +
          `the new site. Remove it yourself (sudo rm -rf ${shown(old)} if another user made it); the next build tries again.`,
      );
    }
  }
  return warnings;
}
