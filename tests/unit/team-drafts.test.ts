import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { git, publishedSite } from '../support/git-site';
import { DraftError, Drafts, slugOf } from '../../scripts/lib/team/drafts';
import { deletedPages, pageHistory, restoreVersion } from '../../scripts/lib/team/history';

// Drafts in a repository of their own (a temp site with a bare remote), as the team's service keeps them.

const HOME = `import { definePage } from '../schema';

export default definePage({
  name: 'home',
  meta: { title: 'Brightline: IT consulting', description: 'What we do.' },
  blocks: [
    // The first thing people read.
    { type: 'hero', title: 'We build software', description: 'Since 2024.' },
    { type: 'faq', title: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
  ],
});
`;

const MARA = { email: 'mara@example.com', name: 'Mara Lind' };
const TOM = { email: 'tom@example.com', name: 'Tom Berg' };
const LENA = { email: 'lena@example.com', name: 'Lena Berg' };

let work: string;
let root: string;
let remote: string;
let state: string;
let recorded: string[];

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'drafts-'));
  root = path.join(work, 'site');
  remote = path.join(work, 'remote.git');
  state = path.join(root, '.editor');
  recorded = [];
  await mkdir(path.join(root, 'pages-data'), { recursive: true });
  await mkdir(path.join(root, 'schema'), { recursive: true });
  await mkdir(path.join(root, 'src/assets/images/uploads'), { recursive: true });
  await writeFile(path.join(root, 'pages-data/index.ts'), HOME);
  await writeFile(path.join(root, 'schema/uploaded-images.json'), '{}\n');
  await writeFile(path.join(root, '.gitignore'), '.editor/\n');
  publishedSite(root, remote, { name: 'Editor Server', email: 'editor@example.com' });
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const open = (options: Partial<Parameters<typeof Drafts.open>[0]> = {}) =>
  Drafts.open({
    root,
    stateDir: state,
    record: (person, action, words) => recorded.push(`${person.email} ${action}: ${words}`),
    ...options,
  });

/** Edits a file of a draft (as a save does) or of the site. */
async function edit(folder: string, from: string, to: string, file = 'pages-data/index.ts') {
  const abs = path.join(folder, file);
  const text = await readFile(abs, 'utf8');
  expect(text).toContain(from);
  await writeFile(abs, text.replace(from, to));
}

const home = (folder: string) => readFile(path.join(folder, 'pages-data/index.ts'), 'utf8');

describe('drafts', () => {
  it('makes each change a branch and a worktree of its own, outside the published files', async () => {
    const drafts = await open();
    const draft = await drafts.create('Spring campaign!', MARA);
    expect(draft).toMatchObject({ title: 'Spring campaign!', state: 'draft', author: MARA });
    expect(draft.branch).toMatch(/^drafts\/spring-campaign-[0-9a-f]{6}$/);
    expect(drafts.pagesOf(draft)).toBe(path.join(state, 'drafts', draft.id, 'pages-data'));
    expect(git(drafts.folderOf(draft), 'branch', '--show-current')).toBe(draft.branch);
    expect(drafts.openFor(MARA.email)?.id).toBe(draft.id);
    await edit(drafts.folderOf(draft), 'We build software', 'We build spring software');
    // What is published stays as it was: the root's files, its status and its branch.
    expect(await home(root)).toContain("title: 'We build software'");
    expect(git(root, 'status', '--porcelain')).toBe('');
    const changes = await drafts.changes(draft);
    expect(changes.pages).toEqual([
      expect.objectContaining({
        path: '/',
        kind: 'changed',
        changes: [expect.stringContaining('We build spring software')],
      }),
    ]);
    expect(recorded).toEqual([`mara@example.com draft new change: Mara Lind started the change "Spring campaign!"`]);
    expect(slugOf('  Été 2026: Preise ')).toBe('ete-2026-preise');
  });

  it('keeps the drafts, and who has which open, across a restart', async () => {
    const first = await open();
    const a = await first.create('One', MARA);
    const b = await first.create('Two', MARA);
    await first.setOpen(MARA, a.id);
    const again = await open();
    expect(again.list().map((d) => d.title)).toEqual(expect.arrayContaining(['One', 'Two']));
    expect(again.openFor(MARA.email)?.id).toBe(a.id);
    expect(again.get(b.id).state).toBe('draft');
    await expect(again.setOpen(MARA, 'nothing-here')).rejects.toThrow('There is no change "nothing-here"');
  });

  it('goes draft → in review → changes requested → in review → published, one merge on the remote', async () => {
    const drafts = await open();
    const draft = await drafts.create('New hero', MARA);
    await expect(drafts.requestReview(draft.id, MARA)).rejects.toThrow('"New hero" changes nothing yet');
    await edit(drafts.folderOf(draft), 'We build software', 'We build good software');
    expect((await drafts.requestReview(draft.id, MARA, 'For the spring mailing')).state).toBe('in review');
    await expect(drafts.requestChanges(draft.id, LENA, '  ')).rejects.toThrow('Say what should change');
    const back = await drafts.requestChanges(draft.id, LENA, 'Say "great", not "good".');
    expect(back).toMatchObject({ state: 'changes requested', comment: 'Say "great", not "good".', commentBy: LENA });
    await expect(drafts.publish(draft.id, LENA)).rejects.toThrow('"New hero" is changes requested');
    await edit(drafts.folderOf(draft), 'good software', 'great software');
    await drafts.requestReview(draft.id, MARA, 'Fixed');
    const done = await drafts.publish(draft.id, LENA);
    expect(done).toMatchObject({ push: 'pushed', pushTo: 'origin/main' });
    expect(done.draft.state).toBe('published');
    expect(await home(root)).toContain("title: 'We build great software'");
    // Exactly one merge of the draft on the remote, its author the draft's.
    const merges = git(remote, 'log', '--merges', '--format=%an <%ae>|%s', 'main').split('\n');
    expect(merges).toEqual(['Mara Lind <mara@example.com>|New hero']);
    expect(git(remote, 'log', '--format=%s', 'main^2')).toContain('Work on New hero');
    expect(drafts.hasFolder(draft)).toBe(false);
    expect(drafts.openFor(MARA.email)).toBeUndefined();
    expect(recorded.map((line) => line.split(':')[0])).toEqual([
      'mara@example.com draft new change',
      'mara@example.com draft review requested',
      'lena@example.com draft changes requested',
      'mara@example.com draft review requested',
      'lena@example.com draft published',
    ]);
  });

  it('squashes a draft into one commit when so configured', async () => {
    const drafts = await open({ mode: 'squash' });
    const draft = await drafts.create('Squashed', MARA);
    await edit(drafts.folderOf(draft), 'Since 2024.', 'Since 2023.');
    await drafts.requestReview(draft.id, MARA);
    await drafts.publish(draft.id, LENA);
    expect(git(remote, 'log', '--format=%an|%s', 'main')).toBe('Mara Lind|Squashed\nEditor Server|The site');
  });

  it('keeps two drafts of one page apart, and merges the second value by value once the first is published', async () => {
    const drafts = await open();
    const first = await drafts.create('Hero words', MARA);
    const second = await drafts.create('FAQ words', TOM);
    await edit(drafts.folderOf(first), 'We build software', 'We build fast software');
    await edit(drafts.folderOf(second), "answer: 'Because.'", "answer: 'Because it works.'");
    expect(await home(drafts.folderOf(second))).toContain("title: 'We build software'");
    await drafts.requestReview(first.id, MARA);
    await drafts.publish(first.id, LENA);
    expect(await drafts.behind(second)).toBeGreaterThan(0);
    const updated = await drafts.update(second.id, TOM);
    expect(updated).toEqual({ result: 'merged', conflicts: [], files: ['pages-data/index.ts'] });
    const text = await home(drafts.folderOf(second));
    expect(text).toContain("title: 'We build fast software'");
    expect(text).toContain("answer: 'Because it works.'");
    expect(text).toContain('// The first thing people read.');
    expect(await drafts.behind(second)).toBe(0);
    // Its review shows only its own change.
    expect((await drafts.changes(second)).pages[0]!.changes).toEqual([expect.stringContaining('Because it works.')]);
  });

  it('merges a page both changed in one file value by value, and shows a value both changed as a conflict', async () => {
    const drafts = await open();
    const draft = await drafts.create('Hero', TOM);
    await edit(drafts.folderOf(draft), 'We build software', 'Software we build');
    await edit(drafts.folderOf(draft), 'Since 2024.', 'Since 2021.');
    // The published branch moves on (a developer's push): one value the draft changed too, one it did not.
    await edit(root, 'We build software', 'We write software');
    await edit(root, "question: 'Why?'", "question: 'Why us?'");
    git(root, 'commit', '--quiet', '-am', 'Words');
    const conflicted = await drafts.update(draft.id, TOM);
    expect(conflicted.result).toBe('conflicts');
    expect(conflicted.conflicts).toEqual([
      {
        file: 'pages-data/index.ts',
        page: '/',
        conflicts: [{ path: ['blocks', 0, 'title'], theirs: 'We write software', mine: 'Software we build' }],
      },
    ]);
    // Nothing changed in the draft, and it cannot go to review like this.
    expect(await home(drafts.folderOf(draft))).toContain("question: 'Why?'");
    await expect(drafts.requestReview(draft.id, TOM)).rejects.toSatisfy(
      (error: DraftError) => error.conflicts?.length === 1 && /choose which to keep/.test(error.message),
    );
    const merged = await drafts.update(draft.id, TOM, { 'pages-data/index.ts': ['mine'] });
    expect(merged.result).toBe('merged');
    const text = await home(drafts.folderOf(draft));
    expect(text).toContain("title: 'Software we build'");
    expect(text).toContain("question: 'Why us?'");
    expect(text).toContain("'Since 2021.'");
    expect(git(drafts.folderOf(draft), 'status', '--porcelain')).toBe('');
  });

  it('is withdrawn: no longer open, its worktree gone, its branch kept', async () => {
    const drafts = await open();
    const draft = await drafts.create('Not now', MARA);
    await edit(drafts.folderOf(draft), 'Since 2024.', 'Since 2020.');
    expect((await drafts.withdraw(draft.id, MARA)).state).toBe('withdrawn');
    expect(drafts.hasFolder(draft)).toBe(false);
    expect(drafts.openFor(MARA.email)).toBeUndefined();
    expect(git(root, 'log', '--format=%s', draft.branch, '-1')).toBe('Work on Not now');
    await expect(drafts.setOpen(MARA, draft.id)).rejects.toThrow('"Not now" is withdrawn');
  });

  it('sends each step to the webhook as JSON', async () => {
    const calls: { type: string | undefined; body: Record<string, unknown> }[] = [];
    const listener: Server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        calls.push({ type: req.headers['content-type'], body: JSON.parse(text) as Record<string, unknown> });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const port = (listener.address() as AddressInfo).port;
      const drafts = await open({ webhook: `http://127.0.0.1:${port}/hook`, baseUrl: 'https://edit.example.com' });
      const draft = await drafts.create('Hooked', MARA);
      await edit(drafts.folderOf(draft), 'Since 2024.', 'Since 2019.');
      await drafts.requestReview(draft.id, MARA, 'Please look');
      await expect.poll(() => calls.length).toBe(2);
      expect(calls[1]).toEqual({
        type: 'application/json',
        body: expect.objectContaining({
          event: 'review requested',
          text: `Mara Lind asked for a review of "Hooked": https://edit.example.com/_edit/?change=${draft.id}`,
          person: MARA,
          change: expect.objectContaining({ title: 'Hooked', state: 'in review', note: 'Please look' }) as unknown,
        }) as unknown,
      });
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('publishes a scheduled draft when its time comes, the schedule kept across a restart', async () => {
    const drafts = await open();
    const draft = await drafts.create('Later', MARA);
    await edit(drafts.folderOf(draft), 'Since 2024.', 'Since 2018.');
    await drafts.requestReview(draft.id, MARA);
    const at = new Date(Date.now() + 60_000);
    await drafts.schedule(draft.id, LENA, at);
    const again = await open();
    expect(again.get(draft.id)).toMatchObject({ publishAt: at.toISOString(), approvedBy: LENA });
    await again.publishDue(at.getTime() - 1000);
    expect(again.get(draft.id).state).toBe('in review');
    await again.publishDue(at.getTime());
    expect(again.get(draft.id).state).toBe('published');
    expect(await home(root)).toContain("'Since 2018.'");
    expect(recorded.at(-1)).toMatch(
      /^lena@example.com draft scheduled publish: "Later" by Mara Lind was published as scheduled \(approved by Lena Berg\)/,
    );
    expect(existsSync(path.join(state, 'drafts.json'))).toBe(true);
  });
});

const TEAM = `export default {
  name: 'team',
  meta: { title: 'Our team', description: 'Who we are.' },
  blocks: [{ type: 'hero', title: 'The team', image: { src: 'uploads/office', alt: 'The office' } }],
};
`;

describe('history', () => {
  it("lists a page's published versions in words, and restores an older one as a new draft", async () => {
    const drafts = await open();
    for (const [title, words] of [
      ['Faster', 'We build fast software'],
      ['Kinder', 'We build kind software'],
    ] as const) {
      const draft = await drafts.create(title, MARA);
      await edit(
        drafts.folderOf(draft),
        /title: '(We build [a-z ]*software)'/.exec(await home(drafts.folderOf(draft)))![1]!,
        words,
      );
      await drafts.requestReview(draft.id, MARA);
      await drafts.publish(draft.id, LENA);
    }
    const versions = await pageHistory(root, 'main', 'pages-data/index.ts');
    expect(versions.map(({ person, message, kind }) => [person, message, kind])).toEqual([
      ['Mara Lind', 'Kinder', 'changed'],
      ['Mara Lind', 'Faster', 'changed'],
      ['Editor Server', 'The site', 'new'],
    ]);
    expect(versions[0]!.changes).toEqual([expect.stringMatching(/We build fast software.*We build kind software/)]);
    const restored = await restoreVersion(drafts, TOM, { file: 'pages-data/index.ts', commit: versions[1]!.commit });
    expect(restored.title).toMatch(/^Restore Home as of \d{4}-\d\d-\d\d$/);
    expect(drafts.openFor(TOM.email)?.id).toBe(restored.id);
    expect(await home(drafts.folderOf(restored))).toContain("title: 'We build fast software'");
    // History is not rewritten: the published page is as it was, and the restore is a change to review.
    expect(await home(root)).toContain("title: 'We build kind software'");
    expect((await drafts.changes(restored)).pages[0]!.changes).toEqual([
      expect.stringMatching(/We build kind software.*We build fast software/),
    ]);
  });

  it('finds a deleted page and restores it with the picture it showed', async () => {
    await writeFile(path.join(root, 'pages-data/team.ts'), TEAM);
    await writeFile(path.join(root, 'src/assets/images/uploads/office.jpg'), 'jpeg bytes');
    const entry = { file: './src/assets/images/uploads/office.jpg', width: 1600, height: 1000 };
    await writeFile(
      path.join(root, 'schema/uploaded-images.json'),
      JSON.stringify({ 'uploads/office': entry }, null, 2),
    );
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'The team page');
    git(root, 'rm', '--quiet', 'pages-data/team.ts', 'src/assets/images/uploads/office.jpg');
    await writeFile(path.join(root, 'schema/uploaded-images.json'), '{}\n');
    git(root, 'commit', '--quiet', '-am', 'No team page');
    const deleted = await deletedPages(root, 'main');
    expect(deleted).toEqual([
      expect.objectContaining({
        file: 'pages-data/team.ts',
        path: '/team',
        title: 'Our team',
        person: 'Editor Server',
      }),
    ]);
    const drafts = await open();
    const draft = await restoreVersion(drafts, MARA, { file: deleted[0]!.file, commit: `${deleted[0]!.commit}^1` });
    const folder = drafts.folderOf(draft);
    expect(await readFile(path.join(folder, 'pages-data/team.ts'), 'utf8')).toBe(TEAM);
    expect(await readFile(path.join(folder, 'src/assets/images/uploads/office.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(JSON.parse(await readFile(path.join(folder, 'schema/uploaded-images.json'), 'utf8'))).toEqual({
      'uploads/office': entry,
    });
    const review = await drafts.changes(draft);
    expect(review.pages).toEqual([expect.objectContaining({ path: '/team', kind: 'new' })]);
    expect(review.images).toEqual(['uploads/office']);
    await expect(restoreVersion(drafts, MARA, { file: 'pages-data/team.ts', commit: 'HEAD; rm -rf' })).rejects.toThrow(
      'is not a version of the page',
    );
  });
});
