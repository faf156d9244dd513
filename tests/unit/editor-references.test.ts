import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../src/content/page-file/strings';
import {
  referencesToAnchor,
  referencesToPage,
  removalEdits,
  renameEdits,
  type SourceFile,
} from '../../scripts/lib/editor/references';

const site: SourceFile = {
  file: 'pages-data/_site.ts',
  abs: '/x/pages-data/_site.ts',
  text: `import { defineSite } from '../schema';

export default defineSite({
  navbar: {
    links: [
      // The home page's sections
      { label: 'Our Service', href: { route: 'presentation', hash: '#secOurService' }, hideOn: [{ route: 'privacy' }] },
      { label: 'Solutions', href: { route: 'presentation', hash: '#secSolution' } },
      {
        label: 'Prices',
        href: "/pages/company/pricing#plans",
      },
      { label: 'Privacy Policy', href: { route: 'privacy' } },
    ],
  },
});
`,
};

const json: SourceFile = {
  file: 'pages-data/extra.json',
  abs: '/x/pages-data/extra.json',
  text: `{
  "$schema": "../schema/page.schema.json",
  "blocks": [
    { "type": "buttons", "buttons": [
      { "label": "Pricing", "href": { "route": "pricing" } },
      { "label": "Solutions", "href": "/#secSolution" }
    ] }
  ]
}
`,
};

const page: SourceFile = {
  file: 'pages-data/about.ts',
  abs: '/x/pages-data/about.ts',
  text: `export default definePage({
  blocks: [
    { type: 'hero', title: 'About', actions: [{ label: 'See the prices', href: { route: 'pricing' } }] },
    { type: 'text', body: 'Go to /pages/company/pricing-old, not a link' },
  ],
});
`,
};

describe('Given the data files of a site', () => {
  it('should find the links to a page by its name and by its path, in TypeScript and JSON', () => {
    const found = referencesToPage([site, json, page], { name: 'pricing', path: '/pages/company/pricing' });
    expect(found.map((r) => [r.file, r.kind, r.value, r.label])).toEqual([
      ['pages-data/_site.ts', 'path', '/pages/company/pricing#plans', 'Prices'],
      ['pages-data/extra.json', 'name', 'pricing', 'Pricing'],
      ['pages-data/about.ts', 'name', 'pricing', 'See the prices'],
    ]);
    expect(found[0]!.path).toEqual(['navbar', 'links', 2, 'href']);
    expect(found[0]!.line).toBe(11);
  });

  it('should rewrite every reference on rename, keeping comments, quotes and the rest of the text', () => {
    const edits = renameEdits(
      [site, json, page],
      { name: 'pricing', path: '/pages/company/pricing' },
      {
        name: 'prices',
        path: '/pages/company/prices',
      },
    );
    const siteText = applyEdits(site.text, edits.get(site.file)!.edits);
    expect(siteText).toContain(`href: "/pages/company/prices#plans"`);
    expect(siteText).toContain('// The home page');
    expect(siteText.replace('prices#plans', 'pricing#plans')).toBe(site.text);
    const pageText = applyEdits(page.text, edits.get(page.file)!.edits);
    expect(pageText).toContain(`href: { route: 'prices' }`);
    expect(pageText).toContain('/pages/company/pricing-old');
    expect(JSON.parse(applyEdits(json.text, edits.get(json.file)!.edits)).blocks[0].buttons[0].href.route).toBe(
      'prices',
    );
  });

  it('should find the links to a section, and remove the list items holding them with their lines', () => {
    const found = referencesToAnchor([site, json, page], { name: 'presentation', path: '/' }, 'secSolution');
    expect(found.map((r) => [r.file, r.label])).toEqual([
      ['pages-data/_site.ts', 'Solutions'],
      ['pages-data/extra.json', 'Solutions'],
    ]);
    const { byFile, kept } = removalEdits([site, json, page], found);
    expect(kept).toEqual([]);
    const siteText = applyEdits(site.text, byFile.get(site.file)!.edits);
    expect(siteText).not.toContain('Solutions');
    expect(siteText.split('\n').length).toBe(site.text.split('\n').length - 1);
    const jsonData = JSON.parse(applyEdits(json.text, byFile.get(json.file)!.edits));
    expect(jsonData.blocks[0].buttons).toEqual([{ label: 'Pricing', href: { route: 'pricing' } }]);
  });

  it('should never remove a whole block for a link inside it', () => {
    const found = referencesToAnchor([page], { name: 'pricing', path: '/pages/company/pricing' }, 'x');
    expect(found).toEqual([]);
    const links = referencesToPage([page], { name: 'pricing', path: '/p' });
    const { byFile, kept } = removalEdits([page], links);
    expect(kept).toEqual([]);
    expect(applyEdits(page.text, byFile.get(page.file)!.edits)).toContain(`title: 'About', actions: []`);
  });
});
