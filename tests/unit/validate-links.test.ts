import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/content/problem';
import { siteSchema } from '../../schema/site';
import { withParseContext } from '../../schema/context';
import { HOME, load, pagesDir, positionOf, rel, removePagesDirs, SITE } from '../support/pages-dir';
import { validateCli } from '../support/validate-cli';
import { validSites } from '../fixtures/schema-cases';

afterAll(removePagesDirs);

/** The home page with these buttons in its hero, written as they stand in the file. */
const withLinks = (...hrefs: string[]) =>
  HOME.replace(
    "title: 'Welcome",
    `actions: [${hrefs.map((href, i) => `{ label: 'Go ${i}', href: '${href}' }`).join(', ')}],\n      title: 'Welcome`,
  );

describe('Given links and settings that would ship broken', async () => {
  const files = {
    '_site.ts': SITE.replace(
      "siteUrl: 'https://www.acme.example'",
      "siteUrl: 'https://admin:hunter2@www.acme.example', language: 'english please'",
    )
      .replace(
        "links: [{ label: 'Home', href: { route: 'home' } }]",
        "links: [{ label: 'Home', href: { route: 'home' }, hideOn: ['https://www.acme.example/company/about', '/company/about#team'] }]",
      )
      .replace(
        'footer: { rights',
        "footer: { menus: ['/company', '/company'], links: [{ label: 'Café', href: '/caf%E9' }], rights",
      ),
    'index.ts': withLinks('tel:call-me-maybe', '/privacy%zz', 'https://user:secret@files.example/report'),
    'company/_group.ts': "export default { heading: 'Company' };\n",
    'company/about.ts': HOME.replace("name: 'home',", "nav: { title: 'About' },"),
  };
  const dir = await pagesDir(files);
  const { content, problems } = await load(dir);

  it('should publish nothing', () => {
    expect(content).toBeUndefined();
  });

  it.each([
    [
      'a password in the site address, which would reach robots.txt, the sitemap and every canonical link',
      '_site.ts',
      "'https://admin:hunter2@www.acme.example'",
      'siteUrl',
      'an address may not hold a user name or password: every visitor (and search engine) can read it. Remove it, as in "https://www.acme.example/"',
    ],
    [
      'a language that is no BCP 47 tag',
      '_site.ts',
      "'english please'",
      'language',
      'expected a language tag (BCP 47) such as "en", "en-GB" or "pt-BR", found "english please"',
    ],
    [
      'a footer group listed twice, at the second',
      '_site.ts',
      "'/company'],",
      'footer › menus[1]',
      'the group "/company" is listed twice (first as menus[0]): list each group once',
    ],
    [
      'a tel: link that is no phone number',
      'index.ts',
      "'tel:call-me-maybe'",
      'blocks[0] (hero) › actions[0] › href',
      'expected a phone number after "tel:" (digits, spaces, "+", "-", "(", ")" and "."), e.g. "tel:+44 20 7946 0000", found "tel:call-me-maybe"',
    ],
    [
      'a malformed percent-escape',
      'index.ts',
      "'/privacy%zz'",
      'blocks[0] (hero) › actions[1] › href',
      '"%zz" at character 9 of the link is no percent-escape: "%" starts one with two hex digits (%20 is a space); write a "%" itself as %25',
    ],
    [
      'a password in a link',
      'index.ts',
      "'https://user:secret@files.example/report'",
      'blocks[0] (hero) › actions[2] › href',
      'a link may not hold a user name or password: every visitor (and search engine) can read it. Remove it, as in "https://files.example/report"',
    ],
    [
      'percent-escapes that spell no text',
      '_site.ts',
      "'/caf%E9'",
      'footer › links[0] › href',
      'the percent-escapes "%E9" at character 5 of the link spell no text: a character is written as its UTF-8 bytes, é as %C3%A9',
    ],
    [
      'a page to hide a navbar link on given as another site’s address',
      '_site.ts',
      "'https://www.acme.example/company/about'",
      'navbar › links[0] › hideOn[0]',
      'expected a page of this site, as a path like "/privacy" or { route: "…" }, with no #anchor or ?query, found "https://www.acme.example/company/about"',
    ],
    [
      'a page to hide a navbar link on given with an anchor, which no address matches',
      '_site.ts',
      "'/company/about#team'",
      'navbar › links[0] › hideOn[1]',
      'expected a page of this site, as a path like "/privacy" or { route: "…" }, with no #anchor or ?query, found "/company/about#team"',
    ],
  ] as const)('should report %s at its place, with the fix', (_, name, snippet, where, message) => {
    expect(problems).toContainEqual(
      expect.objectContaining({ file: rel(dir, name), ...positionOf(files[name], snippet), where, message }),
    );
  });

  it('should report nothing else', () => {
    expect(problems).toHaveLength(9);
  });
});

describe('Given http:// links and site address', async () => {
  const files = {
    '_site.ts': SITE.replace("siteUrl: 'https://www.acme.example'", "siteUrl: 'http://www.acme.example'"),
    'index.ts': withLinks('http://partner.example/offers'),
  };
  const dir = await pagesDir(files);
  const { problems, warnings } = await load(dir);

  it('should accept them, and warn at each with its https:// form', () => {
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        ...positionOf(files['_site.ts'], "'http://www.acme.example'"),
        where: 'siteUrl',
        severity: 'warning',
        message: expect.stringMatching(
          /^the site's address "http:\/\/www\.acme\.example" is not encrypted .* write "https:\/\/www\.acme\.example"\.$/,
        ) as string,
      }),
      expect.objectContaining({
        file: rel(dir, 'index.ts'),
        ...positionOf(files['index.ts'], "'http://partner.example/offers'"),
        where: 'blocks[0] (hero) › actions[0] › href',
        severity: 'warning',
        message:
          'the link "http://partner.example/offers" is not encrypted (http://): browsers mark it "not secure" and anyone on the way can read or change it. Write "https://partner.example/offers", if that site answers there.',
      }),
    ]);
  });

  it('should fail `npm run validate -- --strict` on them', { timeout: 30_000 }, async () => {
    const result = await validateCli(`--dir=${dir}`, '--strict', '--format=json');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout) as { problems: Problem[] };
    expect(report.problems.map((p) => [p.where, p.severity])).toEqual([
      ['siteUrl', 'error'],
      ['blocks[0] (hero) › actions[0] › href', 'error'],
    ]);
  });
});

describe('the site language', () => {
  const site = validSites[0]!.data as Record<string, unknown>;
  const parse = (language: unknown) =>
    withParseContext(
      {
        routes: new Map([
          ['presentation', '/'],
          ['privacy', '/privacy'],
        ]),
        icons: new Set(),
      },
      () => siteSchema.safeParse({ ...site, language }),
    );

  it.each(['', 'english please', 'en_GB!', 42])('Given %j, should refuse it', (language) => {
    const result = parse(language);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['language']]);
  });

  it.each([
    ['en', 'en'],
    ['EN-gb', 'en-GB'],
    ['pt-BR', 'pt-BR'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
  ])('Given %j, should accept it as %j', (language, canonical) => {
    expect(parse(language).data?.language).toBe(canonical);
  });
});
