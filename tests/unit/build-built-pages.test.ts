import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPagesOf, siteFileOf } from '../../scripts/lib/build/built-pages';

describe('Given the pages a build finishes', () => {
  it('should list the data pages, the route modules a data page does not have, then the 404 pages, each with its HTML file', () => {
    const pages = builtPagesOf({
      client: '/site',
      dataPages: [
        { path: '/', file: 'pages-data/index.ts' },
        { path: '/pricing', file: 'pages-data/pricing.ts' },
      ],
      routeModulePages: [
        { path: '/pricing', file: 'src/routes/pricing.tsx' },
        { path: '/showcase', file: 'src/routes/showcase.tsx' },
      ],
      notFoundPaths: ['/404', '/de/404'],
      siteFile: 'pages-data/_site.ts',
    });
    expect(pages).toEqual([
      { path: '/', file: 'pages-data/index.ts', htmlFile: path.join('/site', 'index.html') },
      { path: '/pricing', file: 'pages-data/pricing.ts', htmlFile: path.join('/site', 'pricing', 'index.html') },
      { path: '/showcase', file: 'src/routes/showcase.tsx', htmlFile: path.join('/site', 'showcase', 'index.html') },
      { path: '/404', file: 'pages-data/_site.ts', htmlFile: path.join('/site', '404.html') },
      { path: '/de/404', file: 'pages-data/_site.ts', htmlFile: path.join('/site', 'de', '404.html') },
    ]);
  });

  it('should find the site settings file under either of its names', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'build-pages-'));
    try {
      await mkdir(path.join(root, 'pages-data'));
      await writeFile(path.join(root, 'pages-data', '_site.json'), '{}');
      expect(siteFileOf(root, path.join(root, 'pages-data'))).toBe(path.join('pages-data', '_site.json'));
      expect(siteFileOf(process.cwd(), path.resolve('pages-data'))).toBe(path.join('pages-data', '_site.ts'));
      expect(() => siteFileOf(root, path.join(root, 'elsewhere'))).toThrow('no site settings file');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
