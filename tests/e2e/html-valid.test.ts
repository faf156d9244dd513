import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from './support/browser';
import { checkerGap, describeMessage, fileOf, htmlReader, isProblem, runVnu, type VnuMessage } from './support/vnu';

/**
 * A page the checker must find fault with, checked in the same run as dist/ (one Java process): it
 * shows the checker ran and that what is let through is only its own gaps, nothing that looks like them.
 */
const HOSTILE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile</title>
<link rel="preload" href="/x.css" as="style" blocking="render">
<style>.a{--other:calc(1px +);}</style></head>
<body><main><pre tabindex="0" aria-label="Code">x</pre>
<input type="checkbox" autocomplete="off" aria-label="Pick">
<article><p>No heading</p></article>
<span aria-hidden="true" hidden>Tip</span></main></body></html>
`;

let report: VnuMessage[] | Error = [];
let hostileDir = '';
const readHtml = htmlReader();

beforeAll(async () => {
  hostileDir = mkdtempSync(path.join(os.tmpdir(), 'vnu-hostile-'));
  writeFileSync(path.join(hostileDir, 'hostile.html'), HOSTILE);
  // Kept to fail each test with (no Java, say): an error in this hook would only mark them skipped.
  report = await runVnu([DIST_DIR, hostileDir]).catch((error: Error) => error);
}, 120_000);

/** The checker's messages; throws why it could not run. */
function checked(): VnuMessage[] {
  if (report instanceof Error) throw report;
  return report;
}

afterAll(() => {
  if (hostileDir) rmSync(hostileDir, { recursive: true, force: true });
});

/**
 * The outline warnings of the test pages (`--test-pages`, under /test-fixtures/, never published): they
 * gather the blocks of many pages for the browser tests, several page headers each with its page's h1
 * among them. Each of the site's pages has one h1 (`npm run validate` checks the outline).
 */
const TEST_PAGE_OUTLINE = [
  'Consider using the “h1” element as a top-level heading only — or else use the “headingoffset” attribute (otherwise, all “h1” elements are treated as top-level headings by many screen readers and other tools).',
  'This document has heading elements but none of them has a computed heading level of 1.',
];
const isTestPageOutline = (message: VnuMessage) =>
  message.subType === 'warning' &&
  TEST_PAGE_OUTLINE.includes(message.message) &&
  path.relative(DIST_DIR, fileOf(message)).startsWith(`test-fixtures${path.sep}`);

const inDist = (message: VnuMessage) =>
  message.url.startsWith('file:') && !path.relative(DIST_DIR, fileOf(message)).startsWith('..');

describe('Given the W3C Nu HTML Checker over every built page', () => {
  it('should check every HTML file in dist/', () => {
    const pages = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(60);
    // The checker names a file only when it has something to say, and notes trailing slashes on every
    // page React writes (`<meta … />`), so each page appears in its report.
    const named = new Set(
      checked()
        .filter(inDist)
        .map((message) => path.relative(DIST_DIR, fileOf(message))),
    );
    expect(pages.filter((page) => !named.has(page))).toEqual([]);
  });

  it('should report no error and no warning on any page, but the checker’s own gaps', () => {
    const problems = checked()
      .filter((message) => !message.url.startsWith('file:') || inDist(message))
      .filter(isProblem)
      .filter((message) => checkerGap(message, readHtml) === undefined)
      .filter((message) => !isTestPageOutline(message))
      .map((message) => describeMessage(message, DIST_DIR));
    expect(problems).toEqual([]);
  });

  it('should find fault with a page that has what the fixed pages had, and let none of it pass as a gap', () => {
    const hostile = checked()
      .filter((message) => message.url.endsWith('/hostile.html'))
      .filter(isProblem)
      .filter((message) => checkerGap(message, readHtml) === undefined)
      .map((message) => message.message);
    expect(hostile).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The “aria-label” attribute must not be specified on any “pre” element/),
        expect.stringMatching(/^Attribute “autocomplete” is only allowed when the input type is/),
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
        'CSS: “--other”: Parse Error.',
        expect.stringMatching(/^Article lacks heading/),
        'Attribute “aria-hidden” is unnecessary for elements that have attribute “hidden”.',
      ]),
    );
  });
});

/** Every HTML file of dist/, by its path there. */
const builtHtml = () =>
  readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(path.join(DIST_DIR, file), 'utf8') }));

describe('Given every built page read as markup', () => {
  it('should name each class once in a class attribute', () => {
    const twice = builtHtml().flatMap(({ file, html }) =>
      [...html.matchAll(/\sclass="([^"]*)"/g)]
        .map(([, value]) => value!.split(/\s+/).filter(Boolean))
        .filter((classes) => new Set(classes).size !== classes.length)
        .map((classes) => `${file}: class="${classes.join(' ')}"`),
    );
    expect(twice).toEqual([]);
  });

  it('should link the company’s own site at the address its pages are published at', () => {
    // The site's address, as every canonical link writes it (siteUrl).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(
      readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'),
    );
    const site = new URL(canonical![1]!);
    const domain = site.hostname.replace(/^www\./, '');
    const elsewhere = builtHtml().flatMap(({ file, html }) =>
      [...html.matchAll(/<a [^>]*href="(https?:\/\/[^"]+)"/g)]
        .map(([, href]) => new URL(href!))
        .filter((url) => url.hostname === domain || url.hostname.endsWith(`.${domain}`))
        .filter((url) => url.origin !== site.origin)
        .map((url) => `${file}: ${url.href}`),
    );
    expect(site.hostname).toBe('www.brightline-software.example');
    expect(elsewhere).toEqual([]);
    // The footer's company link leads to the site's home page.
    const footer = /<footer[\s\S]*<\/footer>/.exec(readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'))![0];
    expect(footer).toContain(`href="${site.origin}/"`);
  });
});
