import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPartialContent } from '../../src/content/load';
import { pageBlockers } from '../../src/content/page-blockers';
import { pageProblems } from '../../src/editor/page-document';
import { HOME, load, pagesDir, rel, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

const loadPartial = (dir: string) =>
  loadPartialContent((file) => tsImport(pathToFileURL(path.resolve(file)).href, import.meta.url), dir);

/** A page named `name` at its own path, with a hero titled `title` and, if given, a link to a page by name. */
const page = (name: string, title: string, linkTo?: string) => `export default {
  name: '${name}',
  meta: { title: 'A page', description: 'A page of the test.' },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: '${title}',${linkTo ? `\n      actions: [{ label: 'Next', href: { route: '${linkTo}' } }],` : ''}
    },
  ],
};
`;

describe('Given one page file whose data is wrong', async () => {
  const dir = await pagesDir({
    'index.ts': HOME,
    'offer.ts': page('offer', ''),
    'links.ts': page('links', 'Links', 'offer'),
  });
  const strict = await load(dir);
  const { problems, partial } = await loadPartial(dir);

  it('should leave the build no content, with the problem at its file', () => {
    expect(strict.content).toBeUndefined();
    expect(strict.problems.map((p) => [p.file, p.where])).toEqual([[rel(dir, 'offer.ts'), 'blocks[0] (hero) › title']]);
  });

  it('should report the same problems for development, with every other page loaded', () => {
    expect(problems).toEqual(strict.problems);
    expect(partial.content?.pages.map((p) => p.path).sort()).toEqual(['/', '/links']);
    // The link to the broken page's name resolves: its file declares the name.
    const links = partial.content?.pages.find((p) => p.path === '/links')?.page.blocks[0];
    expect(links).toMatchObject({ actions: [{ href: '/offer' }] });
    expect(Object.fromEntries(partial.routeNames)).toEqual({ home: '/', offer: '/offer', links: '/links' });
    expect(partial.routesIncomplete).toBe(false);
    expect(Object.fromEntries(partial.tokens)).toMatchObject({ 'company.name': 'Acme Ltd' });
  });

  it('should stop the broken page alone on the development server', () => {
    expect(pageBlockers('/', problems, partial)).toBeUndefined();
    expect(pageBlockers('/links', problems, partial)).toBeUndefined();
    expect(pageBlockers('/nowhere', problems, partial)).toBeUndefined();
    expect(pageBlockers('/offer', problems, partial)).toEqual({ problems, everyPage: false });
  });
});

describe('Given a page file that does not load', async () => {
  const dir = await pagesDir({ 'index.ts': page('home', 'Home', 'offer'), 'offer.ts': 'export default {' });
  const { problems, partial } = await loadPartial(dir);

  it('should load the others, whose links to a name it may hold are not held against them', () => {
    expect(problems.map((p) => p.file)).toEqual([rel(dir, 'offer.ts')]);
    expect(partial.routesIncomplete).toBe(true);
    expect(partial.content?.pages.map((p) => p.path)).toEqual(['/']);
    expect(pageBlockers('/', problems, partial)).toBeUndefined();
    expect(pageBlockers('/offer', problems, partial)?.problems[0]?.message).toMatch(/^not valid TypeScript/);
  });
});

describe('Given site settings whose data is wrong', async () => {
  const dir = await pagesDir({ '_site.ts': SITE.replace("siteUrl: '", "siteUrl: 'www."), 'index.ts': HOME });
  const { problems, partial } = await loadPartial(dir);

  it('should load no site, but still know the route names and settings', () => {
    expect(partial.content).toBeUndefined();
    expect(Object.fromEntries(partial.routeNames)).toEqual({ home: '/' });
    expect(Object.fromEntries(partial.tokens)).toMatchObject({ supportEmail: 'help@acme.example' });
  });

  it('should stop every page with the settings file’s problem', () => {
    const blocked = pageBlockers('/', problems, partial);
    expect(blocked?.everyPage).toBe(true);
    expect(blocked?.problems.map((p) => [p.file, p.where])).toEqual([[rel(dir, '_site.ts'), 'siteUrl']]);
  });
});

describe('Given site settings that do not load', async () => {
  const dir = await pagesDir({ '_site.ts': 'export default {', 'index.ts': HOME });
  const { partial } = await loadPartial(dir);

  it('should know the route names and no setting', () => {
    expect(Object.fromEntries(partial.routeNames)).toEqual({ home: '/' });
    expect(partial.tokens).toEqual([]);
  });
});

describe("Given the editor's check of the open page while another file is wrong", () => {
  const data = {
    meta: { title: 'Open page', description: 'The page the editor has open.' },
    blocks: [
      {
        type: 'hero',
        image: { src: 'photos/office-dark', alt: '' },
        title: 'About {company.name}',
        actions: [{ label: 'Offer', href: { route: 'offer' } }],
      },
    ],
  };
  const tokens = new Map([['company.name', 'Acme Ltd']]);
  const where = (problems: { where: string; message: string }[]) => problems.map((p) => `${p.where}: ${p.message}`);

  it('should hold a link to a name no loaded page has against the page only when every page loaded', () => {
    expect(where(pageProblems(data, new Map(), tokens))).toEqual([
      expect.stringMatching(/^blocks\[0\] \(hero\) › actions\[0\] › href › route: unknown route name "offer"/),
    ]);
    expect(pageProblems(data, new Map(), tokens, { routesIncomplete: true })).toEqual([]);
  });

  it('should hold a placeholder against the page only when the settings loaded', () => {
    const routes = new Map([['offer', '/offer']]);
    expect(where(pageProblems(data, routes, new Map()))).toEqual([
      expect.stringMatching(/^blocks\[0\] \(hero\) › title: unknown setting \{company\.name\}/),
    ]);
    expect(pageProblems(data, routes, new Map(), { tokensIncomplete: true })).toEqual([]);
  });
});
