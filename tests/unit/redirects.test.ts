// @project unit-dom: draws components, in happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import type { RedirectInput } from '../../schema/site';
import { parseRedirectsFile, redirectPage, redirectsFile } from '../../scripts/lib/build/redirects';
import { checkRedirects, withRedirect } from '../../src/content/redirects';
import { HOME, load, pagesDir, positionOf, rel, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

/** A page named `name` at its file; the home page is `index.ts`. */
const page = (name: string) => HOME.replace("name: 'home',", `name: '${name}',`);

const PAGES = {
  'index.ts': HOME,
  'pricing.ts': page('pricing'),
  'company/about-us.ts': page('about'),
};

/** The site settings with `redirects` written as given, one entry a line. */
function siteWith(entries: string[]): string {
  const list = `redirects: [\n${entries.map((entry) => `    ${entry},\n`).join('')}  ],\n`;
  return SITE.replace(/\};\n$/, `  ${list}};\n`);
}

async function problemsOf(entries: string[]) {
  const site = siteWith(entries);
  const dir = await pagesDir({ ...PAGES, '_site.ts': site });
  const { problems, content } = await load(dir);
  return { problems, content, site, file: rel(dir, '_site.ts') };
}

describe('redirects in the site settings', { timeout: 30_000 }, () => {
  it('Given redirects to a path and to a page by name with an anchor, should accept them resolved to paths', async () => {
    const { problems, content } = await problemsOf([
      "{ from: '/about', to: '/company/about-us' }",
      "{ from: '/prices', to: { route: 'pricing', hash: '#plans' } }",
    ]);
    expect(problems).toEqual([]);
    expect(content?.site.redirects).toEqual([
      { from: '/about', to: '/company/about-us' },
      { from: '/prices', to: '/pricing#plans' },
    ]);
  });

  it('Given no redirects, should have an empty list', async () => {
    const { content } = await load(await pagesDir({ 'index.ts': HOME }));
    expect(content?.site.redirects).toEqual([]);
  });

  it('Given an old address that is a page, should say whose it is at its line', async () => {
    const { problems, site, file } = await problemsOf(["{ from: '/pricing', to: '/' }"]);
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        where: 'redirects[0] › from',
        message:
          '"/pricing" is the address of a page (' +
          file.replace('_site.ts', 'pricing.ts') +
          '): a redirect cannot take it. Remove this entry, or move that page first.',
        ...positionOf(site, "'/pricing'"),
      }),
    ]);
  });

  it('Given the address of the not-found page, should refuse it', async () => {
    const { problems } = await problemsOf(["{ from: '/404', to: '/' }"]);
    expect(problems.map((p) => p.message)).toEqual([
      '"/404" is the address of a page (the not-found page): a redirect cannot take it. Remove this entry, or move that page first.',
    ]);
  });

  it('Given the address of a route module of its own, should name its module', async () => {
    const routeTable = { default: [{ path: 'landing', file: 'routes/landing.tsx' }] };
    const raw = { file: 'pages-data/_site.ts', data: { redirects: [{ from: '/landing', to: '/' }] } };
    const problems = await checkRedirects(
      raw,
      raw.data.redirects,
      [{ path: '/', file: 'pages-data/index.ts' }],
      (file) => Promise.resolve(file === 'src/routes.ts' ? routeTable : {}),
    );
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
      'redirects[0] › from: "/landing" is the address of a page (src/routes/landing.tsx): a redirect cannot take it. Remove this entry, or move that page first.',
    ]);
  });

  it.each([
    ['a trailing slash', '/old/'],
    ['upper-case letters', '/Old-Page'],
    ['an anchor', '/old#top'],
    ['no leading slash', 'old'],
  ])('Given an old address with %s, should say what a path may hold', async (_, from) => {
    const { problems, site } = await problemsOf([`{ from: '${from}', to: '/' }`]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[0] › from',
        message: expect.stringContaining('expected a path like "/old/path"') as string,
        ...positionOf(site, `'${from}'`),
      }),
    ]);
  });

  it('Given an old address twice, should report the second, naming the first', async () => {
    const { problems, site } = await problemsOf([
      "{ from: '/old', to: '/' }",
      "{ from: '/new', to: '/pricing' }",
      "{ from: '/old', to: '/pricing' }",
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[2] › from',
        message:
          '"/old" is already redirected by redirects[0] (to "/"): an old address leads to one page. Keep one of the two entries.',
        line: positionOf(site, "{ from: '/old', to: '/pricing' }").line,
      }),
    ]);
  });

  it('Given a target that is no page, should suggest the close one', async () => {
    const { problems, site } = await problemsOf(["{ from: '/old', to: '/pricnig' }"]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[0] › to',
        message:
          '"/pricnig" is no page of the site. Did you mean `/pricing`? A redirect leads to a page: write its path or { route: "…" } with its name.',
        ...positionOf(site, "'/pricnig'"),
      }),
    ]);
  });

  it('Given a target outside the site, should say a redirect stays on it', async () => {
    const { problems } = await problemsOf(["{ from: '/old', to: 'https://elsewhere.example/' }"]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[0] › to',
        message: expect.stringContaining('a redirect stays on the site') as string,
      }),
    ]);
  });

  it('Given an unknown page name, should list the names there are', async () => {
    const { problems } = await problemsOf(["{ from: '/old', to: { route: 'prcing' } }"]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[0] › to › route',
        message: expect.stringContaining('unknown route name "prcing". Did you mean `pricing`?') as string,
      }),
    ]);
  });

  it('Given a chain, should name the final page to point straight at', async () => {
    const { problems, site } = await problemsOf([
      "{ from: '/a', to: '/b' }",
      "{ from: '/b', to: '/c' }",
      "{ from: '/c', to: '/pricing#plans' }",
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'redirects[0] › to',
        message:
          '"/b" is itself redirected: /a → /b → /c → /pricing#plans. Point this entry straight at "/pricing#plans", so the old address leads to the page at once.',
        ...positionOf(site, "'/b' }"),
      }),
      expect.objectContaining({
        where: 'redirects[1] › to',
        message: expect.stringContaining(
          '/b → /c → /pricing#plans. Point this entry straight at "/pricing#plans"',
        ) as string,
      }),
    ]);
  });

  it('Given a loop, should say it never reaches a page, on each of its entries', async () => {
    const { problems } = await problemsOf([
      "{ from: '/a', to: '/b' }",
      "{ from: '/b', to: '/a' }",
      "{ from: '/c', to: '/c' }",
    ]);
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
      'redirects[0] › to: the redirects go round in a loop (/a → /b → /a) and never reach a page. Point each old address at the page it should lead to.',
      'redirects[1] › to: the redirects go round in a loop (/b → /a → /b) and never reach a page. Point each old address at the page it should lead to.',
      'redirects[2] › to: the redirects go round in a loop (/c → /c) and never reach a page. Point each old address at the page it should lead to.',
    ]);
  });
});

describe('withRedirect', () => {
  const list: RedirectInput[] = [
    { from: '/a', to: '/b' },
    { from: '/x', to: { route: 'pricing' } },
  ];

  it('Given a page moved, should add its old address, leaving the list given as it was', () => {
    const before = structuredClone(list);
    expect(withRedirect(list, '/c', '/d')).toEqual([...list, { from: '/c', to: '/d' }]);
    expect(list).toEqual(before);
  });

  it('Given a page moved from an address others lead to, should lead them straight to the new one', () => {
    expect(withRedirect(list, '/b', '/c')).toEqual([
      { from: '/a', to: '/c' },
      { from: '/x', to: { route: 'pricing' } },
      { from: '/b', to: '/c' },
    ]);
  });

  it('Given an entry leading to an anchor of the moved page, should keep the anchor', () => {
    expect(withRedirect([{ from: '/a', to: '/b#plans' }], '/b/', '/c')).toEqual([
      { from: '/a', to: '/c#plans' },
      { from: '/b', to: '/c' },
    ]);
    expect(withRedirect([{ from: '/a', to: '/b#plans' }], '/b', { route: 'c' })).toEqual([
      { from: '/a', to: { route: 'c', hash: '#plans' } },
      { from: '/b', to: { route: 'c' } },
    ]);
  });

  it('Given a page moved back to an old address, should drop that redirect', () => {
    expect(withRedirect(list, '/b', '/a')).toEqual([
      { from: '/x', to: { route: 'pricing' } },
      { from: '/b', to: '/a' },
    ]);
  });

  it('Given an old address redirected already, should replace its entry', () => {
    expect(withRedirect([{ from: '/c', to: '/old' }], '/c', '/d')).toEqual([{ from: '/c', to: '/d' }]);
  });

  it('Given a page "moved" to where it is, should add nothing', () => {
    expect(withRedirect(list, '/a', '/a')).toEqual([{ from: '/x', to: { route: 'pricing' } }]);
  });
});

describe('the redirect files the build writes', () => {
  const site = { siteUrl: 'https://www.acme.example/docs/', base: '/docs/', language: 'en' };

  it('should send the visitor on at once, name the new address as canonical, show the site’s icon and stay out of search results', () => {
    const { html } = redirectPage({ from: '/old', to: '/pricing#plans' }, { ...site, title: 'Plans & prices' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Moved: Plans & prices');
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/docs/pricing/#plans',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.acme.example/docs/pricing/',
    );
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // The site's icon, under the base path: without one the browser asks the host for /favicon.ico.
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/docs/favicon.svg');
    expect(doc.querySelector('main p')?.textContent).toBe('This page has moved to Plans & prices.');
    expect(doc.querySelector('main a')?.getAttribute('href')).toBe('/docs/pricing/#plans');
  });

  it('should list each redirect as "/old /new 301" under the base path, and read such a file back', () => {
    const text = redirectsFile(
      [
        { from: '/old', to: '/pricing#plans' },
        { from: '/a/b', to: '/' },
      ],
      '/docs/',
    );
    expect(text).toBe('/docs/old /docs/pricing/#plans 301\n/docs/a/b /docs/ 301\n');
    expect(redirectsFile([{ from: '/old', to: '/new' }], '/')).toBe('/old /new/ 301\n');
    expect([...parseRedirectsFile(`# a comment\n${text}/splat/* /x 200\n`)]).toEqual([
      ['/docs/old', { to: '/docs/pricing/#plans', status: 301 }],
      ['/docs/a/b', { to: '/docs/', status: 301 }],
    ]);
  });
});
