import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/content/problem';
import { WARNINGS_PER_CHECK } from '../../src/content/lint';
import { HOME, load, pagesDir, positionOf, rel, removePagesDirs, SITE } from '../support/pages-dir';
import { validateCli } from '../support/validate-cli';

afterAll(removePagesDirs);

/** A page named "home" with these blocks (written as they stand in the file). */
const page = (blocks: string, extra = '') => `export default {
  name: 'home',
  meta: { title: 'Home', description: 'The home page.' },${extra}
  blocks: [
${blocks}
  ],
};
`;

const hero = (fields = '') =>
  `    { type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Cloud hosting'${fields} },`;

/** The warnings of a pages folder holding `files`, after checking it has no error. */
async function warningsOf(files: Record<string, string>): Promise<{ dir: string; warnings: Problem[] }> {
  const dir = await pagesDir(files);
  const { problems, warnings } = await load(dir);
  expect(problems).toEqual([]);
  return { dir, warnings };
}

describe('content lint: alt text', () => {
  it.each([
    ['a word for a picture', "'Photo'", 'only says there is a picture'],
    ['a camera file name', "'IMG_0042'", 'is a file name'],
    ['the image id', "'photos/office-dark'", "is the image's id or file name"],
    ['the last part of the image id', "'office-dark'", "is the image's id or file name"],
    ['only spaces', "'   '", 'is only spaces'],
  ])('Given an alt text that is %s, should warn at the alt text', async (_, alt, why) => {
    const file = page(hero().replace("alt: ''", `alt: ${alt}`));
    const { dir, warnings } = await warningsOf({ 'index.ts': file });
    const at = positionOf(file, `alt: ${alt}`);
    expect(warnings).toEqual([
      {
        file: rel(dir, 'index.ts'),
        path: ['blocks', 0, 'image', 'alt'],
        where: 'blocks[0] (hero) › image › alt',
        message: expect.stringContaining(`${why}: say what the picture shows`) as string,
        severity: 'warning',
        line: at.line,
        column: at.column + 'alt: '.length,
      },
    ]);
  });

  it('Given a decorative picture ("") and one described, should not warn', async () => {
    const described = `    { type: 'card', image: { src: 'photos/office-dark', alt: 'Our office at night' }, title: 'Office', headingLevel: 2 },`;
    const { warnings } = await warningsOf({ 'index.ts': page(`${hero()}\n${described}`) });
    expect(warnings).toEqual([]);
  });

  it('Given a meaningless alt text in a data file two pages share, should warn once, there, naming both pages', async () => {
    const shared = `export const OFFICE = { src: 'photos/office-dark', alt: 'image' };\n`;
    const user = (name: string) =>
      `import { OFFICE } from './_shared';\n\nexport default {\n  name: '${name}',\n  meta: { title: 'T', description: 'D' },\n  blocks: [{ type: 'card', image: OFFICE, title: 'Office' }],\n};\n`;
    const { dir, warnings } = await warningsOf({ '_shared.ts': shared, 'index.ts': user('home'), 'b.ts': user('b') });
    // The two pages have no h1 either, which is warned about at each page.
    expect(warnings.filter((w) => w.where !== 'blocks')).toEqual([
      expect.objectContaining({
        file: rel(dir, '_shared.ts'),
        where: 'OFFICE › alt',
        ...positionOf(shared, "'image'"),
        usedBy: [
          `${rel(dir, 'b.ts')} (blocks[0] (card) › image › alt)`,
          `${rel(dir, 'index.ts')} (blocks[0] (card) › image › alt)`,
        ],
      }),
    ]);
  });
});

describe('content lint: link text', () => {
  it('Given a button "READ MORE!", should warn at its label and suggest a text from the title around it', async () => {
    const file = page(hero(", actions: [{ label: 'READ MORE!', href: { route: 'home' } }]"));
    const { dir, warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      {
        file: rel(dir, 'index.ts'),
        path: ['blocks', 0, 'actions', 0, 'label'],
        where: 'blocks[0] (hero) › actions[0] › label',
        message:
          'the link text "READ MORE!" says nothing on its own (screen readers list links by their text alone): say where it leads, e.g. "READ MORE about Cloud hosting". It goes to /.',
        severity: 'warning',
        ...positionOf(file, "'READ MORE!'"),
      },
    ]);
  });

  it('Given "here" as a link in running text, should warn at the link and suggest the section heading', async () => {
    const article = `    { type: 'article', title: 'Terms', sections: [{ heading: 'Refunds', body: [['Ask ', { text: 'here', href: '/' }]] }] },`;
    const file = page(article);
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (article) › sections[0] › body[0][1] › text',
        message: expect.stringContaining('say where it leads, e.g. "Refunds". It goes to /.') as string,
        ...positionOf(file, "'here'"),
      }),
    ]);
  });

  it('Given a vague link in the site settings, should warn in the settings file', async () => {
    const site = SITE.replace("label: 'Home'", "label: 'Click here'");
    const { dir, warnings } = await warningsOf({ '_site.ts': site, 'index.ts': HOME });
    expect(warnings).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'navbar › links[0] › label',
        ...positionOf(site, "'Click here'"),
      }),
    ]);
  });

  it('Given link texts that say where they lead, should not warn', async () => {
    const file = page(
      hero(", actions: [{ label: 'Read the privacy policy', href: '/' }, { label: 'More hosting plans', href: '/' }]"),
    );
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([]);
  });

  it('Given a "Read more" button that says what it is about, should not warn', async () => {
    const file = page(hero(", actions: [{ label: 'Read more', about: 'our hosting plans', href: '/' }]"));
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([]);
  });
});

describe('content lint: headings', () => {
  const card = (title: string, level: number) =>
    `    { type: 'card', image: { src: 'photos/office-dark', alt: '' }, title: '${title}', headingLevel: ${level} },`;

  it('Given an h4 right after the h1, should warn at the heading and name the field that sets its level', async () => {
    const file = page(`${hero()}\n${card('Deep card', 4)}`);
    const { dir, warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      {
        file: rel(dir, 'index.ts'),
        path: ['blocks', 1, 'title'],
        where: 'blocks[1] (card) › title',
        message:
          'the heading "Deep card" is an h4 right after the h1 "Cloud hosting" (blocks[0] (hero) › title): heading levels go down one at a time. Make it an h2 with `headingLevel`, or put an h2 before it.',
        severity: 'warning',
        ...positionOf(file, "'Deep card'"),
      },
    ]);
  });

  it('Given two blocks that draw an h1, should warn at the second', async () => {
    const article = `    { type: 'article', title: 'Terms', sections: [{ heading: 'One', body: ['Text.'] }] },`;
    const file = page(`${hero()}\n${article}`);
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks[1] (article) › title',
        message:
          'a second h1, "Terms": the page already has one, "Cloud hosting" (blocks[0] (hero) › title). A page has one main heading: make the first one an h2 with `level`.',
        ...positionOf(file, "'Terms'"),
      }),
    ]);
  });

  it('Given a page repeating one mistake many times, should show a few warnings and count the rest', async () => {
    const articles = Array.from(
      { length: 40 },
      (_, i) => `    { type: 'article', title: 'Terms ${i}', sections: [{ heading: 'One', body: ['Text.'] }] },`,
    );
    const file = page([hero(), ...articles].join('\n'));
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toHaveLength(WARNINGS_PER_CHECK + 1);
    expect(warnings.slice(0, WARNINGS_PER_CHECK).map((w) => w.where)).toEqual(
      Array.from({ length: WARNINGS_PER_CHECK }, (_, i) => `blocks[${i + 1}] (article) › title`),
    );
    expect(warnings.at(-1)).toMatchObject({
      where: `blocks[${WARNINGS_PER_CHECK + 1}] (article) › title`,
      message: `and ${40 - WARNINGS_PER_CHECK} more warnings like the ${WARNINGS_PER_CHECK} above, from here on in this file: fix those, and validate again to see the rest.`,
      severity: 'warning',
    });
  });

  it('Given an outline that goes down one level at a time, should not warn', async () => {
    const grid = `    { type: 'card-grid', title: 'Services', cards: [{ icon: 'cloud', title: 'Cloud' }] },`;
    const { warnings } = await warningsOf({ 'index.ts': page(`${hero()}\n${grid}\n${card('Card', 3)}`) });
    expect(warnings).toEqual([]);
  });

  it('Given a page with no blocks, should warn that it would be published empty', async () => {
    const file = page('');
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks',
        message: expect.stringMatching(/^the page has no blocks: it would be published with nothing between/) as string,
        ...positionOf(file, '['),
      }),
    ]);
  });

  it('Given a page whose headings start at h2, should warn that it has no h1', async () => {
    const grid = `    { type: 'card-grid', title: 'Services', cards: [{ icon: 'cloud', title: 'Cloud' }] },`;
    const { warnings } = await warningsOf({ 'index.ts': page(grid) });
    expect(warnings).toEqual([
      expect.objectContaining({
        where: 'blocks',
        message: expect.stringMatching(/^the page has no h1, the main heading that names it/) as string,
      }),
    ]);
  });

  it('Given a page that turns the heading checks off, should not warn about its outline', async () => {
    const file = page(`${hero()}\n${card('Deep card', 4)}`, '\n  lint: { headings: false },');
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([]);
  });
});

describe('content lint: links to an #id', () => {
  const grid = `    { type: 'card-grid', id: 'services', title: 'Services', cards: [{ icon: 'cloud', title: 'Cloud' }] },`;

  it('Given { route, hash } to an id the page does not have, should warn at the hash with the ids it has', async () => {
    const file = page(
      `${hero(", actions: [{ label: 'Our services', href: { route: 'home', hash: '#servces' } }]")}\n${grid}`,
    );
    const { dir, warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([
      {
        file: rel(dir, 'index.ts'),
        path: ['blocks', 0, 'actions', 0, 'href', 'hash'],
        where: 'blocks[0] (hero) › actions[0] › href › hash',
        message:
          'the link "/#servces" points at "#servces", which is no id on this page. Did you mean `services`? Its ids: services.',
        severity: 'warning',
        ...positionOf(file, "'#servces'"),
      },
    ]);
  });

  it('Given "/path#id" to another page without that id, should warn at the link', async () => {
    const other = page(hero(", actions: [{ label: 'Home services', href: '/#nope' }]")).replace(
      "name: 'home'",
      "name: 'other'",
    );
    const { dir, warnings } = await warningsOf({ 'index.ts': page(`${hero()}\n${grid}`), 'other.ts': other });
    expect(warnings).toEqual([
      expect.objectContaining({
        file: rel(dir, 'other.ts'),
        where: 'blocks[0] (hero) › actions[0] › href',
        message: 'the link "/#nope" points at "#nope", which is no id on /. Its ids: services.',
        ...positionOf(other, "'/#nope'"),
      }),
    ]);
  });

  it("Given links to a block's id, a sample's id and an article section's id, should not warn", async () => {
    const targets = `${grid}
    { type: 'sample', id: 'big-buttons', title: 'Big', blocks: [{ type: 'badges', badges: [{ label: 'New' }] }] },
    { type: 'article', title: 'Terms', sections: [{ id: 'refunds', heading: 'Refunds', body: ['Text.'] }] },`;
    const links = `[{ label: 'Services', href: '#services' }, { label: 'Big buttons', href: '/#big-buttons' }, { label: 'Refunds', href: { route: 'home', hash: '#refunds' } }]`;
    const file = page(`${hero(`, actions: ${links}`)}\n${targets}`, '\n  lint: { headings: false },');
    const { warnings } = await warningsOf({ 'index.ts': file });
    expect(warnings).toEqual([]);
  });
});

describe('npm run validate with warnings', { timeout: 30_000 }, () => {
  const run = validateCli;
  const file = page(hero().replace("alt: ''", "alt: 'Photo'"));
  const alt = positionOf(file, "'Photo'");

  it('Given only warnings, should print them as warnings and exit 0', async () => {
    const dir = await pagesDir({ 'index.ts': file });
    const result = await run(`--dir=${dir}`);
    expect(result.stderr).toContain(
      `${rel(dir, 'index.ts')}:${alt.line}:${alt.column}\n  warning: blocks[0] (hero) › image › alt: the alt text "Photo"`,
    );
    expect(result.stderr).toContain('\n1 warning in the page data (`npm run validate -- --strict` fails on them).');
    expect(result.status).toBe(0);
  });

  it('Given only warnings and --strict, should report them as problems and exit 1', async () => {
    const dir = await pagesDir({ 'index.ts': file });
    const result = await run(`--dir=${dir}`, '--strict');
    expect(result.stderr).toContain(
      `:${alt.line}:${alt.column}\n  blocks[0] (hero) › image › alt: the alt text "Photo"`,
    );
    expect(result.stderr).toContain('\n1 problem in the page data.');
    expect(result.status).toBe(1);
  });

  it('Given a problem and a warning, should count both', async () => {
    const dir = await pagesDir({ 'index.ts': file, 'b.ts': "export default { meta: { title: 'B' }, blocks: [] };\n" });
    const result = await run(`--dir=${dir}`);
    expect(result.stderr).toContain('\n1 problem and 1 warning in the page data.');
    expect(result.status).toBe(1);
  });

  it('Given only warnings and --format=json, should give each its severity, and --strict should make it an error', async () => {
    const dir = await pagesDir({ 'index.ts': file });
    const plain = await run(`--dir=${dir}`, '--format=json');
    expect(plain.status).toBe(0);
    expect(JSON.parse(plain.stdout)).toMatchObject({
      ok: true,
      errors: 0,
      warnings: 1,
      problems: [{ where: 'blocks[0] (hero) › image › alt', severity: 'warning', ...alt }],
    });
    const strict = await run(`--dir=${dir}`, '--format=json', '--strict');
    expect(strict.status).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({
      ok: false,
      errors: 1,
      warnings: 0,
      problems: [{ severity: 'error' }],
    });
  });

  it('Given only warnings and --format=github, should write ::warning annotations (::error with --strict)', async () => {
    const dir = await pagesDir({ 'index.ts': file });
    const at = `file=${rel(dir, 'index.ts')},line=${alt.line},col=${alt.column}::blocks[0] (hero) › image › alt: `;
    expect((await run(`--dir=${dir}`, '--format=github')).stdout).toMatch(new RegExp(`^::warning ${escape(at)}`));
    expect((await run(`--dir=${dir}`, '--format=github', '--strict')).stdout).toMatch(
      new RegExp(`^::error ${escape(at)}`),
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('content lint: the navbar', async () => {
  it('Given more links than the bar holds at 1280 px, should warn at the first that does not fit', async () => {
    const links = Array.from({ length: 20 }, (_, i) => `{ label: 'Offer ${i + 1}', href: { route: 'home' } }`).join(
      ', ',
    );
    const site = SITE.replace("links: [{ label: 'Home', href: { route: 'home' } }]", `links: [${links}]`);
    const { dir, warnings } = await warningsOf({ '_site.ts': site, 'index.ts': HOME });
    expect(warnings).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'navbar › links[8]',
        message:
          'the navbar has room for about 8 of its 20 links at 1280 px: from here on, these 12 links show under "More" instead of on the bar. Shorten the labels, or move some links into the footer.',
        ...positionOf(site, "{ label: 'Offer 9'"),
      }),
    ]);
  });

  it('Given links that fit, should not warn', async () => {
    const { warnings } = await warningsOf({ 'index.ts': HOME });
    expect(warnings).toEqual([]);
  });
});
