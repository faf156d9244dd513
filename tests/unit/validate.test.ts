// @takes 11 s
import { spawnSync } from 'node:child_process';
import { rm, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '../../schema/page';
import type { Problem } from '../../src/content/problem';
import { PAGE_ICONS_ID } from '../../src/render/island-names';
import { formatGithub, formatProblems } from '../../src/content/report';
import { HOME, load, pagesDir, positionOf, rel, removePagesDirs, SITE } from '../support/pages-dir';
import { validateCli } from '../support/validate-cli';

afterAll(removePagesDirs);

/** Makes a file of a temp pages folder an hour older: the one that was there first. */
async function aged(dir: string, name: string): Promise<void> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  await utimes(path.join(dir, name), hourAgo, hourAgo);
}

const BAD_PAGE = `export default {
  name: 'home',
  meta: { title: 'Home', description: 'The home page.' },
  blocks: [
    {
      type: 'card-grid',
      title: 'Services',
      cards: [
        { icon: 'cloud', title: 'Cloud' },
        { icon: 'suport_agent', title: 'Help desk' },
      ],
    },
    {
      type: 'contact',
      title: 'Contact',
      channels: [{ icon: 'mail', lable: 'Email', value: 'x' }],
    },
    { type: 'article', title: 'Terms', sections: [{ heading: 'One', body: ['Write to {supportEmial}.'] }] },
    {
      type: 'herp',
      title: 'Oops',
    },
  ],
};
`;

describe('loadContent', () => {
  it('Given valid data with {tokens}, should return every page with the site settings filled in', async () => {
    const dir = await pagesDir({ 'index.ts': HOME });
    const { content, problems } = await load(dir);
    expect(problems).toEqual([]);
    expect(content?.site.navbar.registrationLine).toBe('No. 0042');
    expect(content?.site.navbar.links[0]?.href).toBe('/');
    expect(content?.pages).toHaveLength(1);
    expect(content?.pages[0]).toMatchObject({ path: '/', file: rel(dir, 'index.ts'), icons: [] });
    expect(content?.pages[0]?.page.blocks[0]).toMatchObject({ type: 'hero', title: 'Welcome to Acme Ltd' });
  });

  describe('Given a page with several mistakes', async () => {
    const dir = await pagesDir({ 'index.ts': BAD_PAGE });
    const { content, problems } = await load(dir);
    const file = rel(dir, 'index.ts');
    const byWhere = (where: string) => problems.find((p) => p.where === where);

    it('should return no content and name the file in every problem', () => {
      expect(content).toBeUndefined();
      expect(problems.map((p) => p.file)).toEqual(problems.map(() => file));
    });

    it('should report an unknown icon at its line and column, with the block type in the path and a hint', () => {
      expect(byWhere('blocks[0] (card-grid) › cards[1] › icon')).toEqual<Problem>({
        file,
        path: ['blocks', 0, 'cards', 1, 'icon'],
        where: 'blocks[0] (card-grid) › cards[1] › icon',
        message: expect.stringContaining('unknown icon "suport_agent". Did you mean `support_agent`?') as string,
        line: 10,
        column: 17,
      });
      expect(positionOf(BAD_PAGE, "'suport_agent'")).toEqual({ line: 10, column: 17 });
    });

    it('should report an unknown field at its own line with the close field name', () => {
      expect(byWhere('blocks[1] (contact) › channels[0] › lable')).toMatchObject({
        message: 'unknown field "lable". Did you mean `label`? Fields here: icon, label, value, href.',
        ...positionOf(BAD_PAGE, "'Email'"),
      });
    });

    it('should report an unknown {token} with the setting it resembles', () => {
      expect(byWhere('blocks[2] (article) › sections[0] › body[0]')).toMatchObject({
        message: expect.stringMatching(
          /^unknown setting \{supportEmial\}\. Did you mean `supportEmail`\? The placeholders are \{company\.name\}, .*\(the settings in pages-data\/_site\.ts\)\.$/,
        ) as string,
        ...positionOf(BAD_PAGE, "'Write to"),
      });
    });

    it('should report an unknown block type at the line of the type, listing the valid types', () => {
      expect(byWhere('blocks[3] (herp) › type')).toMatchObject({
        path: ['blocks', 3, 'type'],
        message: expect.stringMatching(
          /^unknown block type "herp"\. Did you mean `hero`\? Valid block types: [a-z, -]*\bhero\b[a-z, -]*\.$/,
        ),
        ...positionOf(BAD_PAGE, "'herp'"),
      });
    });

    it('should print each problem as file:line:column, then the path and the message', () => {
      const text = formatProblems(problems);
      expect(text).toContain(
        `${file}:20:13\n  blocks[3] (herp) › type: unknown block type "herp". Did you mean \`hero\`?`,
      );
      expect(text).toMatch(/\n\n4 problems in the page data\.$/);
    });

    it('should write one GitHub annotation per problem', () => {
      const lines = formatGithub(problems).split('\n');
      expect(lines).toHaveLength(problems.length);
      expect(lines).toContain(
        `::error file=${file},line=10,col=17::blocks[0] (card-grid) › cards[1] › icon: unknown icon "suport_agent". Did you mean \`support_agent\`? Icons are Material Symbols names (fonts.google.com/icons).`,
      );
    });
  });

  it('Given a missing required field, should say which field and point at its object', async () => {
    const page = `export default {
  name: 'home',
  meta: { title: 'Home' },
  blocks: [],
};
`;
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'meta › description',
        message: 'missing required field "description": expected a string',
        ...positionOf(page, '{ title'),
      }),
    ]);
  });

  it('Given text made only of spaces, should report the field as empty, where it is', async () => {
    const page = HOME.replace("title: 'Welcome to {company.name}'", "title: '   '");
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › title',
        message: 'expected some text, found only spaces',
        ...positionOf(page, "'   '"),
      }),
    ]);
  });

  it('Given a title of a million characters, should say it is too long, once, with no copy of it', async () => {
    const page = HOME.replace("title: 'Welcome to {company.name}'", `title: '${'A'.repeat(1_000_000)}'`);
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › title',
        message: 'too long: 1,000,000 characters, at most 300 here. Shorten the text or split it into paragraphs.',
      }),
    ]);
    expect(formatProblems(problems).length).toBeLessThan(500);
    // A field with a limit of its own (a page title: 70) reports that limit alone.
    const titled = await load(
      await pagesDir({ 'index.ts': HOME.replace("title: 'Home'", `title: '${'A'.repeat(400)}'`) }),
    );
    expect(titled.problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
      'meta › title: expected at most 70 characters, found 400',
    ]);
  });

  it.each([
    ['listed after it', 'index.ts', 'about.ts'],
    ['listed before it', 'index.ts', 'a-copy.ts'],
  ])('Given a second page with the same name, %s, should report the newer file', async (_, first, second) => {
    const dir = await pagesDir({ [first]: HOME, [second]: HOME.replace('Welcome', 'About') });
    await aged(dir, first);
    const { content, problems } = await load(dir);
    expect(content).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, second),
        path: ['name'],
        message: `the name "home" is already used by ${rel(dir, first)}, which had it first; names must be unique`,
        line: 2,
      }),
    ]);
  });

  it('Given a link to an unknown route name, should list the names there are', async () => {
    const page = HOME.replace(
      "title: 'Welcome",
      "actions: [{ label: 'Go', href: { route: 'hme' } }],\n      title: 'Welcome",
    );
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › actions[0] › href › route',
        message: 'unknown route name "hme". Did you mean `home`?',
        ...positionOf(page, "'hme'"),
      }),
    ]);
  });

  it('Given an image id that is not in the catalogue, should point at it and suggest the closest id', async () => {
    const dir = await pagesDir({ 'index.ts': HOME.replace('photos/office-dark', 'photos/ofice-dark') });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        where: 'blocks[0] (hero) › image › src',
        message: expect.stringMatching(/^unknown image "photos\/ofice-dark"\. Did you mean `photos\/office-dark`\?/),
        line: 7,
      }),
    ]);
  });

  it("Given a page's shared picture that is not in the catalogue, is a drawing or is too small, should point at it and say what to choose", async () => {
    const shared = (src: string) =>
      HOME.replace(
        "description: 'The home page.' }",
        `description: 'The home page.', image: { src: '${src}', alt: 'Our office' } }`,
      );
    const unknown = await load(await pagesDir({ 'index.ts': shared('photos/ofice-dark') }));
    expect(unknown.problems).toEqual([
      expect.objectContaining({
        where: 'meta › image › src',
        message: expect.stringMatching(/^unknown image "photos\/ofice-dark"\. Did you mean `photos\/office-dark`\?/),
        line: 3,
      }),
    ]);
    const drawing = await load(await pagesDir({ 'index.ts': shared('brand/logo') }));
    expect(drawing.problems).toEqual([
      expect.objectContaining({
        where: 'meta › image',
        message: expect.stringMatching(
          /^"brand\/logo" is a drawing \(SVG\), which social sites do not show; choose a photo/,
        ),
        line: 3,
      }),
    ]);
    const small = await load(await pagesDir({ 'index.ts': shared('photos/fog-lake') }));
    expect(small.problems).toEqual([
      expect.objectContaining({
        where: 'meta › image',
        message: expect.stringMatching(/^"photos\/fog-lake" is 1000×517; a shared picture is cut to 1200×630/),
        line: 3,
      }),
    ]);
  });

  describe('Given a mistake in a data file that two pages import', () => {
    const SHARED = `/** The header picture both pages use. */
export const HEADER = {
  src: 'photos/ofice-dark',
  alt: '',
};
`;
    const page = (name: string) => `import { HEADER as picture } from './_shared';

export default {
  name: '${name}',
  meta: { title: '${name}', description: 'A page.' },
  blocks: [{ type: 'hero', image: picture, title: 'Welcome' }],
};
`;

    it('should report it once, at its line in that file, with the pages that use it', async () => {
      const dir = await pagesDir({ '_shared.ts': SHARED, 'index.ts': page('home'), 'other.ts': page('other') });
      const { problems } = await load(dir);
      expect(problems).toEqual([
        expect.objectContaining({
          file: rel(dir, '_shared.ts'),
          ...positionOf(SHARED, "'photos/ofice-dark'"),
          where: 'HEADER › src',
          message: expect.stringContaining('Did you mean `photos/office-dark`?') as string,
          usedBy: [
            `${rel(dir, 'index.ts')} (blocks[0] (hero) › image › src)`,
            `${rel(dir, 'other.ts')} (blocks[0] (hero) › image › src)`,
          ],
        }),
      ]);
      expect(formatProblems(problems)).toContain(`(used by ${rel(dir, 'index.ts')} and ${rel(dir, 'other.ts')})`);
    });

    it('should report a syntax error in it once, at its place, not as every page failing to load', async () => {
      const broken = SHARED.replace("  alt: '',", "  alt: ''\n  oops: 1,");
      const dir = await pagesDir({ '_shared.ts': broken, 'index.ts': page('home'), 'other.ts': page('other') });
      const { problems } = await load(dir);
      expect(problems).toEqual([
        expect.objectContaining({
          file: rel(dir, '_shared.ts'),
          ...positionOf(broken, 'oops'),
          message: "not valid TypeScript: ',' expected.",
          usedBy: [rel(dir, 'index.ts'), rel(dir, 'other.ts')],
        }),
      ]);
    });
  });

  it('Given a JSON page, should validate it and locate its mistakes', async () => {
    const json = `{
  "$schema": "../schema/page.schema.json",
  "meta": { "title": "JSON page", "description": "Written in JSON." },
  "blocks": [
    { "type": "contact", "title": "Mail {supportEmail}", "channels": [{ "icon": "mail", "label": "Email", "value": "{supportEmail}" }] },
    { "type": "artcle", "title": "x" }
  ]
}
`;
    const dir = await pagesDir({ 'index.ts': HOME, 'json.json': json });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'json.json'),
        where: 'blocks[1] (artcle) › type',
        message: expect.stringContaining('unknown block type "artcle". Did you mean `article`?') as string,
        ...positionOf(json, '"artcle"'),
      }),
    ]);
    const fixed = await load(await pagesDir({ 'index.ts': HOME, 'json.json': json.replace('artcle', 'article') }));
    expect(fixed.problems.map((p) => p.message)).toEqual(['missing required field "sections": expected a list']);
  });

  it('Given x.json added beside x.ts, should report the new file once, and nothing of its content', async () => {
    const about = HOME.replace("name: 'home'", "name: 'about'");
    const dir = await pagesDir({ 'index.ts': HOME, 'about.ts': about, 'about.json': '{ "title": 1 }' });
    await aged(dir, 'about.ts');
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'about.json'),
        message: `route /about is already published by ${rel(dir, 'about.ts')}, which was there first: keep one of the two files.`,
      }),
    ]);
  });

  it('Given x.json and x.ts written at the same moment (a fresh clone), should blame the JSON file once', async () => {
    const about = HOME.replace("name: 'home'", "name: 'about'");
    const home = HOME.replace(
      "title: 'Welcome to {company.name}'",
      "title: 'Home', actions: [{ label: 'About', href: { route: 'about' } }]",
    );
    const dir = await pagesDir({ 'index.ts': home, 'about.ts': about, 'about.json': '{ "title": 1 }' });
    const moment = new Date(Date.now() - 60_000);
    for (const name of ['about.ts', 'about.json']) await utimes(path.join(dir, name), moment, moment);
    const { problems } = await load(dir);
    expect(problems.map((p) => [p.file, p.message])).toEqual([
      [rel(dir, 'about.json'), expect.stringMatching(/^route \/about is already published by .*about\.ts/)],
    ]);
  });

  it('Given the older x.json kept and x.ts blamed, should not also report every link to the name x.ts gives', async () => {
    const about = HOME.replace("name: 'home'", "name: 'about'");
    const home = HOME.replace(
      "title: 'Welcome to {company.name}'",
      "title: 'Home', actions: [{ label: 'About', href: { route: 'about' } }]",
    );
    const dir = await pagesDir({ 'index.ts': home, 'about.ts': about, 'about.json': '{ "title": 1 }' });
    await aged(dir, 'about.json');
    const { problems } = await load(dir);
    // The JSON file's own mistakes are its own; the name about.ts gives is not reported as unknown.
    expect(problems.filter((p) => p.file === rel(dir, 'about.ts')).map((p) => p.message)).toEqual([
      expect.stringMatching(/^route \/about is already published by .*about\.json/),
    ]);
    expect(problems.filter((p) => p.file === rel(dir, 'index.ts'))).toEqual([]);
  });

  it('Given a page that does not load, should report it alone, not every link to its name', async () => {
    // The site's navbar links to { route: 'home' }; another page links to it too.
    const other = HOME.replace("name: 'home'", "name: 'other'").replace(
      "title: 'Welcome to {company.name}'",
      "title: 'Other', actions: [{ label: 'Home', href: { route: 'home' } }]",
    );
    const dir = await pagesDir({ 'index.ts': HOME.replace("name: 'home',", "name: 'home'"), 'other.ts': other });
    const { problems } = await load(dir);
    expect(problems.map((p) => `${p.file}: ${p.message.split(':')[0]}`)).toEqual([
      `${rel(dir, 'index.ts')}: not valid TypeScript`,
    ]);
    // Once it loads, a link to a name that no page has is reported again.
    const typo = await load(
      await pagesDir({ 'index.ts': HOME, 'other.ts': other.replace("route: 'home'", "route: 'hom'") }),
    );
    expect(typo.problems.map((p) => p.message)).toEqual([expect.stringContaining('unknown route name "hom"')]);
  });

  it('Given files that do not parse, should give the syntax error with its place', async () => {
    const dir = await pagesDir({
      'index.ts': "export default {\n  name: 'home'\n  meta: {},\n};\n",
      'broken.json': '{\n  "meta": {},\n}\n',
      'empty.ts': 'export const page = {};\n',
    });
    const { problems } = await load(dir);
    // The site links to the page named "home", which did not load: that is reported too.
    expect(problems.filter((p) => !p.file.endsWith('_site.ts'))).toEqual([
      expect.objectContaining({
        file: rel(dir, 'broken.json'),
        message: 'not valid JSON: property name expected',
        line: 3,
        column: 1,
      }),
      expect.objectContaining({
        file: rel(dir, 'empty.ts'),
        message: expect.stringContaining('no default export') as string,
      }),
      expect.objectContaining({
        file: rel(dir, 'index.ts'),
        message: "not valid TypeScript: ',' expected.",
        line: 3,
        column: 3,
      }),
    ]);
  });

  it('Given footer columns, should build them from the named groups and report a group that does not exist', async () => {
    const files = {
      'index.ts': HOME,
      'company/_group.ts': "export default { heading: 'Company' };\n",
      'company/about.ts': HOME.replace("name: 'home',", "nav: { title: 'About' },"),
    };
    const footer = "footer: { menus: ['/company'], rights";
    const good = await load(await pagesDir({ ...files, '_site.ts': SITE.replace('footer: { rights', footer) }));
    expect(good.problems).toEqual([]);
    expect(good.content?.footerColumns).toEqual([
      { heading: 'Company', links: [{ title: 'About', path: '/company/about' }] },
    ]);

    const site = SITE.replace('footer: { rights', "footer: { menus: ['/company', '/compnay'], rights");
    const dir = await pagesDir({ ...files, '_site.ts': site });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'footer › menus[1]',
        message: 'no navigation group at "/compnay". Did you mean `/company`? A group is a folder with a _group.ts.',
        ...positionOf(site, "'/compnay'"),
      }),
    ]);
  });

  it('Given a site address with a path, should accept it: the site is published under that path', async () => {
    const site = SITE.replace("siteUrl: 'https://www.acme.example'", "siteUrl: 'https://www.acme.example/docs/'");
    const dir = await pagesDir({ '_site.ts': site, 'index.ts': HOME });
    const { problems, content } = await load(dir);
    expect(problems).toEqual([]);
    expect(content?.site.siteUrl).toBe('https://www.acme.example/docs/');
  });

  it.each([
    ['a query', 'https://www.acme.example/?lang=en'],
    ['a fragment', 'https://www.acme.example/#top'],
    ['a path a URL would have to escape', 'https://www.acme.example/My%20Docs/'],
  ])('Given a site address with %s, should say what an address may hold', async (_, url) => {
    const site = SITE.replace("siteUrl: 'https://www.acme.example'", `siteUrl: '${url}'`);
    const dir = await pagesDir({ '_site.ts': site, 'index.ts': HOME });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'siteUrl',
        ...positionOf(site, `'${url}'`),
        message: expect.stringContaining('such as https://example.com/docs/ (no query, no #fragment)') as string,
      }),
    ]);
  });

  it("Given a footer social link to a network's home page, should refuse it at its line with the profile address to give", async () => {
    const footer = (href: string) =>
      SITE.replace('footer: { rights', `footer: { socials: [{ network: 'linkedin', href: '${href}' }], rights`);
    const profile = await load(
      await pagesDir({ '_site.ts': footer('https://www.linkedin.com/company/acme'), 'index.ts': HOME }),
    );
    expect(profile.problems).toEqual([]);
    const site = footer('https://www.linkedin.com');
    const dir = await pagesDir({ '_site.ts': site, 'index.ts': HOME });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'footer › socials[0] › href',
        ...positionOf(site, "'https://www.linkedin.com'"),
        message:
          '"https://www.linkedin.com" is the home page of linkedin, not the company\'s profile there: give the profile\'s address, e.g. `https://www.linkedin.com/company/<name>`',
      }),
    ]);
  });

  it('Given no site settings file, should say it is required', async () => {
    const dir = await pagesDir({ 'index.ts': HOME });
    await rm(path.join(dir, '_site.ts'));
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({ file: rel(dir, '_site.ts'), message: 'missing: the site settings file is required' }),
    ]);
  });
});

describe('npm run validate', { timeout: 30_000 }, () => {
  const run = validateCli;

  it('Given the real pages-data, should exit 0 with --strict: no problem and no warning', async () => {
    const result = await run('--strict');
    expect(result.stdout).toMatch(/^All \d+ pages and the site settings are valid\.$/m);
    expect(result.status).toBe(0);
  });

  describe('Given bad data', async () => {
    const dir = await pagesDir({ 'index.ts': BAD_PAGE });
    const file = rel(dir, 'index.ts');

    it('should exit 1 and print the report, run as a developer runs it', () => {
      const tsx = path.resolve('node_modules/.bin/tsx');
      const result = spawnSync(tsx, ['scripts/validate.ts', `--dir=${dir}`], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${file}:10:17\n  blocks[0] (card-grid) › cards[1] › icon: unknown icon`);
      expect(result.stderr).toContain('4 problems in the page data.');
    });

    it('should print well-formed JSON with --format=json', async () => {
      const result = await run(`--dir=${dir}`, '--format=json');
      expect(result.status).toBe(1);
      const report = JSON.parse(result.stdout) as { ok: boolean; errors: number; problems: Problem[] };
      expect(report.ok).toBe(false);
      expect(report.errors).toBe(4);
      expect(report.problems).toHaveLength(4);
      for (const problem of report.problems) {
        expect(problem).toEqual({
          file,
          path: expect.any(Array) as unknown,
          where: expect.any(String) as unknown,
          message: expect.any(String) as unknown,
          line: expect.any(Number) as unknown,
          column: expect.any(Number) as unknown,
          severity: 'error',
        });
      }
    });

    it('should print one annotation a line with --format=github', async () => {
      const result = await run(`--dir=${dir}`, '--format=github');
      expect(result.status).toBe(1);
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(line).toMatch(/^::error file=[^,:]+,line=\d+,col=\d+::\S.*$/);
    });
  });

  it('Given an unknown --format, should refuse it', async () => {
    const result = await run('--format=xml');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown --format=xml: use text, json or github.');
  });

  it('Given the real pages-data and --format=json --strict, should report ok', async () => {
    const result = await run('--format=json', '--strict');
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { problems: Problem[] };
    expect(report).toMatchObject({ ok: true, errors: 0, warnings: 0 });
    // Only notes: which pages have no German version, for the author's information.
    expect(report.problems.map((p) => [p.severity, p.where])).toEqual([['note', 'languages[0]']]);
  });

  it('Given the real pages-data, should list every page with no German version in --format=json, and with --verbose in text', async () => {
    const json = JSON.parse((await run('--format=json')).stdout) as { problems: Problem[] };
    const [note] = json.problems;
    const count = Number(/^(\d+) of \d+ pages have no Deutsch version/.exec(note!.message)?.[1]);
    expect(count).toBeGreaterThan(8);
    expect(note!.message).toContain(` and ${count - 8} more.`);
    expect(note!.items).toHaveLength(count);
    expect(note!.items).toContain('/sections/elements/buttons');
    expect(note!.items).not.toContain('/pages/company/pricing');

    const plain = (await run()).stdout;
    expect(plain).not.toContain('\n    /sections/elements/buttons');
    const verbose = (await run('--verbose')).stdout;
    for (const page of note!.items!) expect(verbose).toContain(`\n    ${page}\n`);
  });
});

describe('Given files in the pages folder that the site would not read', async () => {
  const dir = await pagesDir({
    'index.ts': HOME,
    'offer.js': HOME,
    'PROMO.JSON': '{}',
    'notes.txt': 'ideas',
    'README.md': '# Pages',
    '.DS_Store': '',
    'index.ts~': '',
    '#index.ts#': '',
    '.index.ts.123.tmp': '',
    'pages/.gitkeep': '',
  });
  await symlink(path.join(dir, 'index.ts'), path.join(dir, 'linked.ts'));
  const { problems } = await load(dir);
  const about = (name: string) => problems.find((p) => p.file === rel(dir, name))?.message;

  it('should report each, with why and what to do, and nothing else', async () => {
    expect(problems.map((p) => p.file).sort()).toEqual(
      ['PROMO.JSON', 'linked.ts', 'notes.txt', 'offer.js'].map((name) => rel(dir, name)).sort(),
    );
    expect(about('offer.js')).toMatch(
      /^is not read: the pages folder holds pages \(\.ts or \.json\).*A \.js file belongs elsewhere/,
    );
    expect(about('PROMO.JSON')).toBe(
      "is not read: a data file's name ends in lower-case .ts or .json. Rename it to PROMO.json.",
    );
    expect(about('linked.ts')).toBe(
      'is a symbolic link, which the site does not follow: put the file itself in the pages folder.',
    );
  });
});

describe('Given a JSON page with a key written twice or a byte order mark', async () => {
  const json = `{
  "name": "home",
  "meta": { "title": "Home", "description": "The home page." },
  "blocks": [],
  "name": "other"
}
`;

  it("should report the second key at its place, with the first one's line", async () => {
    const dir = await pagesDir({ 'index.json': json });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'index.json'),
        ...positionOf(json, '"name": "other"'),
        message:
          '"name" is written twice in one object (first on line 2); JSON keeps only the last value: remove one of the two',
      }),
    ]);
  });

  it('should name the byte order mark', async () => {
    const dir = await pagesDir({ 'index.json': `\uFEFF${json.replace(',\n  "name": "other"', '')}` });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'index.json'),
        line: 1,
        column: 1,
        message: expect.stringContaining('starts with a byte order mark (BOM)') as string,
      }),
    ]);
  });
});

describe('Given a page at an address the build writes itself', async () => {
  const dir = await pagesDir({ 'index.ts': HOME, 'assets.ts': HOME, 'img/team.ts': HOME, '404.ts': HOME });
  const { problems } = await load(dir);

  it.each([
    ['assets.ts', '/assets', "the site's scripts and styles, which browsers keep for a year"],
    ['img/team.ts', '/img', 'the responsive images'],
    ['404.ts', '/404', 'the page shown for an unknown address'],
  ])('should refuse %s, naming the file and why', (name, prefix, what) => {
    const problem = problems.find((p) => p.file === rel(dir, name));
    expect(problem?.message).toContain(`but ${prefix} is where the build writes ${what}`);
    expect(problem?.message).toMatch(/move or rename the file\.$/);
  });
});

describe('Given block ids that clash with the ids a page has anyway', async () => {
  it("should refuse the layout's own id, saying what it is", async () => {
    const page = HOME.replace("type: 'hero',", "type: 'hero',\n      id: 'main',");
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        ...positionOf(page, "'main'"),
        message: `the id "main" is already used by the page's main content (where the skip link leads); ids must be unique on a page`,
      }),
    ]);
  });

  it("should refuse a block id equal to the one another block's heading gets, at its line, naming that block", async () => {
    const page = HOME.replace("type: 'hero',", "type: 'hero',\n      id: 'secSolution-title',").replace(
      '  ],\n};',
      "    { type: 'card-grid', id: 'secSolution', title: 'Solutions', cards: [{ icon: 'cloud', title: 'Cloud' }] },\n  ],\n};",
    );
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'index.ts'),
        where: 'blocks[0] (hero) › id',
        ...positionOf(page, "'secSolution-title'"),
        message:
          'the id "secSolution-title" is the one the heading of blocks[1] gets from that block\'s id "secSolution"; ids must be unique on a page: choose another, e.g. "secSolution-section"',
      }),
    ]);
  });

  it('should refuse the id of the icons a page with interactive parts carries', async () => {
    expect(Object.keys(LAYOUT_IDS)).toContain(PAGE_ICONS_ID);
    const page = HOME.replace("type: 'hero',", `type: 'hero',\n      id: '${PAGE_ICONS_ID}',`);
    const { problems } = await load(await pagesDir({ 'index.ts': page }));
    expect(problems.map((p) => p.message)).toEqual([
      `the id "page-icons" is already used by the icons of the page's interactive parts; ids must be unique on a page`,
    ]);
  });
});

describe('Given a default language that is no language tag', async () => {
  // A date on a page is written in the page's language: the bad tag once reached Intl from there.
  const dated = HOME.replace("title: 'Welcome to {company.name}'", "title: 'Open since {date:2024-03-01}'");

  it.each(["''", "'english please'"])('should refuse language: %s at its line, with what to write', async (tag) => {
    const site = SITE.replace(
      "  siteUrl: 'https://www.acme.example',",
      `  siteUrl: 'https://www.acme.example',\n  language: ${tag},`,
    );
    const dir = await pagesDir({ '_site.ts': site, 'index.ts': dated });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, '_site.ts'),
        where: 'language',
        ...positionOf(site, `language: ${tag}`),
        column: positionOf(site, `language: ${tag}`).column + 'language: '.length,
        message: `expected a language tag (BCP 47) such as "en", "en-GB" or "pt-BR", found "${tag.slice(1, -1)}"`,
      }),
    ]);
  });
});

describe('Given a page file whose default export is a Promise', async () => {
  it('should refuse it at its export, saying to export the value itself', async () => {
    const page = HOME.replace('export default {', 'export default Promise.resolve({').replace(/};\n$/, '});\n');
    const dir = await pagesDir({ 'index.ts': page });
    const { problems } = await load(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel(dir, 'index.ts'),
        line: 1,
        message: expect.stringMatching(
          /^could not be loaded: the value it exports is a Promise .*export the value itself, as in export default definePage\(\{ … \}\)/,
        ) as string,
      }),
    ]);
  });
});

describe('Given two page files that import each other', async () => {
  it('should say they import each other in a circle, at the line that reads too early, and how to share instead', async () => {
    const home = `import other from './other';\n${HOME.replace("title: 'Home'", 'title: other.meta.title')}`;
    const other = `import home from './index';\n${HOME.replace("name: 'home'", "name: 'other'").replace("title: 'Home'", "title: home.meta.title + ' too'")}`;
    const dir = await pagesDir({ 'index.ts': home, 'other.ts': other });
    const { problems } = await load(dir);
    const [first, second] = [rel(dir, 'index.ts'), rel(dir, 'other.ts')];
    // Loading index.ts runs other.ts first, which reads index.ts's value before index.ts has made it.
    expect(problems.map((p) => [p.file, p.message])).toEqual([
      [
        first,
        `could not be loaded: it reads home from a file that imports it back, before that file has made it: ${second} → ${first} → ${second} import each other in a circle. Move what they share into a file of its own (a \`_shared.ts\` beside them) that imports none of them, and import that instead (in ${second}, line ${positionOf(other, 'home.meta').line})`,
      ],
      [second, expect.stringContaining(`it reads other from a file that imports it back`)],
    ]);
  });
});
