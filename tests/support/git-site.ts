import { execFileSync } from 'node:child_process';

/** Runs git in `cwd` with its messages in English, and gives what it printed, trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } }).trim();

/**
 * Makes the files in `root` a site repository on `main`, committed by `author` and pushed to a new bare
 * repository at `remote`, as a clone of a published site is.
 */
export function publishedSite(root: string, remote: string, author: { name: string; email: string }): void {
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(root, 'init', '--quiet', '--initial-branch=main');
  git(root, 'config', 'user.name', author.name);
  git(root, 'config', 'user.email', author.email);
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'The site');
  git(root, 'remote', 'add', 'origin', remote);
  git(root, 'push', '--quiet', '--set-upstream', 'origin', 'main');
}
