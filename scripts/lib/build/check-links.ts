import { statSync } from 'node:fs';
import path from 'node:path';
import type { DataPath, Problem } from '../../../src/content/problem';
import { describePath } from '../../../src/content/report';
import { decodeEscapes, routeKey, siteTarget } from '../../../src/content/site-links';
import { isExternalHref, percentEscapeProblem } from '../../../schema/primitives';
import { unprefixed } from '../../../src/ui/site-path';

/** A built page: its route path, the data file it came from, and its final HTML (or its `linkDigest`). */
export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const SOURCE = /<(?:img|source|script|link)\b[^>]*?\s(?:src|href)="(\/[^"]*)"/g;
const SRCSET = /\s(?:srcset|imageSrcSet)="([^"]*)"/gi;
const ID = /\sid="([^"]+)"/g;

/**
 * The parts of a page's HTML the link check reads (its links, sources and ids), which it reads the
 * same way: the build keeps this, not the whole page, while it finishes thousands of pages.
 */
export function linkDigest(html: string): string {
  return [ANCHOR_HREF, SOURCE, SRCSET, ID]
    .flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[0]))
    .join('\n');
}

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Where in `data` a string equal to `value` sits, depth first. */
function findValue(data: unknown, value: string, at: DataPath = []): DataPath | undefined {
  if (data === value) return at;
  if (Array.isArray(data)) {
    for (const [i, item] of data.entries()) {
      const found = findValue(item, value, [...at, i]);
      if (found) return found;
    }
  } else if (data && typeof data === 'object') {
    for (const [key, item] of Object.entries(data)) {
      const found = findValue(item, value, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Checks every page's ids are unique, and every link and file reference of the built pages: a site path must be a page or a file the
 * site serves, and an anchor (`#id`, `/path#id`, a `{ route, hash }` link) must name an id on its
 * page. Each problem names the data file and the place in it that produced the link (the page's own
 * data, else the site settings), or the page when its blocks drew the link themselves. Under a path
 * prefix (`base`, such as `/docs/`), site paths are read without it, as the data writes them.
 */
export function checkBuiltLinks(
  pages: readonly BuiltPage[],
  content: { site: unknown; pages: readonly { path: string; file: string; page: unknown }[] },
  siteFile: string,
  siteRoot: string,
  base = '/',
): Problem[] {
  const ids = new Map(
    pages.map((p) => [routeKey(p.path), new Set([...p.html.matchAll(ID)].map((m) => decode(m[1]!)))]),
  );
  const data = new Map(content.pages.map((p) => [p.file, p.page]));
  const problems: Problem[] = [];
  // Every id of a page once: a second one makes `#id` links and labels point at the wrong element.
  for (const page of pages) {
    const counted = new Map<string, number>();
    for (const match of page.html.matchAll(ID)) {
      const id = decode(match[1]!);
      counted.set(id, (counted.get(id) ?? 0) + 1);
    }
    for (const [id, count] of counted) {
      if (count < 2) continue;
      const pageData = data.get(page.file);
      const at = findValue(pageData, id) ?? [];
      problems.push({
        file: page.file,
        path: at,
        where: at.length ? describePath(at, pageData) : '',
        message: `the id "${id}" is on ${page.path} ${count} times; ids must be unique on a page: choose another.`,
      });
    }
  }
  const seen = new Set<string>();
  const report = (page: BuiltPage, href: string, message: string) => {
    const pageData = data.get(page.file);
    const inPage = findValue(pageData, href);
    const inSite = inPage ? undefined : findValue(content.site, href);
    const file = inPage || !inSite ? page.file : siteFile;
    const key = `${file}\0${href}`;
    // A broken link in the site settings shows on every page: say it once.
    if (inSite && seen.has(key)) return;
    seen.add(key);
    const at = inPage ?? inSite ?? [];
    const where = at.length ? describePath(at, inPage ? pageData : content.site) : '';
    const drawn = at.length ? '' : ' (drawn by a block of this page, not written in its data)';
    problems.push({ file, path: at, where, message: `the link "${href}" ${message}${drawn}.` });
  };
  const fileExists = (pathname: string) => {
    const file = path.join(siteRoot, decodeEscapes(pathname));
    return file.startsWith(siteRoot + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  };

  for (const page of pages) {
    for (const match of page.html.matchAll(ANCHOR_HREF)) {
      const published = decode(match[1]!);
      if (published === '#' || isExternalHref(published)) continue;
      const href = published.startsWith('/') ? unprefixed(published, base) : published;
      if (href === undefined) {
        report(page, published, `leads outside ${base}, the path the site is published under`);
        continue;
      }
      const escapes = percentEscapeProblem(href);
      if (escapes) {
        report(page, href, `cannot be followed: ${escapes}`);
        continue;
      }
      const target = siteTarget(href, page.path);
      if (!target) {
        report(page, href, 'is neither a site path nor an anchor');
        continue;
      }
      const known = ids.get(target.path);
      if (!known) {
        if (!fileExists(target.path)) report(page, href, `leads to ${target.path}, which is no page of the site`);
        continue;
      }
      if (target.id && !known.has(target.id)) {
        const on = href.startsWith('#') ? 'this page' : target.path;
        report(page, href, `points at "#${target.id}", which is no id on ${on}`);
      }
    }
    const sources = [
      ...[...page.html.matchAll(SOURCE)].map((m) => decode(m[1]!)),
      ...[...page.html.matchAll(SRCSET)].flatMap((m) =>
        decode(m[1]!)
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!)
          .filter((url) => url.startsWith('/')),
      ),
    ];
    for (const source of new Set(sources)) {
      const { pathname: published } = new URL(source, 'https://site.invalid');
      const pathname = unprefixed(published, base);
      if (pathname === undefined || !fileExists(pathname)) {
        problems.push({
          file: page.file,
          path: [],
          where: '',
          message: `${page.path} loads ${published}, which the build did not make.`,
        });
      }
    }
  }
  return problems;
}
