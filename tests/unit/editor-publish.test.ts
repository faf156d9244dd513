import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { git, publishedSite } from '../support/git-site';
import { discardPage, publish, PublishRefusedError, reviewChanges } from '../../scripts/lib/editor/publish';
import { changesInWords } from '../../src/editor/changes';

const HOME = `import { definePage } from '../schema';

export default definePage({
  name: 'home',
  meta: { title: 'Brightline: IT consulting', description: 'What we do.' },
  blocks: [
    { type: 'hero', title: 'We build software', description: 'Since 2024.' },
    { type: 'faq', title: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
  ],
});
`;

const PRICING = `import { definePage } from '../../schema';

export default definePage({
  name: 'pricing',
  meta: { title: 'Pricing', description: 'Plans.' },
  blocks: [{ type: 'hero', title: 'Plans for every team' }],
});
`;

let work: string;
let root: string;
let remote: string;

/** A project in a repository of its own, its content committed and pushed to a bare remote. */
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
  root = path.join(work, 'site');
  remote = path.join(work, 'remote.git');
  await mkdir(path.join(root, 'pages-data/pages'), { recursive: true });
  await mkdir(path.join(root, 'schema'), { recursive: true });
  await mkdir(path.join(root, 'src/assets/images/uploads'), { recursive: true });
  await writeFile(path.join(root, 'pages-data/index.ts'), HOME);
  await writeFile(path.join(root, 'pages-data/pages/pricing.ts'), PRICING);
  await writeFile(path.join(root, 'schema/uploaded-images.json'), '{}\n');
  await writeFile(path.join(root, 'README.md'), 'The site.\n');
  publishedSite(root, remote, { name: 'Mara Editor', email: 'mara@example.com' });
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const edit = async (file: string, from: string, to: string) => {
  const abs = path.join(root, file);
  await writeFile(abs, (await readFile(abs, 'utf8')).replace(from, to));
};

/** A picture as the editor's upload leaves it: its file and its catalogue entry. */
async function uploaded(slug: string) {
  await writeFile(path.join(root, `src/assets/images/uploads/${slug}.jpg`), 'jpeg bytes');
  const catalogue = JSON.parse(await readFile(path.join(root, 'schema/uploaded-images.json'), 'utf8')) as object;
  const entry = { file: `./src/assets/images/uploads/${slug}.jpg`, width: 1600, height: 1000 };
  await writeFile(
    path.join(root, 'schema/uploaded-images.json'),
    JSON.stringify({ ...catalogue, [`uploads/${slug}`]: entry }, null, 2),
  );
}

describe('Given the changes since the last commit', () => {
  it('should list each page with its changes in words, new pages and uploaded images, and sum them up', async () => {
    await edit('pages-data/index.ts', "title: 'We build software'", "title: 'We build and run software'");
    await writeFile(
      path.join(root, 'pages-data/pages/careers.ts'),
      PRICING.replace("'pricing'", "'careers'").replace("'Pricing'", "'Careers'"),
    );
    await uploaded('office-team');
    const review = await reviewChanges(root);
    expect(review.branch).toBe('main');
    expect(review.pushTo).toBe('origin/main');
    expect(review.pages).toEqual([
      {
        file: 'pages-data/index.ts',
        path: '/',
        title: 'Home',
        kind: 'changed',
        changes: ['Header › Title: “We build software” → “We build and run software”'],
      },
      { file: 'pages-data/pages/careers.ts', path: '/pages/careers', title: 'Careers', kind: 'new', changes: [] },
    ]);
    expect(review.images).toEqual(['uploads/office-team']);
    expect(review.files).toEqual([
      'pages-data/index.ts',
      'pages-data/pages/careers.ts',
      'schema/uploaded-images.json',
      'src/assets/images/uploads/office-team.jpg',
    ]);
    expect(review.message).toBe('Edit Home; new page Careers; upload office-team');
    expect(review.groups).toEqual({
      pages: ['pages-data/index.ts', 'pages-data/pages/careers.ts'],
      settings: [],
      pictures: ['src/assets/images/uploads/office-team.jpg'],
      other: ['schema/uploaded-images.json'],
    });
    expect(review.refused).toEqual([]);
  });

  it('should list the shared data files under the site settings', async () => {
    await writeFile(path.join(root, 'pages-data/_site.ts'), 'export default {};\n');
    await writeFile(path.join(root, 'pages-data/pages/_group.ts'), 'export default {};\n');
    const review = await reviewChanges(root);
    expect(review.groups.settings).toEqual(['pages-data/_site.ts', 'pages-data/pages/_group.ts']);
    expect(review.files).toEqual(['pages-data/_site.ts', 'pages-data/pages/_group.ts']);
  });

  it('should leave out files the editor does not write', async () => {
    await writeFile(path.join(root, 'README.md'), 'Changed by a developer.\n');
    expect((await reviewChanges(root)).files).toEqual([]);
  });
});

describe('Given Publish', () => {
  it('should commit exactly the reviewed files with the message, as the configured author, and push them', async () => {
    await edit('pages-data/pages/pricing.ts', 'Plans for every team', 'Plans for teams of any size');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    await writeFile(path.join(root, 'README.md'), 'Changed by a developer.\n');
    const result = await publish({ message: 'New pricing headline', files: ['pages-data/pages/pricing.ts'] }, root);
    expect(result).toMatchObject({ message: 'New pricing headline', push: 'pushed', pushTo: 'origin/main' });
    expect(git(root, 'show', '--name-only', '--format=%s|%an <%ae>', 'HEAD').split('\n')).toEqual([
      'New pricing headline|Mara Editor <mara@example.com>',
      '',
      'pages-data/pages/pricing.ts',
    ]);
    // The rest stays as it was: changed, and not staged.
    expect(git(root, 'status', '--porcelain')).toBe(' M README.md\n M pages-data/index.ts'.trim());
    expect(git(remote, 'log', '-1', '--format=%h %s', 'main')).toBe(`${result.commit} New pricing headline`);
  });

  it('should say so plainly when the remote has moved on, keep the commit and never force', async () => {
    const other = path.join(work, 'other');
    git(work, 'clone', '--quiet', remote, other);
    await writeFile(path.join(other, 'README.md'), 'Someone else.\n');
    git(other, '-c', 'user.name=Other', '-c', 'user.email=o@example.com', 'commit', '--quiet', '-am', 'Theirs');
    git(other, 'push', '--quiet');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    const result = await publish({ message: 'Founded earlier', files: ['pages-data/index.ts'] }, root);
    expect(result.push).toBe('not pushed');
    expect(result.pushProblem).toContain('has commits this copy does not have yet');
    expect(result.pushProblem).toContain('nothing is ever forced');
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Founded earlier');
    expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe('Theirs');
  });

  it('should commit without pushing when the repository has no remote', async () => {
    git(root, 'remote', 'remove', 'origin');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    const result = await publish({ message: 'Founded earlier', files: ['pages-data/index.ts'] }, root);
    expect(result.push).toBe('no remote');
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Founded earlier');
  });

  it('should refuse when the folder is not a git repository, saying why', async () => {
    await rm(path.join(root, '.git'), { recursive: true });
    const refused = publish({ message: 'x', files: ['pages-data/index.ts'] }, root);
    await expect(refused).rejects.toThrow(PublishRefusedError);
    await expect(refused).rejects.toThrow('not in a git repository');
  });

  it('should refuse while a merge is in progress', async () => {
    git(root, 'checkout', '--quiet', '-b', 'side');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2022.');
    git(root, 'commit', '--quiet', '-am', 'Side');
    git(root, 'checkout', '--quiet', 'main');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2021.');
    git(root, 'commit', '--quiet', '-am', 'Main');
    expect(() => git(root, 'merge', '--quiet', 'side')).toThrow();
    await expect(reviewChanges(root)).rejects.toThrow('A merge is in progress');
    await expect(publish({ message: 'x', files: ['pages-data/index.ts'] }, root)).rejects.toThrow(
      'A merge is in progress',
    );
  });

  it('should refuse when other files are staged, naming them, and stage nothing of its own', async () => {
    await writeFile(path.join(root, 'README.md'), 'Staged by a developer.\n');
    git(root, 'add', 'README.md');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    await expect(publish({ message: 'x', files: ['pages-data/index.ts'] }, root)).rejects.toThrow(
      'Other files are already staged for a commit (README.md)',
    );
    expect(git(root, 'diff', '--cached', '--name-only')).toBe('README.md');
  });

  it('should refuse a file that has not changed, or one outside what the editor writes', async () => {
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    await writeFile(path.join(root, 'README.md'), 'Changed.\n');
    await expect(publish({ message: 'x', files: ['README.md'] }, root)).rejects.toThrow('changed since the review');
    await expect(publish({ message: 'x', files: ['pages-data/pages/pricing.ts'] }, root)).rejects.toThrow(
      'changed since the review',
    );
    await expect(publish({ message: '  ', files: ['pages-data/index.ts'] }, root)).rejects.toThrow('Write a message');
    expect(git(root, 'log', '--format=%s')).toBe('The site');
  });

  it('should say what to do when git does not know who is publishing, and leave nothing staged', async () => {
    // Only the repository's own settings may name the author here (no made-up name from the machine).
    git(root, 'config', 'user.useConfigOnly', 'true');
    git(root, 'config', '--unset', 'user.name');
    git(root, 'config', '--unset', 'user.email');
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    const home = path.join(work, 'home');
    await mkdir(home);
    const saved = { ...process.env };
    Object.assign(process.env, { HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_NOSYSTEM: '1' });
    for (const name of ['EMAIL', 'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL']) {
      delete process.env[name];
    }
    try {
      await expect(publish({ message: 'x', files: ['pages-data/index.ts'] }, root)).rejects.toThrow(
        'git does not know who is publishing',
      );
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
    expect(git(root, 'diff', '--cached', '--name-only')).toBe('');
    expect(git(root, 'log', '--format=%s')).toBe('The site');
  });
});

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** What a repository's last commit holds, file by file. */
const lastCommit = (cwd: string) => git(cwd, 'show', '--name-only', '--format=', 'HEAD').split('\n').filter(Boolean);

describe('Given files the editor did not write beside a page edit: a stray .env, a link and an uncatalogued picture', () => {
  let outside: string;

  beforeEach(async () => {
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    await writeFile(path.join(root, 'pages-data/.env'), 'API_KEY=s3cr3t\n');
    // A file of the owner's outside the project, linked from where a page would be.
    outside = path.join(work, 'private.txt');
    await writeFile(outside, 'Not for the site.\n');
    await symlink(outside, path.join(root, 'pages-data/pages/leak.ts'));
    // A picture put in the uploads folder by hand: the catalogue does not list it.
    await writeFile(path.join(root, 'src/assets/images/uploads/stray.jpg'), 'jpeg bytes');
  });

  const refused = [
    { file: 'pages-data/.env', why: 'is not a page: remove it or commit it yourself.' },
    { file: 'pages-data/pages/leak.ts', why: 'is a symbolic link, not a page: remove it or commit it yourself.' },
    {
      file: 'src/assets/images/uploads/stray.jpg',
      why: 'is not in the catalogue of uploaded pictures (schema/uploaded-images.json), so no page can show it: remove it or commit it yourself.',
    },
  ];

  it('should review the page edit as what it commits, and the three as what it leaves out, each with why', async () => {
    const review = await reviewChanges(root);
    expect(review.files).toEqual(['pages-data/index.ts']);
    expect(review.groups).toEqual({ pages: ['pages-data/index.ts'], settings: [], pictures: [], other: [] });
    expect(review.refused).toEqual(refused);
    // The linked file is not read as a page: what it holds shows nowhere in the review.
    expect(review.pages.map((page) => page.file)).toEqual(['pages-data/index.ts']);
    expect(JSON.stringify(review)).not.toContain('Not for the site');
    expect(review.message).toBe('Edit Home');
  });

  it('should commit and push the page edit alone, and leave the three as they are, uncommitted', async () => {
    const before = await sha256(outside);
    const review = await reviewChanges(root);
    const result = await publish({ message: review.message, files: review.files }, root);
    expect(result.files).toEqual(['pages-data/index.ts']);
    expect(lastCommit(root)).toEqual(['pages-data/index.ts']);
    expect(lastCommit(remote)).toEqual(['pages-data/index.ts']);
    expect(git(root, 'status', '--porcelain', '--untracked-files=all').split('\n')).toEqual([
      '?? pages-data/.env',
      '?? pages-data/pages/leak.ts',
      '?? src/assets/images/uploads/stray.jpg',
    ]);
    expect(await sha256(outside)).toBe(before);
  });

  it('should refuse a forged request naming any of the three, saying why, and commit or stage nothing', async () => {
    for (const { file, why } of refused) {
      const attempt = publish({ message: 'Sneak it in', files: ['pages-data/index.ts', file] }, root);
      await expect(attempt).rejects.toThrow(PublishRefusedError);
      await expect(attempt).rejects.toThrow(`${file} ${why}`);
    }
    await expect(publish({ message: 'x', files: ['pages-data/.env'] }, root)).rejects.toThrow(
      'pages-data/.env is not a page: remove it or commit it yourself.',
    );
    // Forged paths that name the same files another way are not in the review either.
    for (const file of ['./pages-data/.env', 'pages-data/pages/../.env', 'pages-data/*', ':(glob)**']) {
      await expect(publish({ message: 'x', files: [file] }, root)).rejects.toThrow('is not in the review');
    }
    expect(git(root, 'log', '--format=%s')).toBe('The site');
    expect(git(root, 'diff', '--cached', '--name-only')).toBe('');
  });
});

describe('Given a page whose file name is a pattern, beside a link of a page’s name', () => {
  it('should commit the file of that name only, never what the pattern would match', async () => {
    await writeFile(path.join(root, 'pages-data/pages/*.ts'), PRICING.replace("'pricing'", "'star'"));
    await writeFile(path.join(work, 'private.ts'), 'export default {};\n');
    await symlink(path.join(work, 'private.ts'), path.join(root, 'pages-data/pages/evil.ts'));
    const review = await reviewChanges(root);
    expect(review.files).toEqual(['pages-data/pages/*.ts']);
    await publish({ message: 'A page of a strange name', files: review.files }, root);
    expect(lastCommit(root)).toEqual(['pages-data/pages/*.ts']);
  });
});

describe('Given uploaded pictures removed since the last commit', () => {
  it('should publish the removal of one the catalogue let go, and refuse one it still lists', async () => {
    await uploaded('team');
    await uploaded('desk');
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'Two pictures');
    await rm(path.join(root, 'src/assets/images/uploads/team.jpg'));
    await rm(path.join(root, 'src/assets/images/uploads/desk.jpg'));
    const catalogue = path.join(root, 'schema/uploaded-images.json');
    const entries = JSON.parse(await readFile(catalogue, 'utf8')) as Record<string, unknown>;
    delete entries['uploads/team'];
    await writeFile(catalogue, JSON.stringify(entries, null, 2));
    const review = await reviewChanges(root);
    expect(review.groups.pictures).toEqual(['src/assets/images/uploads/team.jpg']);
    expect(review.refused).toEqual([
      {
        file: 'src/assets/images/uploads/desk.jpg',
        why: 'is gone, but schema/uploaded-images.json still lists it: put the picture back, or remove its entry too.',
      },
    ]);
  });
});

describe('Given Discard changes on a page', () => {
  it('should return the page file to its last commit', async () => {
    await edit('pages-data/index.ts', 'Since 2024.', 'Since 2023.');
    const result = await discardPage({ file: 'pages-data/index.ts' }, root);
    expect(result).toEqual({ file: 'pages-data/index.ts', restored: 'restored', images: [] });
    expect(await readFile(path.join(root, 'pages-data/index.ts'), 'utf8')).toBe(HOME);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('should remove a new page with the picture it alone added, and keep a picture another page uses', async () => {
    await uploaded('team');
    await uploaded('desk');
    const careers = PRICING.replace("'pricing'", "'careers'").replace(
      "{ type: 'hero', title: 'Plans for every team' }",
      "{ type: 'hero', title: 'Join us', image: { src: 'uploads/team', alt: '' } }, { type: 'hero', title: 'Desk', image: { src: 'uploads/desk', alt: '' } }",
    );
    await writeFile(path.join(root, 'pages-data/pages/careers.ts'), careers);
    await edit(
      'pages-data/pages/pricing.ts',
      "title: 'Plans for every team'",
      "title: 'Plans', image: { src: 'uploads/desk', alt: '' }",
    );
    const result = await discardPage({ file: 'pages-data/pages/careers.ts' }, root);
    expect(result).toEqual({ file: 'pages-data/pages/careers.ts', restored: 'removed', images: ['uploads/team'] });
    expect(existsSync(path.join(root, 'pages-data/pages/careers.ts'))).toBe(false);
    expect(existsSync(path.join(root, 'src/assets/images/uploads/team.jpg'))).toBe(false);
    expect(existsSync(path.join(root, 'src/assets/images/uploads/desk.jpg'))).toBe(true);
    const catalogue = JSON.parse(await readFile(path.join(root, 'schema/uploaded-images.json'), 'utf8')) as object;
    expect(Object.keys(catalogue)).toEqual(['uploads/desk']);
  });

  it('should refuse to remove a new page that other pages link to', async () => {
    await writeFile(path.join(root, 'pages-data/pages/careers.ts'), PRICING.replace("'pricing'", "'careers'"));
    await edit('pages-data/index.ts', "title: 'Questions'", "title: 'Questions', href: '/pages/careers'");
    await expect(discardPage({ file: 'pages-data/pages/careers.ts' }, root)).rejects.toThrow(
      'Other pages link to /pages/careers',
    );
    expect(existsSync(path.join(root, 'pages-data/pages/careers.ts'))).toBe(true);
  });

  it('should refuse a path out of the pages folder, and a page with no changes', async () => {
    await expect(discardPage({ file: '../README.md' }, root)).rejects.toThrow('is refused');
    await expect(discardPage({ file: 'pages-data/index.ts' }, root)).rejects.toThrow('nothing to discard');
  });
});

describe('Given two versions of a page', () => {
  const page = (blocks: unknown[]) => ({ meta: { title: 'Home' }, blocks });
  const hero = { type: 'hero', title: 'A' };
  const faq = { type: 'accordion', title: 'Questions', items: [{ title: 'Why?', content: 'Because.' }] };

  it('should say what changed in the editor’s words', () => {
    expect(changesInWords(page([hero, faq]), page([{ ...hero, title: 'B' }, faq]))).toEqual([
      'Header › Title: “A” → “B”',
    ]);
    expect(changesInWords(page([hero, faq]), page([hero]))).toEqual(['Removed Accordion']);
    expect(changesInWords(page([hero]), page([hero, faq]))).toEqual(['Added Accordion']);
    expect(changesInWords(page([hero, faq]), page([faq, hero]))).toEqual(['The page’s blocks: new order']);
    expect(changesInWords(page([hero]), page([{ ...hero, title: { '(code)': 'site.name' } }]))).toEqual([
      'Header › Title: “A” → (worked out by code)',
    ]);
  });

  it('should cut a long list of changes short, counting the rest', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ type: 'hero', title: `T${i}` }));
    const lines = changesInWords(page(many), page(many.map((b) => ({ ...b, title: `${b.title}!` }))), undefined, 5);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('and 16 more changes');
  });
});

describe('Given a page moved to another address', () => {
  it('should show it once, as moved, with what else changed', async () => {
    const moved = (await readFile(path.join(root, 'pages-data/pages/pricing.ts'), 'utf8')).replace(
      "name: 'pricing'",
      "name: 'prices'",
    );
    await rm(path.join(root, 'pages-data/pages/pricing.ts'));
    await writeFile(path.join(root, 'pages-data/pages/prices.ts'), moved);
    const review = await reviewChanges(root);
    expect(review.pages).toEqual([
      {
        file: 'pages-data/pages/prices.ts',
        path: '/pages/prices',
        from: '/pages/pricing',
        title: 'Pricing',
        kind: 'moved',
        changes: ['Page settings › Page name (for links): “pricing” → “prices”'],
      },
    ]);
    expect(review.files).toEqual(['pages-data/pages/prices.ts', 'pages-data/pages/pricing.ts']);
    expect(review.message).toBe('Move Pricing');
  });
});
