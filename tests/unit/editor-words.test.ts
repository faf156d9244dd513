import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockSchemas } from '../../schema/blocks';
import { settingTokens } from '../../src/content/interpolate';
import { loadContent } from '../../src/content/load';
import { routeNameEntries } from '../../src/content/snapshot';
import { advancedPaths, groupAdvanced, ungroupAdvanced } from '../../src/editor/advanced';
import { pageProblems } from '../../src/editor/page-document';
import { fromPuckProps, toPuckProps } from '../../src/editor/puck-data';
import { fileProblemInWords, pageHeading, placeInWords, problemInWords, singular } from '../../src/editor/words';
import { peel } from '../../src/editor/zod-walk';

const { content } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
const routeNames = new Map(routeNameEntries(content!.pages));
const tokens = settingTokens(content!.site);
const image = { src: 'photos/office-dark', alt: '' };
const page = (blocks: unknown[]) => ({ meta: { title: 'Pricing', description: 'Plans.' }, blocks });

/** The page's first problem, in words. */
function firstProblem(data: unknown) {
  const [problem] = pageProblems(data, routeNames, tokens);
  if (!problem) throw new Error('expected a problem');
  return problemInWords(problem, data, 'pages-data/pricing.ts');
}

describe('block types in words', () => {
  const words = BLOCK_TYPES.map((type) => ({ type, ...peel(blockSchemas[type]) }));

  it('given every block type, should have a name and a one-line description of its own', () => {
    for (const { type, title, description } of words) {
      expect(title, `${type}: a name (describeBlock)`).toMatch(/^[A-Z][^.]*$/);
      expect(description, `${type}: one sentence`).toMatch(/^[A-Z][^\n]{20,110}\.$/);
    }
  });

  it('should give no two block types the same name or the same description', () => {
    const names = words.map((word) => word.title?.toLowerCase());
    const descriptions = words.map((word) => word.description);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(descriptions.filter((text, i) => descriptions.indexOf(text) !== i)).toEqual([]);
  });
});

describe('placeInWords', () => {
  it('given a block field, should name the block and the field by their labels', () => {
    const data = page([{ type: 'hero', title: 'Plans', image, minHeight: '50vh' }]);
    expect(placeInWords(['blocks', 0, 'title'], data)).toBe('Header › Title');
    expect(placeInWords(['blocks', 0, 'minHeight'], data)).toBe('Header › Minimum height');
    expect(placeInWords(['blocks', 0, 'id'], data)).toBe('Header › Anchor id');
  });

  it('given several blocks of a kind, should tell them apart by their titles, and list items by number', () => {
    const card = { icon: 'cloud', title: 'Cloud', description: 'Hosting.' };
    const data = page([
      { type: 'card-grid', title: 'Services', cards: [card, card] },
      { type: 'card-grid', title: 'Results', cards: [card, card] },
      { type: 'buttons', buttons: [{ label: 'Go', href: { route: 'privacy' } }] },
    ]);
    expect(placeInWords(['blocks', 1, 'cards', 1, 'title'], data)).toBe('Feature cards “Results” › Card 2 › Title');
    expect(placeInWords(['blocks', 2, 'buttons', 0, 'href', 'route'], data)).toBe('Buttons › Button 1 › Link › Page');
    expect(placeInWords(['blocks', 0, 'cards'], data)).toBe('Feature cards “Services” › Cards');
  });

  it('given a block inside a showcase sample, should name both', () => {
    const data = page([
      { type: 'sample', id: 'plain', title: 'Plain', blocks: [{ type: 'cta', title: 'Go', actions: [] }] },
    ]);
    expect(placeInWords(['blocks', 0, 'blocks', 0, 'title'], data)).toBe('Showcase sample › Call to action › Title');
  });

  it('given a page setting, should name it as the page settings show it', () => {
    const data = { ...page([]), layout: { bodyClass: ['x'] } };
    expect(placeInWords(['meta', 'title'], data)).toBe('Page settings › Search listing and browser tab › Title');
    expect(placeInWords(['layout', 'bodyClass', 0], data)).toBe('Page settings › Layout › Page class 1');
  });

  it('should make a list’s item from its label', () => {
    expect(['Cards', 'Categories', 'Boxes', 'Content'].map(singular)).toEqual([
      'Card',
      'Category',
      'Box',
      'Content item',
    ]);
  });
});

describe('problemInWords', () => {
  it('given an emptied title, should say so in words, and keep the path, the message and the file as details', () => {
    const words = firstProblem(page([{ type: 'hero', title: '', image }]));
    expect(words.text).toBe('Header › Title is empty: every header needs a title.');
    expect(words.details).toBe(
      'blocks[0] (hero) › title: expected some text, found an empty string (pages-data/pricing.ts)',
    );
  });

  it('given a text too long and a list too short, should say by how much', () => {
    const long = { ...page([]), meta: { title: 'x'.repeat(75), description: 'D' } };
    expect(firstProblem(long).text).toBe(
      'Page settings › Search listing and browser tab › Title is too long: 75 characters, where 70 at most fit.',
    );
    expect(firstProblem(page([{ type: 'card-grid', title: 'T', cards: [] }])).text).toBe(
      'Feature cards › Cards needs at least 1 card (there is none).',
    );
  });

  it('given a link to a page name nobody has, should say so and keep the suggestion', () => {
    const words = firstProblem(page([{ type: 'buttons', buttons: [{ label: 'Go', href: { route: 'privcy' } }] }]));
    expect(words.text).toBe(
      'Buttons › Button 1 › Link › Page leads to a page named “privcy”, and no page has that name. Did you mean `privacy`?',
    );
  });

  it('given an anchor id used twice, should name the block that has it first', () => {
    const words = firstProblem(
      page([
        { type: 'cta', id: 'offer', title: 'First', actions: [] },
        { type: 'alert', id: 'offer', content: ['Hi'] },
      ]),
    );
    expect(words.text).toBe(
      'Alert › Anchor id “offer” is already the anchor id of Call to action: each anchor id may be used once on a page.',
    );
  });

  it('given a message it has no words of its own for, should still lead with the place', () => {
    const words = firstProblem(
      page([{ type: 'card-grid', title: 'T', cards: [{ icon: 'suport_agent', title: 'A' }] }]),
    );
    expect(words.text).toMatch(/^Feature cards › Card 1 › Icon: Unknown icon "suport_agent"\. Did you mean/);
  });
});

describe('fileProblemInWords: the problems of other files, as the editor lists them', () => {
  it('given a link of the site settings to a name nobody has, should say it by the settings’ own labels', () => {
    const site = {
      navbar: {
        links: [
          { label: 'Home', href: '/' },
          { label: 'Prices', href: { route: 'pricng' } },
        ],
      },
    };
    const words = fileProblemInWords(
      {
        path: ['navbar', 'links', 1, 'href', 'route'],
        where: 'navbar › links[1] › href › route',
        message: 'unknown route name "pricng". Did you mean `pricing`?',
      },
      site,
      'pages-data/_site.ts',
    );
    expect(words.text).toBe(
      'Site settings › Navbar › Link 2 › Link › Page leads to a page named “pricng”, and no page has that name. Did you mean `pricing`?',
    );
    expect(words.details).toBe(
      'navbar › links[1] › href › route: unknown route name "pricng". Did you mean `pricing`? (pages-data/_site.ts)',
    );
  });

  it('given a page named as another is, should say whose name it is', () => {
    const words = fileProblemInWords(
      {
        path: ['name'],
        where: 'name',
        message:
          'the name "presentation" is already used by pages-data/index.ts, which had it first; names must be unique',
      },
      { name: 'presentation', blocks: [] },
      'pages-data/about.ts',
    );
    expect(words.text).toBe(
      'Page settings › Page name (for links): “presentation” is already the name of the page in pages-data/index.ts; each page needs a name of its own.',
    );
  });

  it('given a page file’s emptied title, should say it as the open page’s would be said', () => {
    const problem = {
      path: ['blocks', 0, 'title'],
      where: 'blocks[0] (hero) › title',
      message: 'expected some text, found an empty string',
    };
    const data = page([{ type: 'hero', title: '', image }]);
    expect(fileProblemInWords(problem, data, 'pages-data/x.ts')).toEqual(
      problemInWords(problem, data, 'pages-data/x.ts'),
    );
  });

  it('given a problem with the file itself, or a file that did not load, should give the message as a sentence', () => {
    const words = fileProblemInWords(
      { path: [], where: '', message: 'a symbolic link: pages-data/ takes files only' },
      undefined,
      'pages-data/x.ts',
    );
    expect(words).toEqual({
      text: 'A symbolic link: pages-data/ takes files only',
      details: 'a symbolic link: pages-data/ takes files only (pages-data/x.ts)',
    });
  });
});

describe('the page in the header', () => {
  it('should give its title and address', () => {
    expect(pageHeading(page([]), '/pages/landing-pages/pricing')).toBe('Pricing — /pages/landing-pages/pricing');
    expect(pageHeading({ meta: { title: ' ' } }, '/x')).toBe('Untitled page — /x');
  });
});

describe('the Advanced group in Puck’s props', () => {
  it('given a block with technical fields, should hold them in the group and give the same data back', () => {
    const block = { type: 'hero', id: 'top', title: 'T', level: 'h2', image } as const;
    const props = toPuckProps(block);
    expect(props).toEqual({ title: 'T', image, advanced: { anchor: 'top', level: 'h2' } });
    expect(fromPuckProps('hero', props)).toEqual(block);
  });

  it('given an emptied advanced field, should leave it out of the data', () => {
    const props = toPuckProps({ type: 'hero', id: 'top', title: 'T', image });
    const emptied = { ...props, advanced: { anchor: '' } };
    expect(fromPuckProps('hero', emptied)).toEqual({ type: 'hero', title: 'T', image });
  });

  it('given fields inside an object always there, should move them and put them back in place', () => {
    const paths = [['layout', 'bodyClass']];
    const grouped = groupAdvanced({ layout: { footer: false, bodyClass: ['a'] } }, paths);
    expect(grouped).toEqual({ layout: { footer: false }, advanced: { bodyClass: ['a'] } });
    expect(ungroupAdvanced(grouped, paths)).toEqual({ layout: { footer: false, bodyClass: ['a'] } });
  });

  it('should find the technical fields the schemas mark', () => {
    expect(advancedPaths(blockSchemas.accordion)).toEqual([['id'], ['open'], ['headingLevel']]);
    expect(advancedPaths(blockSchemas.sample)).toEqual([['id']]);
  });
});
