// git for the team's drafts, review and history: run in a folder, in English (its refusals are read),
// never stopping to ask, with the person's name as a commit's author when given.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What git said when it refused. */
export class GitError extends Error {
  override name = 'GitError';
}

export interface Person {
  email: string;
  name: string;
}

/** Runs git in `cwd`; its output, or a `GitError` carrying what git said. `author` signs the commit it makes. */
export async function git(cwd: string, args: readonly string[], author?: Person): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true' };
  if (author) {
    env.GIT_AUTHOR_NAME = author.name;
    env.GIT_AUTHOR_EMAIL = author.email;
  }
  try {
    const { stdout } = await run('git', [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr, stdout, message } = error as { stderr?: string; stdout?: string; message: string };
    throw new GitError((stderr || stdout || message).trim());
  }
}

/** A file's text at `ref` (`main:pages-data/index.ts`), or undefined when it is not there. */
export const textAt = (cwd: string, ref: string, file: string) =>
  git(cwd, ['show', `${ref}:${file}`]).catch(() => undefined);

/** A file's bytes at `ref`, or undefined. */
export async function bytesAt(cwd: string, ref: string, file: string): Promise<Buffer | undefined> {
  try {
    const { stdout } = await run('git', ['show', `${ref}:${file}`], {
      cwd,
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch {
    return undefined;
  }
}
