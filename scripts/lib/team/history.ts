// A page's history from git, in words: each published version (a commit of the published branch, as
// its first parents run: a draft's merge is one version), what it changed, and the pages deleted since.
// Restoring a version never rewrites history: it starts a new draft holding that version (and the
// uploaded pictures it shows that have been removed since), which goes through review like any other.
import path from 'node:path';
import { routePathFromFile } from '../../../src/content/files';
import { changesInWords } from '../../../src/editor/changes';
import { pageTitle, written } from '../editor/publish';
import { UPLOADS_CATALOGUE } from '../editor/upload';
import { type Draft, DraftError, type Drafts } from './drafts';
import { bytesAt, git, type Person, textAt } from './git';

export interface PageVersion {
  /** The commit, in full and short. */
  commit: string;
  short: string;
  /** ISO 8601. */
  time: string;
  person: string;
  message: string;
  kind: 'new' | 'changed' | 'removed';
  /** What it changed, in words (the Publish review's). */
  changes: string[];
}

export interface DeletedPage {
  file: string;
  path: string;
  title: string;
  /** The commit that deleted it, when and by whom. */
  commit: string;
  time: string;
  person: string;
}

const FIELDS = '%H%x1f%h%x1f%aI%x1f%an%x1f%s';

/** The published versions of a page file (`pages-data/pricing.ts`), newest first. */
export async function pageHistory(root: string, branch: string, file: string): Promise<PageVersion[]> {
  const out = await git(root, ['log', '--first-parent', `--format=${FIELDS}`, branch, '--', file]);
  const versions: PageVersion[] = [];
  for (const line of out.split('\n').filter(Boolean)) {
    const [commit, short, time, person, message] = line.split('\x1f') as [string, string, string, string, string];
    const [before, after] = await Promise.all([textAt(root, `${commit}^1`, file), textAt(root, commit, file)]);
    const kind = before === undefined ? 'new' : after === undefined ? 'removed' : 'changed';
    const changes = kind === 'changed' ? changesInWords(written(file, before), written(file, after)) : [];
    versions.push({ commit, short, time, person, message, kind, changes });
  }
  return versions;
}

/** The pages deleted on the published branch and not there now, the latest deletion of each first. */
export async function deletedPages(root: string, branch: string): Promise<DeletedPage[]> {
  const out = await git(root, [
    'log',
    '--first-parent',
    '--diff-filter=D',
    '--name-only',
    `--format=%x1e${FIELDS}`,
    branch,
    '--',
    'pages-data',
  ]);
  const found = new Map<string, DeletedPage>();
  for (const entry of out.split('\x1e').filter((each) => each.trim())) {
    const [head, ...files] = entry.split('\n').filter(Boolean);
    const [commit, , time, person] = head!.split('\x1f') as [string, string, string, string];
    for (const file of files) {
      const pagePath = routePathFromFile(file.replace(/^pages-data\//, ''));
      if (!pagePath || !file.startsWith('pages-data/') || found.has(file)) continue;
      if ((await textAt(root, branch, file)) !== undefined) continue;
      const text = await textAt(root, `${commit}^1`, file);
      found.set(file, {
        file,
        path: pagePath,
        title: pageTitle(written(file, text), pagePath, file),
        commit,
        time,
        person,
      });
    }
  }
  return [...found.values()];
}

/** The uploaded pictures (`uploads/…`) a page file's text names. */
const picturesOf = (text: string) => [...new Set([...text.matchAll(/["'](uploads\/[^"'\s]+)["']/g)].map((m) => m[1]!))];

/**
 * Starts a new draft holding `file` as it was at `commit`, with the uploaded pictures it names that the
 * published site no longer has (their files and catalogue entries, from that commit).
 */
export async function restoreVersion(
  drafts: Drafts,
  person: Person,
  { file, commit }: { file: string; commit: string },
): Promise<Draft> {
  const root = drafts.options.root;
  if (!/^[0-9a-f]{4,40}(\^1)?$/.test(commit)) throw new DraftError(`"${commit}" is not a version of the page.`, 400);
  const pagePath = file.startsWith('pages-data/') ? routePathFromFile(file.replace(/^pages-data\//, '')) : undefined;
  if (!pagePath) throw new DraftError(`${file} is not a page.`, 400);
  const text = await textAt(root, commit, file);
  if (text === undefined) throw new DraftError(`${pagePath} did not exist in that version.`, 404);
  const when = (await git(root, ['log', '-1', '--format=%as', commit])).trim();
  const title = pageTitle(written(file, text), pagePath, file);
  const draft = await drafts.create(`Restore ${title} as of ${when}`, person);
  await drafts.put(draft, file, text);
  const folder = drafts.folderOf(draft);
  const catalogueText = (await textAt(folder, 'HEAD', UPLOADS_CATALOGUE)) ?? '{}';
  const now = JSON.parse(catalogueText) as Record<string, { file?: unknown }>;
  const then = JSON.parse((await textAt(root, commit, UPLOADS_CATALOGUE)) ?? '{}') as Record<
    string,
    { file?: unknown }
  >;
  let added = false;
  for (const id of picturesOf(text)) {
    const entry = then[id];
    if (now[id] || !entry || typeof entry.file !== 'string') continue;
    const picture = path.posix.normalize(entry.file).replace(/^\.\//, '');
    const bytes = await bytesAt(root, commit, picture);
    if (!bytes || picture.startsWith('..')) continue;
    await drafts.put(draft, picture, bytes);
    now[id] = entry;
    added = true;
  }
  if (added) await drafts.put(draft, UPLOADS_CATALOGUE, `${JSON.stringify(now, null, 2)}\n`);
  await drafts.commitPending(draft, person, `Restore ${pagePath} as of ${when}`);
  return draft;
}
