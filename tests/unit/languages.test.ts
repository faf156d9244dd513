import { afterAll, describe, expect, it } from 'vitest';
import { directionOf, siteLanguages } from '../../src/content/languages';
import { HOME, load, pagesDir, rel, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

/** The test site, in English with German under /de/. */
const BILINGUAL = SITE.replace(
  "siteUrl: 'https://www.acme.example',",
  "$&\n  languages: [{ code: 'de', name: 'Deutsch' }],",
);

/** A page named `name` whose hero has a button to the page named `to`. */
const page = (name: string | undefined, title: string, to: string) => `export default {
  ${name ? `name: '${name}',` : ''}
  meta: { title: '${title}', description: 'A page.' },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: '${title}',
      actions: [{ label: 'Go to ${to}', href: { route: '${to}' } }],
    },
  ],
};
`;

const GERMAN_TEXTS = `export default {
  texts: { Home: 'Startseite', 'No. {company.registrationNumber}': 'Nr. {company.registrationNumber}', 'All rights reserved.': 'Alle Rechte vorbehalten.' },
};
`;

describe('Given a site in English and German', async () => {
  const dir = await pagesDir({
    '_site.ts': BILINGUAL,
    'index.ts': HOME,
    'about.ts': page('about', 'About', 'home'),
    'team.ts': page('team', 'Team', 'about'),
    'de/_site.ts': GERMAN_TEXTS,
    'de/index.ts': page(undefined, 'Willkommen', 'about'),
    'de/about.ts': page(undefined, 'Über uns', 'team'),
  });
  const { content, problems, warnings, notes } = await load(dir);
  const at = (path: string) => content?.pages.find((entry) => entry.path === path);
  const button = (path: string) => (at(path)?.page.blocks[0] as { actions: { href: string }[] }).actions[0]!.href;

  it('should load every page, each German page knowing its language', () => {
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(at('/de/about')?.language).toBe('de');
    expect(at('/about')?.language).toBeUndefined();
    expect(content?.languages.map(({ code, name, prefix }) => [code, name, prefix])).toEqual([
      ['en', 'English', ''],
      ['de', 'Deutsch', '/de'],
    ]);
  });

  it("should lead a German page's link by name to the German page where there is one, else to the English one", () => {
    expect(button('/de')).toBe('/de/about');
    expect(button('/de/about')).toBe('/team');
    expect(button('/about')).toBe('/');
  });

  it('should draw the German site-wide texts and links around the German pages', () => {
    const german = content?.translated.de;
    expect(german?.site.navbar.links[0]).toMatchObject({ label: 'Startseite', href: '/de' });
    expect(german?.site.navbar.registrationLine).toBe('Nr. 0042');
    expect(german?.site.footer.rights).toBe('Alle Rechte vorbehalten.');
    expect(content?.site.navbar.links[0]).toMatchObject({ label: 'Home', href: '/' });
  });

  it('should say, in one note, which pages have no German version', () => {
    expect(notes).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'languages[0]',
        severity: 'note',
        message: "1 of 3 pages have no Deutsch version (their links lead to the default language's): /team.",
      }),
    ]);
  });
});

describe('Given a German translation of the site-wide texts with gaps and a stale entry', async () => {
  const dir = await pagesDir({
    '_site.ts': BILINGUAL,
    'index.ts': HOME,
    'de/_site.ts': `export default { texts: { Home: 'Startseite', 'Contact us': 'Kontakt' } };\n`,
    'de/index.ts': page(undefined, 'Willkommen', 'home'),
  });
  const { problems, warnings } = await load(dir);

  it('should warn once for the texts shown in English, and once for the entry no text reads', () => {
    expect(problems).toEqual([]);
    expect(warnings.map((w) => [w.file, w.message])).toEqual([
      [
        rel(dir, 'de/_site.ts'),
        `2 site-wide texts have no Deutsch translation and show in the default language: "No. {company.registrationNumber}", "All rights reserved.". Add them to \`texts\` in ${rel(dir, 'de/_site.ts')}.`,
      ],
      [
        rel(dir, 'de/_site.ts'),
        'no site-wide text reads "Contact us": the default text changed, or it is misspelled. Write it as the site settings or a menu group\'s `_group.ts` write it.',
      ],
    ]);
  });
});

describe('Given a German page with no English page at its place', async () => {
  const dir = await pagesDir({
    '_site.ts': BILINGUAL,
    'index.ts': HOME,
    'de/_site.ts': GERMAN_TEXTS,
    'de/index.ts': page(undefined, 'Willkommen', 'home'),
    'de/careers.ts': page(undefined, 'Karriere', 'home'),
  });
  const { warnings } = await load(dir);

  it('should warn at the German page that it translates no page', () => {
    expect(warnings.map((w) => [w.file, w.message])).toEqual([
      [
        rel(dir, 'de/careers.ts'),
        'this Deutsch page translates /careers, which is no page: move it to the place of the page it translates, or add that page.',
      ],
    ]);
  });
});

describe('Given the languages setting', () => {
  it('should refuse the default language listed again, and a language listed twice', async () => {
    const site = SITE.replace(
      "siteUrl: 'https://www.acme.example',",
      "$&\n  languages: [{ code: 'EN', name: 'English' }, { code: 'de', name: 'Deutsch' }, { code: 'de', name: 'Deutsch' }],",
    );
    const { problems } = await load(await pagesDir({ '_site.ts': site, 'index.ts': HOME }));
    expect(problems.map((p) => [p.where, p.message])).toEqual([
      ['languages[0] › code', '"en" is the default language (`language`): list only the other languages here'],
      ['languages[2] › code', 'the language "de" is listed twice (first as languages[1]): list each language once'],
    ]);
  });

  it('should know the direction of a language from its tag', () => {
    expect(['ar', 'he-IL', 'fa', 'ur', 'de', 'en-GB', 'pa-Arab'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'rtl',
    ]);
    expect(siteLanguages({ language: 'de', languages: [] })[0]).toMatchObject({ name: 'Deutsch', dir: 'ltr' });
  });
});
