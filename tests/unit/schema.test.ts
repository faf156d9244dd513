import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BLOCK_TYPES, hrefSchema, imageSchema, pageSchema, richTextSchema, siteSchema } from '../../schema';
import { IMAGES, type ImageId } from '../../schema/images';
import { URL_SETTING_TOKENS } from '../../schema/primitives';
import { settingTokens } from '../../src/content/interpolate';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import {
  acceptedHrefs,
  acceptedImageSrcs,
  heroWithHref,
  heroWithImageSrc,
  invalidBlocks,
  invalidPages,
  invalidSites,
  rejectedHrefs,
  rejectedImageSrcs,
  ROUTES,
  validPages,
  validSites,
  type InvalidCase,
} from '../fixtures/schema-cases';

function parse<S extends z.ZodType>(schema: S, data: unknown) {
  const icons = new Set<string>();
  const result = withParseContext({ routes: ROUTES, icons }, () =>
    schema.safeParse(data, { error: pageErrorMap, reportInput: true }),
  );
  const issues = result.success ? [] : flattenIssues(result.error.issues);
  return { result, issues, icons };
}

function expectRejected(schema: z.ZodType, { data, path, message }: InvalidCase) {
  const { result, issues } = parse(schema, data);
  expect(result.success).toBe(false);
  const issue = issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
  expect(issue, `an issue at ${JSON.stringify(path)} among ${JSON.stringify(issues)}`).toBeDefined();
  if (typeof message === 'string') expect(issue?.message).toBe(message);
  else if (message) expect(issue?.message).toMatch(message);
}

describe('pageSchema', () => {
  it.each(validPages)('Given $name, should accept it', ({ data }) => {
    const { result, issues } = parse(pageSchema, data);
    expect(issues).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('Given a named route link, should resolve it to the page path with its anchor', () => {
    const { result } = parse(pageSchema, heroWithHref({ route: 'privacy', hash: '#rights' }));
    const block = result.data?.blocks[0];
    expect(block?.type === 'hero' && block.actions[0]?.href).toBe('/privacy#rights');
  });

  it('Given icons in the data, should collect the names the page uses', () => {
    const { icons } = parse(pageSchema, validPages.find((p) => p.name === 'pages-data/index.ts')!.data);
    expect(icons).toContain('support_agent');
    expect(icons).not.toContain('mail-fill');
  });

  it('Given every block type, should have invalid twins to test', () => {
    expect(Object.keys(invalidBlocks).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(invalidBlocks[type].length).toBeGreaterThan(0);
  });

  describe.each(BLOCK_TYPES)('block %s', (type) => {
    it.each(invalidBlocks[type])('Given $name, should reject it at the path of the mistake', (invalid) => {
      expectRejected(pageSchema, invalid);
    });
  });

  it.each(invalidPages)('Given $name, should reject it at the path of the mistake', (invalid) => {
    expectRejected(pageSchema, invalid);
  });

  it('Given two unknown fields on one object, should report each with its own path and hint', () => {
    const { issues } = parse(pageSchema, { meta: { title: 't', descripton: 'd', tilte: 'x' }, blocks: [] });
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        ['meta', 'descripton'],
        ['meta', 'tilte'],
      ]),
    );
    expect(issues.find((i) => i.path[1] === 'tilte')?.message).toMatch(/Did you mean `title`\?/);
  });
});

describe('links', () => {
  it.each(acceptedHrefs.map((href) => ({ href: JSON.stringify(href), value: href })))(
    'Given $href, should accept it',
    ({ value }) => {
      expect(parse(hrefSchema, value).issues).toEqual([]);
    },
  );

  it.each(rejectedHrefs.map(({ href }) => ({ href: JSON.stringify(href), value: href })))(
    'Given $href, should reject it',
    ({ value }) => {
      expect(parse(hrefSchema, value).result.success).toBe(false);
    },
  );

  it('Given a link in a page, should reject an unsafe scheme at the link path and say what would do', () => {
    expectRejected(pageSchema, {
      name: 'javascript link',
      data: heroWithHref('javascript:alert(1)'),
      path: ['blocks', 0, 'actions', 0, 'href'],
      message: /^expected a path starting with "\/", an anchor "#id", a route .* found "javascript:alert\(1\)"$/,
    });
  });

  it('Given an unknown route name with no close match, should list the route names', () => {
    const { issues } = parse(hrefSchema, { route: 'nowhere' });
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['route'],
        message: 'unknown route name "nowhere". Route names: presentation, privacy.',
      }),
    ]);
  });
});

describe('images', () => {
  it.each(acceptedImageSrcs)('Given the catalogue id %s, should accept it and give its intrinsic size', (src) => {
    const { result, issues } = parse(imageSchema, { src, alt: '' });
    expect(issues).toEqual([]);
    const { width, height } = IMAGES[src as ImageId];
    expect(result.data).toEqual(expect.objectContaining({ src, width, height }));
  });

  it.each(acceptedImageSrcs)('Given the catalogue id %s in a page, should accept it', (src) => {
    expect(parse(pageSchema, heroWithImageSrc(src)).issues).toEqual([]);
  });

  it.each(rejectedImageSrcs)('Given %s, should reject it as not a catalogue id', (src) => {
    const { issues } = parse(imageSchema, { src, alt: '' });
    expect(issues).toEqual([
      expect.objectContaining({ path: ['src'], message: expect.stringMatching(/^unknown image .*schema\/images\.ts/) }),
    ]);
  });

  it('Given a near miss, should suggest the id meant, never the wrong one itself', () => {
    const { issues } = parse(imageSchema, { src: 'people/woman-auborn', alt: '' });
    expect(issues[0]?.message).toMatch(/^unknown image "people\/woman-auborn"\. Did you mean `people\/woman-auburn`\?/);
  });

  it('Given an image without alt text, should ask for it', () => {
    const { issues } = parse(imageSchema, { src: 'photos/office-dark' });
    expect(issues.map((i) => i.path)).toEqual([['alt']]);
  });

  it('Given a size written in the data, should refuse it: sizes come from the catalogue', () => {
    const { issues } = parse(imageSchema, { src: 'photos/office-dark', alt: '', width: 10, height: 10 });
    expect(issues.map((i) => i.path)).toEqual([['width'], ['height']]);
  });
});

describe('rich text', () => {
  it('Given text that looks like HTML, should keep it as text', () => {
    expect(parse(richTextSchema, ['<b>bold?</b>']).result.data).toEqual(['<b>bold?</b>']);
  });

  it.each([
    { name: 'a number', value: [42], path: [0] },
    { name: 'true', value: [true], path: [0] },
    { name: 'null inside a paragraph', value: [['text', null]], path: [0, 1] },
    { name: 'an HTML object', value: [[{ html: '<b>x</b>' }]], path: [0, 0] },
    { name: 'an empty list', value: [{ list: [] }], path: [0, 'list'] },
  ])('Given $name as a piece, should reject it at its path', ({ value, path }) => {
    const { result, issues } = parse(richTextSchema, value);
    expect(result.success).toBe(false);
    expect(issues.map((i) => i.path)).toContainEqual(path);
  });

  it('Given an inline piece where a paragraph belongs, should name the shapes that fit there', () => {
    const { issues } = parse(richTextSchema, [{ bold: 'x' }]);
    expect(issues).toEqual([
      expect.objectContaining({ path: [0], message: 'expected a string, a list or { list, ordered }, found { bold }' }),
    ]);
  });
});

describe('siteSchema', () => {
  it.each(validSites)('Given $name, should accept it', ({ data }) => {
    expect(parse(siteSchema, data).issues).toEqual([]);
  });

  it.each(invalidSites)('Given $name, should reject it at the path of the mistake', (invalid) => {
    expectRejected(siteSchema, invalid);
  });

  it.each(URL_SETTING_TOKENS)(
    'Given a link starting with {%s}, should accept it once the setting is filled in',
    (token) => {
      const value = settingTokens(parse(siteSchema, validSites[0]?.data).result.data).get(token);
      expect(value).toMatch(/^https?:\/\//);
      expect(parse(hrefSchema, `${value}/privacy`).issues).toEqual([]);
    },
  );
});
