import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtRoutes, DIST_DIR } from './support/browser';

/**
 * The CSS budget of every prerendered page, in gzip bytes (KB = 1024 bytes), read from the files
 * themselves; what a phone downloads on first load is held by first-load.test.ts.
 */
const CSS_BUDGET = 25 * 1024;

// The public site's pages (the test fixtures, which hold every block at once, left out) and its 404 page.
const pages = [...builtRoutes().map((route) => path.join(route, 'index.html').slice(1)), '404.html'];

describe('Given every prerendered page', () => {
  it(`should wait for one stylesheet, the shared base one, and hold at most ${CSS_BUDGET / 1024} KB of CSS (gzip) with its inline block styles`, () => {
    expect(pages.length).toBeGreaterThan(1);
    const over: string[] = [];
    const blocking: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(DIST_DIR, file), 'utf8');
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      if (sheets.length !== 1 || !/^\/assets\/main-[\w-]+\.css$/.test(sheets[0]!))
        blocking.push(`${file}: ${sheets.join(', ')}`);
      const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      const bytes =
        sheets.reduce((total, href) => total + gzipSync(readFileSync(path.join(DIST_DIR, href))).length, 0) +
        inline.reduce((total, css) => total + gzipSync(css).length, 0);
      if (bytes > CSS_BUDGET)
        over.push(`${file}: ${bytes} B (${sheets.join(', ')} and ${inline.length} inline styles)`);
    }
    expect(blocking).toEqual([]);
    expect(over).toEqual([]);
  });
});

const require = createRequire(import.meta.url);
const moduleText = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');
const packageFile = (name: string, file: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), 'utf8');

/**
 * Code that belongs to the build or the editor, each with a mark its minified code keeps (a string or
 * a property name) and a file of its own where the mark is, so the check is known to find it.
 */
const BUILD_CODE = [
  { what: 'zod (the schemas)', mark: /invalid_type/, source: () => packageFile('zod', 'v4/core/schemas.js') },
  { what: 'Prettier', mark: /printWidth/, source: () => moduleText('prettier/standalone') },
  { what: 'highlight.js', mark: /classPrefix/, source: () => moduleText('highlight.js/lib/core') },
  {
    what: "highlight.js's TypeScript language",
    mark: /aliases:\s*\[\s*["']js["'],\s*["']jsx["']/,
    source: () => moduleText('highlight.js/lib/languages/typescript'),
  },
  {
    what: 'the visual editor (Puck)',
    mark: /data-puck-component/,
    source: () =>
      readdirSync(path.dirname(require.resolve('@puckeditor/core')))
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => readFileSync(path.join(path.dirname(require.resolve('@puckeditor/core')), name), 'utf8'))
        .join('\n'),
  },
  { what: "the editor's own code", mark: /\/__editor\//, source: () => readFileSync('src/editor/api.ts', 'utf8') },
];

describe("Given the built site's scripts", () => {
  const scripts = readdirSync(path.join(DIST_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(DIST_DIR, 'assets', name), 'utf8') }));

  it.each(BUILD_CODE)('should hold none of $what', ({ mark, source }) => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(source()).toMatch(mark);
    expect(scripts.filter(({ text }) => mark.test(text)).map(({ name }) => name)).toEqual([]);
  });
});
