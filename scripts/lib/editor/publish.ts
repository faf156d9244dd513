import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { removeCatalogueImages } from '../../../schema/images';
import { routePathFromFile } from '../../../src/content/files';
import { readPageFile, syntaxError } from '../../../src/content/page-file/model';
import { writtenData } from '../../../src/content/page-file/written';
import type { PublishedGroup, PublishResult, PublishReview, RefusedFile, ReviewedPage } from '../../../src/editor/api';
import { changesInWords } from '../../../src/editor/changes';
import { similarity } from '../../../src/content/values';
import { humanize } from '../../../src/editor/zod-walk';
import { themePlace } from '../../../src/editor/theme-words';
import type { DataPath } from '../../../src/content/problem';
import { EditorError } from './errors';
import { refuseLinks, resolvePageFile, writeAtomically } from './files';
import { readDataFiles, referencesToPage } from './references';
import { readUploads, topFolder, type UploadedEntry, UPLOADS_CATALOGUE, UPLOADS_FOLDER } from './upload';

/*
 * Publish: the content the editor writes (the page files, the shared data files, the uploaded pictures
 * and their catalogue), reviewed in words and committed to the current branch with the git CLI, then
 * pushed when the branch has somewhere to go; anything else changed in those folders (a hidden file, a
 * symbolic link, a picture the catalogue does not list) is named in the review and never committed.
 * And Discard, which returns one page file to its last commit.
 */

/** Why Publish or Discard cannot go ahead, in words (answered with status 409). */
export class PublishRefusedError extends EditorError {
  override name = 'PublishRefusedError';
}

const run = promisify(execFile);

/** Runs git in `root`; its output, or an error carrying what git said. */
async function git(root: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run('git', [...args], { cwd: root, maxBuffer: 64 * 1024 * 1024, env: gitEnv() });
    return stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new GitError((stderr || message).trim());
  }
}

class GitError extends Error {
  override name = 'GitError';
}

/** git as a person runs it, in English (its refusals are read below), never stopping to ask. */
function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true' };
}

/** The folders and files of the project the editor writes, and so the ones Publish commits. */
const CONTENT = ['pages-data', UPLOADS_FOLDER, UPLOADS_CATALOGUE];

interface Repository {
  /** The project's folder inside the repository (`''` at its top, else ending in `/`). */
  prefix: string;
  branch: string;
  hasHead: boolean;
  /** What the review compares with: the last commit (`HEAD`), or a draft's start on the published branch. */
  base: string;
}

/** The repository the project is in, or why Publish cannot use it. */
async function repository(root: string): Promise<Repository> {
  const prefix = await git(root, ['rev-parse', '--show-prefix']).catch(() => {
    throw new PublishRefusedError(
      'This project is not in a git repository, so there is nowhere to publish to. A developer sets one up once (git init, or a clone).',
    );
  });
  const branch = (await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
  if (!branch) {
    throw new PublishRefusedError(
      'No branch is checked out in this repository (a detached HEAD), so a commit would belong nowhere. A developer checks out the branch the site is published from.',
    );
  }
  for (const [marker, what] of [
    ['MERGE_HEAD', 'A merge'],
    ['rebase-merge', 'A rebase'],
    ['rebase-apply', 'A rebase'],
    ['CHERRY_PICK_HEAD', 'A cherry-pick'],
    ['REVERT_HEAD', 'A revert'],
  ] as const) {
    const at = (await git(root, ['rev-parse', '--git-path', marker])).trim();
    if (existsSync(path.resolve(root, at))) {
      throw new PublishRefusedError(
        `${what} is in progress in this repository: a developer has to finish it (or stop it) before anything is published.`,
      );
    }
  }
  const staged = (await git(root, ['diff', '--cached', '--name-only', '-z'])).split('\0').filter(Boolean);
  if (staged.length > 0) {
    const some = staged.slice(0, 3).join(', ') + (staged.length > 3 ? ` and ${staged.length - 3} more` : '');
    throw new PublishRefusedError(
      `Other files are already staged for a commit (${some}); publishing now would take them along. A developer commits or unstages them first.`,
    );
  }
  const hasHead = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
    () => true,
    () => false,
  );
  return { prefix: prefix.trim(), branch, hasHead, base: 'HEAD' };
}

/** The content files that differ from the last commit, from the project (`pages-data/…`), sorted. */
async function changedFiles(root: string, { prefix, base }: Repository): Promise<string[]> {
  let listed: string[];
  if (base === 'HEAD') {
    const out = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...CONTENT]);
    listed = out
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(3));
  } else {
    // A draft: what its commits and its files on disk change since it started from the published branch.
    const changed = await git(root, ['diff', '--name-only', '--no-renames', '-z', base, '--', ...CONTENT]);
    const added = await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...CONTENT]);
    listed = [...new Set([...changed.split('\0'), ...added.split('\0')])].filter(Boolean);
  }
  return listed.map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file)).sort();
}

/** A file's text at the last commit; undefined when it was not there. */
async function committedText(root: string, repo: Repository, file: string): Promise<string | undefined> {
  if (!repo.hasHead) return undefined;
  return git(root, ['show', `${repo.base}:${repo.prefix}${file}`]).catch(() => undefined);
}

/** The uploaded part of the catalogue now, and the ids of the pictures uploaded since the last commit. */
async function uploadsSinceCommit(root: string, repo: Repository) {
  const then = JSON.parse((await committedText(root, repo, UPLOADS_CATALOGUE)) ?? '{}') as Record<
    string,
    UploadedEntry
  >;
  const uploads = await readUploads(root);
  return { uploads, then, added: Object.keys(uploads).filter((id) => !(id in then)) };
}

/** A catalogue's pictures, as files from the project (`src/assets/images/uploads/office-team.jpg`). */
const pictureFile = (entry: UploadedEntry) => path.posix.normalize(String(entry.file)).replace(/^\.\//, '');
const pictureFiles = (uploads: Readonly<Record<string, UploadedEntry>>) =>
  new Set(Object.values(uploads).map(pictureFile));

/** The changed files Publish commits, each in its group, and those it leaves out, each with why. */
interface SortedFiles {
  files: string[];
  groups: Record<PublishedGroup, string[]>;
  refused: RefusedFile[];
}

/** A data file shared by several pages (`_site.ts`, `_people.ts`, a folder's `_group.ts`): not a page of its own. */
const isSharedFile = (file: string) =>
  /\.(ts|json)$/.test(file) && !file.endsWith('.d.ts') && file.split('/').some((part) => part.startsWith('_'));

/**
 * What a changed content file is to the editor (a page, a shared data file, an uploaded picture the
 * catalogue lists, the catalogue), or why Publish leaves it out, in words that follow its name.
 */
async function sortFile(
  root: string,
  file: string,
  pictures: { now: ReadonlySet<string>; then: ReadonlySet<string> },
): Promise<{ group: PublishedGroup } | { why: string }> {
  const yourself = 'remove it or commit it yourself.';
  const inPages = file.startsWith('pages-data/');
  const what = inPages
    ? 'a page'
    : file === UPLOADS_CATALOGUE
      ? 'the catalogue of uploaded pictures'
      : 'a picture uploaded in the editor';
  const stats = await lstat(path.join(root, file)).catch(() => undefined);
  if (file.split('/').some((part) => part.startsWith('.'))) return { why: `is not ${what}: ${yourself}` };
  if (stats?.isSymbolicLink()) return { why: `is a symbolic link, not ${what}: ${yourself}` };
  if (stats && !stats.isFile()) return { why: `is not ${what}: ${yourself}` };
  if (inPages) {
    if (routePathFromFile(file) !== undefined) return { group: 'pages' };
    if (isSharedFile(file)) return { group: 'settings' };
    return { why: `is not a page: ${yourself}` };
  }
  if (file === UPLOADS_CATALOGUE) {
    return stats ? { group: 'other' } : { why: 'is gone: the editor never removes it. Put it back.' };
  }
  if (stats) {
    return pictures.now.has(file)
      ? { group: 'pictures' }
      : {
          why: `is not in the catalogue of uploaded pictures (${UPLOADS_CATALOGUE}), so no page can show it: ${yourself}`,
        };
  }
  if (pictures.now.has(file)) {
    return { why: `is gone, but ${UPLOADS_CATALOGUE} still lists it: put the picture back, or remove its entry too.` };
  }
  // A picture removed with its entry is published as removed; one the catalogue never listed was not the editor's.
  return pictures.then.has(file)
    ? { group: 'pictures' }
    : { why: `was removed, and was not the editor's: commit that yourself.` };
}

/** Sorts the changed content files into what Publish commits and what it leaves out. */
async function sortFiles(root: string, repo: Repository, changed: readonly string[]): Promise<SortedFiles> {
  const { uploads, then } = await uploadsSinceCommit(root, repo);
  const pictures = { now: pictureFiles(uploads), then: pictureFiles(then) };
  const sorted: SortedFiles = { files: [], groups: { pages: [], settings: [], pictures: [], other: [] }, refused: [] };
  for (const file of changed) {
    const kind = await sortFile(root, file, pictures);
    if ('why' in kind) {
      sorted.refused.push({ file, why: kind.why });
    } else {
      sorted.files.push(file);
      sorted.groups[kind.group].push(file);
    }
  }
  return sorted;
}

/** A data file's value as written, or undefined when it is missing or does not parse. */
export function written(file: string, text: string | undefined): unknown {
  if (text === undefined || syntaxError(file, text)) return undefined;
  return writtenData(readPageFile(file, text));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a page is called in the review: "Home" for the front page, else its title up to a colon or dash. */
export function pageTitle(data: unknown, pagePath: string | undefined, file: string): string {
  if (pagePath === '/') return 'Home';
  const meta = isRecord(data) && isRecord(data.meta) ? data.meta : {};
  if (typeof meta.title === 'string' && meta.title.trim()) return meta.title.split(/\s[—|–-]\s|:\s/)[0]!.trim();
  const name = path.basename(file).replace(/\.(ts|json)$/, '');
  if (name === '_site') return 'Site settings';
  if (name === '_group') return `Menu of ${path.basename(path.dirname(file))}`;
  return humanize(name.replace(/^_/, ''));
}

/** A path inside a shared data file (not a page), in words: "Company › Name"; the theme as "Site style › Main colour". */
const sharedPlace = (at: DataPath) =>
  at[0] === 'theme'
    ? themePlace(at)
    : at.map((key) => (typeof key === 'number' ? `Item ${key + 1}` : humanize(key))).join(' › ') || 'The file';

/** A commit message summing the review up: "Edit Home and Pricing; new page Careers; upload office-team". */
function summary(pages: readonly ReviewedPage[], images: readonly string[]): string {
  const list = (items: readonly string[]) =>
    items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const of = (kind: ReviewedPage['kind']) => pages.filter((page) => page.kind === kind).map((page) => page.title);
  const parts = [
    of('moved').length > 0 ? `move ${list(of('moved'))}` : '',
    of('changed').length > 0 ? `edit ${list(of('changed'))}` : '',
    of('new').length > 0 ? `new page${of('new').length > 1 ? 's' : ''} ${list(of('new'))}` : '',
    of('removed').length > 0 ? `remove ${list(of('removed'))}` : '',
    images.length > 0 ? `upload ${list(images.map((id) => id.replace(/^uploads\//, '')))}` : '',
  ].filter(Boolean);
  const text = parts.join('; ') || 'Update the site';
  return text[0]!.toUpperCase() + text.slice(1);
}

/**
 * Everything Publish would commit, in words; with `since` (a commit), everything that differs from it
 * instead: a draft's changes since it left the published branch, committed or not.
 */
export async function reviewChanges(root: string, { since }: { since?: string } = {}): Promise<PublishReview> {
  const repo = { ...(await repository(root)), ...(since ? { base: since } : {}) };
  const { files, groups, refused } = await sortFiles(root, repo, await changedFiles(root, repo));
  const pages: ReviewedPage[] = [];
  const values = new Map<string, unknown>();
  const dataFiles = new Set([...groups.pages, ...groups.settings]);
  for (const file of files.filter((f) => dataFiles.has(f))) {
    const abs = path.join(root, file);
    const nowText = existsSync(abs) ? await readFile(abs, 'utf8') : undefined;
    const thenText = await committedText(root, repo, file);
    const [before, after] = [written(file, thenText), written(file, nowText)];
    values.set(file, after ?? before);
    const pagePath = routePathFromFile(file);
    const kind = thenText === undefined ? 'new' : nowText === undefined ? 'removed' : 'changed';
    const changes =
      kind === 'changed' ? (pagePath ? changesInWords(before, after) : changesInWords(before, after, sharedPlace)) : [];
    pages.push({
      file,
      ...(pagePath ? { path: pagePath } : {}),
      title: pageTitle(after ?? before, pagePath, file),
      kind,
      changes:
        kind === 'changed' && changes.length === 0 ? ['How the file is written (the page reads the same)'] : changes,
    });
  }
  pairMoves(pages, values);
  const { uploads, added } = await uploadsSinceCommit(root, repo);
  const committed = new Set(groups.pictures);
  const images = added.filter((id) => committed.has(pictureFile(uploads[id]!)));
  const { pushTo } = await pushTarget(root, repo);
  return {
    branch: repo.branch,
    ...(pushTo ? { pushTo } : {}),
    pages,
    images,
    files,
    groups,
    refused,
    message: summary(pages, images),
  };
}

/**
 * A page removed and a page new that are mostly the same page (most of its settings and blocks kept) is
 * one page moved: shown once, at its new address, with what else changed.
 */
function pairMoves(pages: ReviewedPage[], values: ReadonlyMap<string, unknown>): void {
  for (const added of pages.filter((page) => page.kind === 'new' && page.path)) {
    const removed = pages.find(
      (page) =>
        page.kind === 'removed' && page.path && similarity(values.get(page.file), values.get(added.file)) >= 0.5,
    );
    if (!removed) continue;
    pages.splice(pages.indexOf(removed), 1);
    Object.assign(added, {
      kind: 'moved',
      from: removed.path,
      changes: changesInWords(values.get(removed.file), values.get(added.file)),
    });
  }
}

/**
 * Where a push goes: the branch's upstream (`origin/main`), else `origin` or the only remote, which the
 * push then sets as the upstream; nowhere when the repository has no remote.
 */
export async function pushTarget(
  root: string,
  repo: Pick<Repository, 'branch'>,
): Promise<{ upstream?: string; remote?: string; pushTo?: string }> {
  const upstream = (
    await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).catch(() => '')
  ).trim();
  if (upstream) return { upstream, pushTo: upstream };
  const remotes = (await git(root, ['remote'])).split('\n').filter(Boolean);
  const remote = remotes.includes('origin') ? 'origin' : remotes.length === 1 ? remotes[0] : undefined;
  return remote ? { remote, pushTo: `${remote}/${repo.branch}` } : {};
}

/** A push git refused, in words; the commit stays. */
export function pushInWords(said: string, to: string): string {
  if (/\[rejected\]|non-fast-forward|fetch first|\(stale info\)/.test(said)) {
    return `The change is committed here, but ${to} has commits this copy does not have yet, so it was not sent (nothing is ever forced). A developer brings them in (git pull) and publishes again.`;
  }
  return `The change is committed here, but it could not be sent to ${to}: ${said.split('\n').at(-1)}. Publish again once the connection works.`;
}

/** Why the files asked for cannot be published, each in words, when any of them is not in the review. */
function notInReview(asked: readonly string[], { files, refused }: SortedFiles): string | undefined {
  const listed = new Set(files);
  const why = new Map(refused.map((file) => [file.file, file.why]));
  const unknown = asked.filter((file) => !listed.has(file) && !why.has(file));
  const sentences = asked.filter((file) => why.has(file)).map((file) => `${file} ${why.get(file)}`);
  if (unknown.length > 0) {
    sentences.push(
      `${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not in the review: changed since the review (or no longer changed), or not a file the editor publishes. Open Publish again to see what would go.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** What the index holds for the next commit, from the project: each file, and whether it is a plain file (or gone). */
async function stagedFiles(root: string, { prefix }: Repository): Promise<Map<string, boolean>> {
  const fields = (await git(root, ['diff', '--cached', '--raw', '--no-renames', '-z'])).split('\0');
  const staged = new Map<string, boolean>();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const mode = fields[i]!.split(' ')[1];
    const file = fields[i + 1]!;
    staged.set(
      file.startsWith(prefix) ? file.slice(prefix.length) : file,
      mode === '100644' || mode === '100755' || mode === '000000',
    );
  }
  return staged;
}

/** Takes `files` (from the project, as git reads paths there) out of the index again. */
const unstage = (root: string, files: readonly string[]) =>
  git(root, ['--literal-pathspecs', 'reset', '--quiet', '--', ...files]).catch(() => undefined);

/**
 * Commits the files of the review that `files` names, with `message`, to the current branch, as the
 * repository's configured author (or as `author`, the configured identity committing it), then pushes
 * when the branch has an upstream or the repository a remote. The review is made again here: a file it
 * does not list (one it leaves out, or none of the editor's) is refused in words, and nothing is
 * committed that was not checked as a plain file.
 */
export async function publish(
  request: { message: string; files: readonly string[] },
  root: string,
  /** The commit's author (`Name <email>`), when not the repository's configured one: the committer stays it. */
  { author }: { author?: string } = {},
) {
  const repo = await repository(root);
  const message = request.message.trim();
  if (!message) throw new PublishRefusedError('Write a message that says what changed: it stays with the commit.');
  if (request.files.length === 0) throw new PublishRefusedError('There is nothing to publish: no file has changed.');
  const files = [...new Set(request.files)].sort();
  const problem = notInReview(files, await sortFiles(root, repo, await changedFiles(root, repo)));
  if (problem) throw new PublishRefusedError(problem);
  await git(root, ['--literal-pathspecs', 'add', '--all', '--', ...files]);
  // What was checked is what goes: a file turned into a link since, or any file besides, stops the commit.
  const staged = await stagedFiles(root, repo);
  const odd = [...staged].filter(([file, plain]) => !plain || !files.includes(file)).map(([file]) => file);
  if (odd.length > 0) {
    await unstage(root, files);
    throw new PublishRefusedError(
      `${odd.join(', ')} changed while it was being published (into a symbolic link, or another file): nothing was committed. Open Publish again.`,
    );
  }
  try {
    await git(root, ['commit', '--quiet', '--no-verify', ...(author ? [`--author=${author}`] : []), '-m', message]);
  } catch (error) {
    await unstage(root, files);
    const said = (error as Error).message;
    throw new PublishRefusedError(
      /Please tell me who you are|user\.email|user\.name/.test(said)
        ? 'git does not know who is publishing: a developer sets user.name and user.email (git config) once, and then it works.'
        : `git did not commit: ${said.split('\n').at(-1)}`,
    );
  }
  const commit = (await git(root, ['rev-parse', '--short', 'HEAD'])).trim();
  const result: PublishResult = { commit, message, files, push: 'no remote' };
  const { upstream, remote, pushTo } = await pushTarget(root, repo);
  if (!pushTo) return result;
  result.pushTo = pushTo;
  try {
    await git(root, upstream ? ['push', '--quiet'] : ['push', '--quiet', '--set-upstream', remote!, repo.branch]);
    result.push = 'pushed';
  } catch (error) {
    result.push = 'not pushed';
    result.pushProblem = pushInWords((error as Error).message, result.pushTo);
  }
  return result;
}

/**
 * Returns one page file to its last commit (a page new since then is removed), with the pictures
 * uploaded since then that only this page used. Refused for a new page other files link to.
 */
export async function discardPage(request: { file: string }, root: string, dir = path.join(root, 'pages-data')) {
  const repo = await repository(root);
  const page = await resolvePageFile(request.file, dir);
  const file = path.relative(root, page.abs).replace(/\\/g, '/');
  if (!(await changedFiles(root, repo)).includes(file)) {
    throw new PublishRefusedError(`${file} has no changes since the last commit: there is nothing to discard.`);
  }
  const nowText = existsSync(page.abs) ? await readFile(page.abs, 'utf8') : '';
  const thenText = await committedText(root, repo, file);
  const { uploads, added } = await uploadsSinceCommit(root, repo);
  const others = (await readDataFiles(dir)).filter(({ abs }) => abs !== page.abs);
  const mentions = (text: string, id: string) => text.includes(`'${id}'`) || text.includes(`"${id}"`);
  // Pictures new since the commit that this page names, and nothing else does (nor did the page then).
  const images = added.filter(
    (id) => mentions(nowText, id) && !mentions(thenText ?? '', id) && !others.some(({ text }) => mentions(text, id)),
  );
  if (thenText === undefined) {
    const pagePath = routePathFromFile(file)!;
    const data = written(file, nowText);
    const name = isRecord(data) && typeof data.name === 'string' ? data.name : undefined;
    if (referencesToPage(others, { name, path: pagePath }).length > 0) {
      throw new PublishRefusedError(
        `Other pages link to ${pagePath}, so removing this new page would break them: take those links out first.`,
      );
    }
    await unlink(page.abs);
  } else {
    await writeAtomically(page.abs, thenText, dir);
  }
  if (images.length > 0) {
    const kept = Object.fromEntries(Object.entries(uploads).filter(([id]) => !images.includes(id)));
    const catalogue = path.join(root, UPLOADS_CATALOGUE);
    await writeAtomically(catalogue, `${JSON.stringify(kept, null, 2)}\n`, topFolder(root, UPLOADS_CATALOGUE));
    // Only a picture in the uploads folder itself goes, whatever the catalogue's entry says.
    const folder = path.join(root, UPLOADS_FOLDER);
    for (const id of images) {
      const picture = path.resolve(root, uploads[id]!.file);
      if (path.dirname(picture) !== folder) continue;
      await refuseLinks(picture, topFolder(root, UPLOADS_FOLDER))
        .then(() => unlink(picture))
        .catch(() => undefined);
    }
    removeCatalogueImages(images);
  }
  return { file, restored: thenText === undefined ? ('removed' as const) : ('restored' as const), images };
}
