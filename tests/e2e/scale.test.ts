// @project e2e-builds: builds a copy of the project with generated pages, alone
// @takes 85 s
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeScaleProject, measure } from '../../scripts/lib/bench/scale';
import { TEST_LANGUAGES } from '../../src/content/files';
import { DIST_DIR } from './support/browser';

/**
 * The site with 100 pages, built as `npm run build` builds it (in a copy of the project; the bench's
 * `--scale 1000,10000` runs the same, and holds the time and memory targets with `--check`). Its own
 * pages must come out exactly as in the site's build: what a page holds and loads does not grow with
 * the number of pages. A hundred are enough to show it, in a fraction of the time of a thousand.
 */
const PAGES = 100;

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const htmlFiles = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();

describe(`Given the site with generated pages up to ${PAGES}`, () => {
  it("should build every page, and write the site's own pages byte for byte as the site alone", async () => {
    dir = await makeScaleProject(process.cwd(), PAGES);
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    const build = await measure(tsx, ['scripts/build.ts'], dir);
    expect(build.ok, build.output.slice(-3000)).toBe(true);
    console.log(
      `${PAGES} pages built in ${(build.ms / 1000).toFixed(1)} s, peak ${(build.peakBytes / 1024 ** 3).toFixed(2)} GB`,
    );

    const built = path.join(dir, 'dist');
    const all = htmlFiles(built);
    // Every page, but the 404 pages (the English one and the German one).
    expect(all.filter((file) => !file.endsWith('404.html'))).toHaveLength(PAGES);
    // The site's own pages: `npm test` builds dist/ with the test pages too, which the copy has not.
    const testFolders = ['test-fixtures', ...TEST_LANGUAGES.map((language) => language.code)];
    const own = htmlFiles(DIST_DIR).filter((file) => !testFolders.some((folder) => file.startsWith(`${folder}/`)));
    expect(own.length).toBeGreaterThan(50);
    // The copy links node_modules from elsewhere, which gives the bundler's chunks other hashes:
    // file names are compared without them.
    const unhashed = (file: string) =>
      readFileSync(file, 'utf8').replace(/(\/assets\/[\w-]+?)-[\w-]{8}\.(js|css|woff2)/g, '$1.$2');
    const differ = own.filter((file) => unhashed(path.join(DIST_DIR, file)) !== unhashed(path.join(built, file)));
    expect(differ).toEqual([]);
    // The memory target (2 GB at 1,000 pages and at 10,000) and the time targets are the bench's
    // (`npm run bench -- --scale 1000,10000 --check`); a build of a few hundred pages stays far below it.
    expect(build.peakBytes).toBeLessThanOrEqual(2 * 1024 ** 3);
  }, 600_000);
});
