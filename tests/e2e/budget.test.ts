import { readFileSync } from 'node:fs';
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
