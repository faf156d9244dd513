import { afterAll, describe, expect, it } from 'vitest';
import { directionOf, siteLanguages } from '../../src/content/languages';
import { EN_MESSAGES } from '../../src/ui/messages-en';
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

/** A whole catalogue of the site's own texts (the English words stand for a translation here). */
const MESSAGES = JSON.stringify(EN_MESSAGES);

const GERMAN_TEXTS = `export default {
  messages: ${MESSAGES},
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
    'de/_site.ts': `export default { messages: ${MESSAGES}, texts: { Home: 'Startseite', 'Contact us': 'Kontakt' } };\n`,
    'de/index.ts': page(undefined, 'Willkommen', 'home'),
  });
  const { problems, warnings, notes } = await load(dir);

  it('should warn once for the texts shown in English, and note the entry no text reads', () => {
    expect(problems).toEqual([]);
    expect(warnings.map((w) => [w.file, w.topic, w.message])).toEqual([
      [
        rel(dir, 'de/_site.ts'),
        'translation',
        `2 site-wide texts have no Deutsch translation and show in the default language: "No. {company.registrationNumber}", "All rights reserved.". Add them to \`texts\` in ${rel(dir, 'de/_site.ts')}.`,
      ],
    ]);
    expect(notes.map((n) => n.message)).toContainEqual(
      'no site-wide text reads "Contact us": the default text changed, or it is misspelled. Write it as the site settings or a menu group\'s `_group.ts` write it.',
    );
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

describe("Given a German catalogue of the site's own texts with mistakes", async () => {
  const { 'block.close': _close, ...rest } = EN_MESSAGES;
  const catalogue = {
    ...rest,
    'copy.named': '{title} kopieren',
    'nav.examples': '{count, plural, one {# Beispiel}',
    'block.clos': 'Schließen',
  };
  const dir = await pagesDir({
    '_site.ts': BILINGUAL,
    'index.ts': HOME,
    'de/_site.ts': `export default { messages: ${JSON.stringify(catalogue)}, texts: ${JSON.stringify({ Home: 'Startseite', 'No. {company.registrationNumber}': 'Nr. {company.registrationNumber}', 'All rights reserved.': 'Alle Rechte vorbehalten.' })} };\n`,
    'de/index.ts': page(undefined, 'Willkommen', 'home'),
  });
  const { problems } = await load(dir);
  const about = (where: string) => problems.find((p) => p.where === where)?.message;

  it('should name the missing key and the language, with the English words', () => {
    expect(about('messages')).toBe(
      '1 message is missing in Deutsch (de): "block.close" (in English: "Close"). Add it under `messages`.',
    );
  });

  it('should refuse a key that is none, a message that is no ICU message, and other placeholders', () => {
    expect(about('messages › block.clos')).toMatch(/^no message is called "block\.clos"\. Did you mean/);
    expect(about('messages › nav.examples')).toMatch(/^not an ICU message: /);
    expect(about('messages › copy.named')).toBe(
      'the placeholders are {title}, but the English message has {name}: use the same names, which the site fills in.',
    );
  });
});
