import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type RunningServer } from '../../scripts/lib/dev/static-server';
import { DIST_DIR, parseHtml } from './support/browser';

/**
 * Every address the built pages give (canonical, og:url, hreflang, JSON-LD, each link, the sitemap)
 * is the one its file is served at: served as GitHub Pages serves a folder (`/pricing` answers 301 to
 * `/pricing/`, which `serveStatic` does too), each answers 200 at once, never through a redirect,
 * which search engines take for a mistake in a canonical and every visitor pays for in a link.
 */
let server: RunningServer | undefined;

beforeAll(async () => {
  server = await serveStatic(DIST_DIR, 0);
});

afterAll(async () => {
  await server?.close();
});

/** Every HTML file of the build, as its path from dist/. */
function htmlFiles(dir = DIST_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('pagefind/'));
}

/** The site's own address, from the home page's canonical link (`https://www.example.com/`). */
function siteAddress(): string {
  const home = parseHtml(readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'));
  return home.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
}

/** The site addresses a JSON-LD value names, `@id`s and all. */
function jsonLdAddresses(value: unknown, site: string, into: string[]): void {
  if (typeof value === 'string') {
    if (value.startsWith(site)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) jsonLdAddresses(item, site, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) jsonLdAddresses(item, site, into);
  }
}

/** What a page names as addresses of the site: its kind (`canonical`, `a href`…) and the address. */
function addressesOf(file: string, site: string): { kind: string; address: string }[] {
  const doc = parseHtml(readFileSync(path.join(DIST_DIR, file), 'utf8'));
  const found: { kind: string; address: string }[] = [];
  const add = (kind: string, address: string | null | undefined) => {
    if (address) found.push({ kind, address });
  };
  for (const link of doc.querySelectorAll('link[rel="canonical"]')) add('canonical', link.getAttribute('href'));
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
    add(`hreflang ${link.getAttribute('hreflang')}`, link.getAttribute('href'));
  add('og:url', doc.querySelector('meta[property="og:url"]')?.getAttribute('content'));
  for (const a of doc.querySelectorAll('a[href]')) add('a href', a.getAttribute('href'));
  // The language switch's other address on a phone.
  for (const a of doc.querySelectorAll('[data-phone-href]'))
    add('a data-phone-href', a.getAttribute('data-phone-href'));
  const refresh = doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  add('meta refresh', refresh ? /url=(.*)$/i.exec(refresh)?.[1] : undefined);
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const named: string[] = [];
    jsonLdAddresses(JSON.parse(script.textContent ?? 'null'), site, named);
    for (const address of named) add('JSON-LD', address);
  }
  return found;
}

/** The address on the test server of an address of the site, or undefined for one elsewhere or an anchor. */
function local(address: string, pageAddress: string, site: string, origin: string): string | undefined {
  if (address.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(address)) return undefined;
  const url = new URL(address, pageAddress);
  if (url.origin !== new URL(site).origin) return undefined;
  return origin + url.pathname + url.search;
}

describe('Given every built page served as GitHub Pages serves it', { timeout: 120_000 }, () => {
  it('should answer a folder without its slash with a 301 to the address with it, as such a host does', async () => {
    const answer = await fetch(`${server!.url}/pages/company/pricing`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/pages/company/pricing/');
  });

  it('should answer every canonical, og:url, hreflang, JSON-LD address, internal link and sitemap address with 200, never a redirect', async () => {
    const site = siteAddress();
    const origin = server!.url;
    // Each address asked for once, with the first page and kind that named it.
    const named = new Map<string, string>();
    const files = htmlFiles();
    for (const file of files) {
      const at = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file;
      const pageAddress = new URL(at, site).href;
      for (const { kind, address } of addressesOf(file, site)) {
        const url = local(address, pageAddress, site, origin);
        if (url && !named.has(url)) named.set(url, `/${at} → ${kind} ${address}`);
      }
    }
    const sitemap = readFileSync(path.join(DIST_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<(?:loc>|xhtml:link [^>]*href=")([^<"]+)/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(files.length / 2);
    for (const loc of locs) {
      const url = local(loc.replaceAll('&amp;', '&'), site, site, origin);
      if (url && !named.has(url)) named.set(url, `sitemap.xml → ${loc}`);
    }
    // The site's pages and its language folders are among them, with their slash.
    expect(named.has(`${origin}/pages/company/pricing/`)).toBe(true);
    expect(named.has(`${origin}/de/`)).toBe(true);

    const failures: string[] = [];
    const queue = [...named];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, where] = next;
        const answer = await fetch(url, { redirect: 'manual' });
        await answer.body?.cancel();
        if (answer.status !== 200) {
          const location = answer.headers.get('location');
          failures.push(`${where}: ${answer.status}${location ? ` → ${location}` : ''}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures.sort()).toEqual([]);
    expect(named.size).toBeGreaterThanOrEqual(new Set(locs).size);
  });
});
