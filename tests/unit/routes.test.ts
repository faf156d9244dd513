import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findRoutes, listRoutes, routePathFromFile, TEST_PAGES_ENV } from '../../src/content/files';

describe('routePathFromFile', () => {
  it.each([
    ['index.ts', '/'],
    ['pages-data/index.ts', '/'],
    ['privacy.ts', '/privacy'],
    ['pages-data/privacy.json', '/privacy'],
    ['pages/company/about-us.ts', '/pages/company/about-us'],
    ['pages/index.json', '/pages'],
    ['pages\\landing\\signup-cover.ts', '/pages/landing/signup-cover'],
  ])('Given %s, should publish %s', (file, expected) => {
    expect(routePathFromFile(file)).toBe(expected);
  });

  it.each([
    '_site.ts',
    '_site.json',
    '_drafts/page.ts',
    'pages/_partial.ts',
    '.hidden.ts',
    'README.md',
    'README.ts',
    'notes.txt',
    'types.d.ts',
    'page.tsx',
  ])('Given %s, should not publish a route', (file) => {
    expect(routePathFromFile(file)).toBeUndefined();
  });
});

describe('listRoutes', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function tree(files: string[]): Promise<string> {
    dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    for (const file of files) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '');
    }
    return dir;
  }

  const rel = (root: string, file: string) => path.relative(process.cwd(), path.join(root, file)).replace(/\\/g, '/');

  it('Given a folder of data files, should list one route per page file, sorted by path', async () => {
    const root = await tree([
      'index.ts',
      'privacy.json',
      'pages/company/about-us.ts',
      'pages/index.ts',
      '_site.ts',
      '_drafts/wip.ts',
      'README.md',
      'notes.txt',
    ]);
    expect(await listRoutes(root)).toEqual([
      { path: '/', file: rel(root, 'index.ts') },
      { path: '/pages', file: rel(root, 'pages/index.ts') },
      { path: '/pages/company/about-us', file: rel(root, 'pages/company/about-us.ts') },
      { path: '/privacy', file: rel(root, 'privacy.json') },
    ]);
  });

  it('Given x.json added beside x.ts, should refuse the newer file for the same route', async () => {
    const root = await tree(['index.ts', 'about.ts', 'about.json']);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(root, 'about.ts'), hourAgo, hourAgo);
    await expect(listRoutes(root)).rejects.toThrow(
      `${rel(root, 'about.json')}: route /about is already published by ${rel(root, 'about.ts')}, which was there first`,
    );
    const { routes, duplicates } = await findRoutes(root);
    expect(routes).toEqual([
      { path: '/', file: rel(root, 'index.ts') },
      { path: '/about', file: rel(root, 'about.ts') },
    ]);
    expect(duplicates).toEqual([{ path: '/about', file: rel(root, 'about.json'), keptFile: rel(root, 'about.ts') }]);
  });

  it('Given a folder index and a file of the same name, should report them as one route twice', async () => {
    const root = await tree(['pages.ts', 'pages/index.ts']);
    const { duplicates } = await findRoutes(root);
    expect(duplicates.map((d) => d.path)).toEqual(['/pages']);
  });

  it('Given file names that cannot be an address, should refuse each by name and keep the others', async () => {
    const root = await tree(['index.ts', ':slug.ts', '*.ts', 'My Page!.ts', 'a&b.ts', 'Blog/post.ts', 'ok_page-2.ts']);
    const { routes, misnamed } = await findRoutes(root);
    expect(routes.map((r) => r.path)).toEqual(['/', '/ok_page-2']);
    expect(misnamed.map((m) => m.file).sort()).toEqual(
      ['*.ts', ':slug.ts', 'Blog/post.ts', 'My Page!.ts', 'a&b.ts'].map((f) => rel(root, f)).sort(),
    );
    const myPage = misnamed.find((m) => m.file.endsWith('My Page!.ts'))!;
    expect(myPage.message).toBe(
      '"My Page!" cannot be part of a page\'s address: name folders and files with lower-case letters, digits, "-" and "_" only (e.g. /my-page).',
    );
    await expect(listRoutes(root)).rejects.toThrow("cannot be part of a page's address");
  });
});

describe('the test pages', () => {
  afterEach(() => {
    delete process.env[TEST_PAGES_ENV];
  });

  it('Given a plain build, should list none of them among the routes', async () => {
    const paths = (await listRoutes()).map((route) => route.path);
    expect(paths).toContain('/privacy');
    expect(paths.filter((p) => p.startsWith('/test-fixtures/'))).toEqual([]);
  });

  it('Given a build with the test pages, should list them beside the site pages, from tests/fixtures/pages/', async () => {
    process.env[TEST_PAGES_ENV] = '1';
    const routes = await listRoutes();
    expect(routes.find((route) => route.path === '/test-fixtures/parts')?.file).toBe(
      'tests/fixtures/pages/test-fixtures/parts.ts',
    );
    expect(routes.map((route) => route.path)).toContain('/privacy');
  });
});
