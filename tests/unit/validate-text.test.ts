import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lineSchema, textSchema } from '../../schema/primitives';
import { withParseContext } from '../../schema/context';
import { isTextSchema } from '../../schema/text';
import { HOME, load, pagesDir, positionOf, rel, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

const PLACEHOLDERS =
  'The placeholders are {company.name}, {company.registrationNumber}, {company.founded}, {company.providerUrl}, {supportEmail}, {siteUrl} (the settings in pages-data/_site.ts).';

/** A page whose hero has `fields` (as they stand in the file) instead of its title. */
const hero = (fields: string) => HOME.replace("title: 'Welcome to {company.name}'", fields);

describe('Given text that would ship broken', async () => {
  // Each file holds one mistake, written as a careless or hostile one-line change would write it.
  const files = {
    '_site.ts': SITE.replace("name: 'Acme Ltd'", "name: '{supportEmail}'"),
    'index.ts': HOME,
    'unknown.ts': hero("title: 'Welcome to {compnay.name}'").replace("'home'", "'unknown'"),
    'unclosed.ts': hero("title: 'Hello', description: 'Write to {supportEmail today.'").replace("'home'", "'unclosed'"),
    'override.ts': hero("title: 'Pay\\u202Eevil.exe'").replace("'home'", "'override'"),
    'null.ts': hero("title: 'Hello', description: 'Hi\\u0000there'").replace("'home'", "'null'"),
    'escape.ts': hero("title: 'Hello', description: 'Hi\\u001b[31m there'").replace("'home'", "'escape'"),
    'newline.ts': hero("title: 'Two\\nlines'").replace("'home'", "'newline'"),
    'surrogate.ts': hero("title: 'Smile \\uD83D'").replace("'home'", "'surrogate'"),
    'isolate.ts': hero("title: 'Hello', description: 'a\\u2067b\\u2069c'").replace("'home'", "'isolate'"),
    'invisible.ts': hero("title: '\\u200B\\u200D\\uFEFF'").replace("'home'", "'invisible'"),
  };
  const dir = await pagesDir(files);
  const { content, problems } = await load(dir);
  const at = (name: keyof typeof files, snippet: string) => ({
    file: rel(dir, name),
    ...positionOf(files[name], snippet),
  });

  it('should publish nothing', () => {
    expect(content).toBeUndefined();
  });

  it.each([
    [
      'a placeholder inside a setting, which every footer would show as written',
      '_site.ts',
      "'{supportEmail}'",
      'company › name',
      `a setting holds no placeholder: {supportEmail} would show as written wherever the setting is used, since placeholders are filled in only in the texts pages show. Write the value itself. ${PLACEHOLDERS}`,
    ],
    [
      'an unknown placeholder',
      'unknown.ts',
      "'Welcome to {compnay.name}'",
      'blocks[0] (hero) › title',
      `unknown setting {compnay.name}. Did you mean \`company.name\`? ${PLACEHOLDERS}`,
    ],
    [
      'a placeholder left open',
      'unclosed.ts',
      "'Write to",
      'blocks[0] (hero) › description',
      `the placeholder "{supportEmail" at character 10 is not closed: write {supportEmail}. ${PLACEHOLDERS}`,
    ],
    [
      'a right-to-left override',
      'override.ts',
      "'Pay",
      'blocks[0] (hero) › title',
      'character 4 is U+202E RIGHT-TO-LEFT OVERRIDE, which can reverse the text; remove it',
    ],
    [
      'a NUL character',
      'null.ts',
      "'Hi",
      'blocks[0] (hero) › description',
      'character 3 is U+0000 NULL, a control character, which no page shows; remove it',
    ],
    [
      'a terminal escape sequence',
      'escape.ts',
      "'Hi",
      'blocks[0] (hero) › description',
      'character 3 is U+001B ESCAPE, a control character, which no page shows; remove it',
    ],
    [
      'a new line in a one-line title',
      'newline.ts',
      "'Two",
      'blocks[0] (hero) › title',
      'character 4 is U+000A LINE FEED (a new line), which this one-line text cannot hold; write it on one line',
    ],
    [
      'half an emoji',
      'surrogate.ts',
      "'Smile",
      'blocks[0] (hero) › title',
      'character 7 is U+D83D, half of a character (a lone surrogate, as left by cutting an emoji in two); remove it or write the whole character',
    ],
    [
      'bidirectional isolates',
      'isolate.ts',
      "'a\\u2067",
      'blocks[0] (hero) › description',
      'character 2 is U+2067 RIGHT-TO-LEFT ISOLATE, which can change the order the text reads in; remove it (and 1 more such character)',
    ],
    [
      'a title made only of invisible characters',
      'invisible.ts',
      "'\\u200B",
      'blocks[0] (hero) › title',
      'expected some text, found only invisible characters (U+200B, U+200D, U+FEFF)',
    ],
  ] as const)('should report %s at its place, with the fix', (_, name, snippet, where, message) => {
    expect(problems.filter((p) => p.file === rel(dir, name))).toEqual([
      expect.objectContaining({ ...at(name, snippet), where, message }),
    ]);
  });

  it('should report nothing in the page that is right', () => {
    expect(problems.filter((p) => p.file === rel(dir, 'index.ts'))).toEqual([]);
  });
});

describe('Given text that is right', async () => {
  const code = String.raw`export function Hello({ name }) {\n\treturn <p>{name} {supportEmail}</p>;\n}`;
  const files = {
    'index.ts': HOME.replace(
      "title: 'Welcome to {company.name}'",
      "title: 'Since {company.founded}: {company.name}', description: 'Two lines\\nof text, \\u05E2\\u05D1 and 👋🏽'",
    ),
    'code.ts': `export default {
  meta: { title: 'Code', description: 'A listing.' },
  blocks: [{ type: 'code', language: 'tsx', code: '${code}' }],
};
`,
  };
  const dir = await pagesDir(files);
  const { content, problems } = await load(dir);
  const block = (file: string) => content?.pages.find((p) => p.file === rel(dir, file))?.page.blocks[0];

  it('should accept it', () => {
    expect(problems).toEqual([]);
  });

  it('should fill in placeholders where text is drawn, once, in the site settings’ texts too', () => {
    expect(block('index.ts')).toMatchObject({
      title: 'Since 2020: Acme Ltd',
      description: expect.stringContaining('\n'),
    });
    expect(content?.site.footer.copyright).toBe('© Acme Ltd');
    expect(content?.site.navbar.registrationLine).toBe('No. 0042');
  });

  it('should keep code as written: braces, tabs and new lines, no placeholder filled in', () => {
    expect(block('code.ts')).toMatchObject({
      code: 'export function Hello({ name }) {\n\treturn <p>{name} {supportEmail}</p>;\n}',
    });
  });
});

describe('the text schemas', () => {
  const tokens = new Map([['company.name', 'Acme {x}']]);
  const parse = (schema: typeof lineSchema, value: unknown) =>
    withParseContext({ routes: new Map(), icons: new Set(), tokens }, () => schema.safeParse(value));

  it('should fill each placeholder once: a setting’s value is never read as a placeholder again', () => {
    expect(parse(lineSchema, '{company.name} and {company.name}').data).toBe('Acme {x} and Acme {x}');
  });

  it('should count text longer than its limit once filled in', () => {
    expect(parse(lineSchema.max(8), '{company.name}!').success).toBe(false);
  });

  it('should know a text schema by its checks, also once narrowed', () => {
    expect([lineSchema.min(1), textSchema.max(5)].map(isTextSchema)).toEqual([true, true]);
    expect(isTextSchema(z.string().min(1))).toBe(false);
  });
});
