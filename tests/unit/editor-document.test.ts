import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../scripts/lib/editor/server';
import { settingTokens } from '../../src/content/interpolate';
import { loadContent } from '../../src/content/load';
import { routeNameEntries } from '../../src/content/snapshot';
import {
  blockPaths,
  blockTypes,
  fieldName,
  fromPuckData,
  markReadOnly,
  originalTexts,
  pageProblems,
  problemsByItem,
  ROOT_ID,
  rootFields,
  toPuckData,
} from '../../src/editor/page-document';

const { content } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
const routeNames = new Map(routeNameEntries(content!.pages));
const tokens = settingTokens(content!.site);

const page = (blocks: unknown[]) => ({ meta: { title: 'T', description: 'D' }, blocks });

describe('a page as a Puck document', () => {
  it('given every page of the site, should give back exactly the data it was made from', () => {
    for (const entry of content!.pages) {
      expect(fromPuckData(toPuckData(entry.source)), entry.file).toEqual(entry.source);
    }
  });

  it('given the page settings, should offer a field for each but the blocks and $schema', () => {
    const fields = rootFields({ routeNames });
    expect(Object.keys(fields)).toEqual(['_address', 'name', 'meta', 'nav', 'layout', 'advanced']);
    const advanced = fields.advanced?.type === 'object' ? fields.advanced.objectFields : {};
    expect(Object.keys(advanced)).toEqual(['shareAs', 'bodyClass', 'index', 'lint']);
    const layout = fields.layout?.type === 'object' ? fields.layout.objectFields : {};
    expect(Object.keys(layout)).toEqual(['navbar', 'footer', 'breadcrumb']);
  });

  it('given a translation, should offer no page name: links by name reach it through its original', () => {
    expect(Object.keys(rootFields({ routeNames }, { translation: true }))).toEqual([
      '_address',
      'meta',
      'nav',
      'layout',
      'advanced',
    ]);
  });

  it('given technical settings, should keep them in the Advanced group in Puck and in place in the data', () => {
    const source = { ...page([]), index: false, layout: { footer: false, bodyClass: ['bg-gray-200'] } };
    const data = toPuckData(source);
    expect(data.root.props).toEqual({
      meta: source.meta,
      layout: { footer: false },
      advanced: { index: false, bodyClass: ['bg-gray-200'] },
    });
    expect(fromPuckData(data)).toEqual(source);
  });

  it('given a sample holding blocks, should know where each block on the canvas is in the data', () => {
    const data = toPuckData(
      page([
        { type: 'alert', content: ['Hi'] },
        { type: 'sample', id: 's', title: 'S', blocks: [{ type: 'alert', content: ['In'] }] },
      ]),
    );
    const paths = blockPaths(data.content);
    const inner = (data.content[1]!.props.blocks as { props: { id: string } }[])[0]!.props.id;
    expect([...paths.values()]).toEqual([
      ['blocks', 0],
      ['blocks', 1],
      ['blocks', 1, 'blocks', 0],
    ]);
    expect(paths.get(inner)).toEqual(['blocks', 1, 'blocks', 0]);
  });
});

describe('the problems the editor shows', () => {
  it('given an emptied title, should say what npm run validate says, on that block’s field', () => {
    const data = toPuckData(page([{ type: 'hero', title: '', image: { src: 'photos/office-dark', alt: '' } }]));
    const problems = pageProblems(fromPuckData(data), routeNames, tokens);
    expect(problems).toEqual([
      { path: ['blocks', 0, 'title'], where: 'blocks[0] (hero) › title', message: expect.stringMatching(/empty/) },
    ]);
    const byItem = problemsByItem(problems, blockPaths(data.content));
    expect(byItem.get(String(data.content[0]!.props.id))?.get('title')).toEqual([problems[0]]);
  });

  it('given a link to a page name that does not exist, should suggest the near one', () => {
    const problems = pageProblems(
      page([{ type: 'buttons', buttons: [{ label: 'Go', href: { route: 'privcy' } }] }]),
      routeNames,
      tokens,
    );
    expect(problems.map((p) => p.message).join()).toMatch(/privacy/);
  });

  it('given an unknown settings placeholder, should name it and where settings come from', () => {
    const problems = pageProblems(page([{ type: 'hero', title: 'By {company.nme}' }]), routeNames, tokens);
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^unknown setting \{company\.nme\}\..*company\.name.*_site\.ts/),
    );
  });

  it('given a problem in the page settings, should place it on the page, by its field name', () => {
    const problems = pageProblems({ meta: { title: '', description: 'D' }, blocks: [] }, routeNames, tokens);
    expect([...problemsByItem(problems, new Map()).get(ROOT_ID)!.keys()]).toEqual(['meta.title']);
  });

  it('should name nested fields as Puck does, and a block’s id as its anchor', () => {
    expect(fieldName(['cards', 1, 'title'])).toBe('cards[1].title');
    expect(fieldName(['id'])).toBe('anchor');
    expect(fieldName(['id'], [['id']])).toBe('advanced.anchor');
    expect(fieldName(['layout', 'bodyClass', 0], [['layout', 'bodyClass']])).toBe('advanced.bodyClass[0]');
    expect(fieldName([])).toBe('');
  });

  it('given a problem in an advanced field, should place it in the block’s Advanced group', () => {
    const data = toPuckData(page([{ type: 'alert', id: '9lives', content: ['Hi'] }]));
    const problems = pageProblems(fromPuckData(data), routeNames, tokens);
    const id = String(data.content[0]!.props.id);
    const byItem = problemsByItem(problems, blockPaths(data.content), blockTypes(data.content));
    expect([...byItem.get(id)!.keys()]).toEqual(['advanced.anchor']);
  });

  it('given a value the file computes, should make that field read-only on its block', () => {
    const data = toPuckData(page([{ type: 'hero', title: 'T', image: { src: 'photos/office-dark', alt: '' } }]));
    const value = { path: ['blocks', 0, 'image'], where: 'blocks[0] (hero) › image', note: 'computed', file: 'x.ts' };
    const byItem = markReadOnly(data, [value]);
    expect(data.content[0]!.readOnly).toEqual({ image: true });
    expect(byItem.get(String(data.content[0]!.props.id))).toEqual([value]);
  });
});

describe('the editor endpoint’s door', () => {
  const request = (headers: Record<string, string>, method = 'POST', remoteAddress = '127.0.0.1') => ({
    headers: { host: '127.0.0.1:5173', 'content-type': 'application/json', ...headers },
    method,
    socket: { remoteAddress },
  });

  it('should let in the editor’s own JSON requests from this computer', () => {
    expect(refusal(request({ origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' }) as never)).toBe(
      undefined,
    );
    expect(refusal(request({}, 'GET', '::1') as never)).toBe(undefined);
  });

  // A form's body is refused by the endpoint, as any body that is not JSON (415: editor-guard.test.ts).
  it('should turn away another computer and another site', () => {
    expect(refusal(request({}, 'POST', '192.168.1.20') as never)).toMatch(/only on this computer/);
    expect(refusal(request({ origin: 'https://example.com' }) as never)).toMatch(/its own pages only/);
    expect(refusal(request({ 'sec-fetch-site': 'cross-site' }) as never)).toMatch(/its own pages only/);
    expect(refusal(request({ origin: 'null' }) as never)).toMatch(/its own pages only/);
  });
});

describe("a translation's fields and the texts they translate", () => {
  const english = {
    meta: { title: 'Contact us', description: 'Write to us.' },
    blocks: [
      { type: 'hero', title: 'Contact us', description: 'We answer within a day.' },
      { type: 'card-grid', id: 'secOurService', cards: [{ title: 'Consulting', description: 'Advice.' }] },
    ],
  };
  const german = {
    meta: { title: 'Kontakt', description: 'Schreiben Sie uns.' },
    blocks: [
      { type: 'hero', title: 'Kontakt', description: 'Wir antworten innerhalb eines Tages.' },
      { type: 'card-grid', id: 'secOurService', cards: [{ title: 'Beratung', description: 'Rat.' }] },
    ],
  };

  it('given a translation made from a page, should place each English text on the field that translates it', () => {
    const data = toPuckData(german, '/de/contact');
    const texts = originalTexts(english, data.content);
    const [hero, grid] = data.content.map((item) => texts.get(String(item.props.id)));
    expect(texts.get(ROOT_ID)?.get('meta.title')).toBe('Contact us');
    expect(hero?.get('title')).toBe('Contact us');
    expect(hero?.get('description')).toBe('We answer within a day.');
    expect(grid?.get('cards[0].title')).toBe('Consulting');
    expect(grid?.get('cards[0].description')).toBe('Advice.');
  });

  it('given a block of another type at the same place, should show it no text of the English page', () => {
    const data = toPuckData({ ...german, blocks: [{ type: 'cta', title: 'Neu' }, german.blocks[1]] }, '/de/contact');
    const texts = originalTexts(english, data.content);
    expect(texts.get(String(data.content[0]!.props.id))).toBeUndefined();
    expect(texts.get(String(data.content[1]!.props.id))?.get('cards[0].title')).toBe('Consulting');
  });
});
