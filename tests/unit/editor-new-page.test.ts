import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageExistsError, PathRefusedError } from '../../scripts/lib/editor/errors';
import { createPage, type NewPage } from '../../scripts/lib/editor/new-page';
import { HOME, load, pagesDir, removePagesDirs } from '../support/pages-dir';

afterAll(removePagesDirs);

const GROUP = "export default { heading: 'Guides' };\n";
const options = (dir: string) => ({
  dir,
  schemaDir: path.resolve('schema'),
  prettierConfigFrom: path.resolve('pages-data/index.ts'),
});
const about: NewPage = {
  folder: 'guides',
  name: 'getting-started',
  title: 'Getting started',
  description: 'First steps.',
};

describe('createPage', () => {
  it('Given a folder with a group, should write a page that validates and shows in the group menu', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'guides/_group.ts': GROUP });
    const created = await createPage(about, options(dir));
    expect(created).toMatchObject({ file: 'pages-data/guides/getting-started.ts', path: '/guides/getting-started' });
    const text = await readFile(path.join(dir, 'guides/getting-started.ts'), 'utf8');
    const schema = path.relative(path.join(dir, 'guides'), path.resolve('schema'));
    expect(text).toBe(`import { definePage } from '${schema}';

export default definePage({
  name: 'getting-started',
  meta: { title: 'Getting started', description: 'First steps.' },
  nav: { title: 'Getting started' },
  blocks: [{ type: 'hero', image: { src: 'abstract/curved-dark', alt: '' }, title: 'Getting started' }],
});
`);
    const { content, problems } = await load(dir);
    expect(problems).toEqual([]);
    const guides = content?.navigation.find((group) => group.path === '/guides');
    expect(guides?.items).toEqual([{ path: '/guides/getting-started', title: 'Getting started' }]);
  });

  it('Given a title another page has the name of, should name the new page with a number', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'guides/_group.ts': GROUP });
    const taken = new Set(['getting-started', 'getting-started-2']);
    await createPage(about, { ...options(dir), takenNames: taken });
    const text = await readFile(path.join(dir, 'guides/getting-started.ts'), 'utf8');
    expect(text).toContain("name: 'getting-started-3',");
    expect((await load(dir)).problems).toEqual([]);
  });

  it('Given a folder with no group, should write a page with no menu entry', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'notes/yesterday.ts': HOME.replace("name: 'home',", '') });
    await createPage({ ...about, folder: 'pages-data/notes/', name: 'today' }, options(dir));
    const text = await readFile(path.join(dir, 'notes/today.ts'), 'utf8');
    expect(text).not.toContain('nav:');
    expect((await load(dir)).problems).toEqual([]);
  });

  it('Given a file or an address already taken, should refuse and leave it', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'guides/_group.ts': GROUP, 'guides/faq.json': '{}\n' });
    await createPage(about, options(dir));
    await expect(createPage(about, options(dir))).rejects.toThrow(PageExistsError);
    await expect(createPage(about, options(dir))).rejects.toThrow(
      'pages-data/guides/getting-started.ts already exists: open it in the editor instead.',
    );
    const faq = { ...about, name: 'faq' };
    await expect(createPage(faq, options(dir))).rejects.toThrow(`/guides/faq is already published by`);
    expect(await readFile(path.join(dir, 'guides/faq.json'), 'utf8')).toBe('{}\n');
  });

  it.each([
    [{ name: 'My Page!' }, '"My Page!" cannot be part of a page\'s address'],
    [{ folder: 'Guides' }, '"Guides" cannot be part of a page\'s address'],
    [{ folder: '../elsewhere' }, '".." would lead out of pages-data/'],
    [{ folder: '_drafts' }, 'names starting with "_" are data shared by several pages'],
    [{ name: 'guides/x' }, 'give a name, not a path'],
    [{ folder: '/tmp' }, 'pages-data/tmp/ is refused: a new page goes in a folder that already holds pages.'],
    [{ folder: 'drafts' }, 'pages-data/drafts/ is refused: a new page goes in a folder that already holds pages.'],
  ])('Given %o, should refuse it saying why', async (change, message) => {
    const dir = await pagesDir({ 'index.ts': HOME });
    const attempt = createPage({ ...about, folder: '', ...change }, options(dir));
    await expect(attempt).rejects.toThrow(PathRefusedError);
    await expect(attempt).rejects.toThrow(message);
    expect(await readdir(dir)).toEqual(['_site.ts', 'index.ts']);
  });

  it('Given a title the menu cannot hold, should say so before writing anything', async () => {
    const dir = await pagesDir({ 'index.ts': HOME, 'guides/_group.ts': GROUP });
    const title = 'A title too long for a menu entry of forty characters';
    await expect(createPage({ ...about, title }, options(dir))).rejects.toThrow(
      'The new page is not valid yet: nav › title:',
    );
    await expect(readFile(path.join(dir, 'guides/getting-started.ts'))).rejects.toThrow('ENOENT');
  });
});
