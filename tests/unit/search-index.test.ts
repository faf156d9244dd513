import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexedHtml, type SearchPage, writeSearchIndex } from '../../scripts/lib/build/search-index';
import { formatSearchText } from '../../src/ui/search-texts';

describe('Given a built page handed to the search index', () => {
  const page =
    '<html lang="en"><head><title>T</title></head><body><main data-pagefind-body="">' +
    '<section id="secPricing" class="pricing"><div><h2 class="h3">Plans</h2><p>Refund within 30 days.</p></div></section>' +
    '<section class="plain"><h2>No anchor</h2></section>' +
    '<div id="faq"><h2 id="questions">Questions</h2></div>' +
    '<section id="secTeam"><h2 class="h3" id="secTeam-title">Team</h2></section>' +
    '<section id="plans"><h2 id="plans-title">Plans</h2><div id="_R_1d35_-panel-0" role="tabpanel"><h3>Basic</h3></div></section>' +
    '</main></body></html>';

  it("should lend a block's anchor to its first heading, so a result links to the section", () => {
    const html = indexedHtml(page, { title: 'Pricing' });
    expect(html).toContain('<h2 id="secPricing" class="h3">Plans</h2>');
    expect(html).toContain('<h2>No anchor</h2>');
  });

  it('should keep the words of elements side by side apart', () => {
    const html = indexedHtml('<head></head><p><a>Primary</a><a>Secondary</a></p>', { title: 'Buttons' });
    expect(html).toContain('<a>Primary</a> <a>Secondary</a>');
  });

  it('should keep a heading its own id', () => {
    expect(indexedHtml(page, { title: 'Pricing' })).toContain('<h2 id="questions">Questions</h2>');
  });

  it("should leave React's ids out, so no result links to one", () => {
    const html = indexedHtml(page, { title: 'Pricing' });
    expect(html).not.toContain('_R_');
    expect(html).toContain('<div role="tabpanel"><h3>Basic</h3></div>');
  });

  it("should find a heading whose id comes from its block's under the block's anchor, as the site's links name it", () => {
    expect(indexedHtml(page, { title: 'Pricing' })).toContain('<h2 class="h3" id="secTeam">Team</h2>');
  });

  it('should give the result its title and group as metadata, escaped', () => {
    const html = indexedHtml(page, { title: 'Q&A "now"', group: 'Company' });
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="Q&#38;A &#34;now&#34;">');
    expect(html).toContain('<meta data-pagefind-meta="group[content]" content="Company"></head>');
  });

  it("should publish nothing else of the page it is given: not its built file's path on the machine", () => {
    const built: SearchPage = {
      file: '/home/me/site/.build/client/pricing/index.html',
      url: '/pricing',
      title: 'Pricing',
    };
    const html = indexedHtml(page, built);
    expect(html).toContain(
      '<meta data-pagefind-meta="title[content]" content="Pricing"><meta data-pagefind-meta="url[content]" content="/pricing"></head>',
    );
    expect(html).not.toContain('/home/me');
  });
});

describe('Given a search text with a count', () => {
  it('should pick the plural case of the language and write the number its way', () => {
    const found = '{count, plural, one {# result} other {# results}}';
    expect(formatSearchText(found, 'en', { count: 1 })).toBe('1 result');
    expect(formatSearchText(found, 'en', { count: 1200 })).toBe('1,200 results');
    const arabic =
      '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}';
    expect(formatSearchText(arabic, 'ar', { count: 2 })).toBe('نتيجتان');
    expect(formatSearchText(arabic, 'ar', { count: 3 })).toBe(`${new Intl.NumberFormat('ar').format(3)} نتائج`);
  });

  it('should prefer an exact case and fill in the query', () => {
    expect(formatSearchText('{count, plural, =0 {none} other {#}}', 'en', { count: 0 })).toBe('none');
    expect(formatSearchText('No results for “{query}”', 'en', { query: 'ISO' })).toBe('No results for “ISO”');
  });
});

describe('Given the same pages indexed twice, handed over in another order', () => {
  const filesOf = (dir: string) =>
    new Map(
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .sort()
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .map((file) => [file, readFileSync(path.join(dir, file))]),
    );

  it('should write the same index byte for byte, with no folder of the machine in it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      const pages: SearchPage[] = Array.from({ length: 60 }, (_, i) => {
        const file = path.join(dir, 'client', `p${i}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          `<html lang="${i % 3 ? 'en' : 'de'}"><head><title>P${i}</title></head><body><main data-pagefind-body>` +
            `<section id="s${i}"><h2>Heading ${i}</h2><p>word${i} common words ${'x'.repeat(i)} other${i % 7}</p></section></main></body></html>`,
        );
        return { file, url: `/p${i}/`, title: `Page ${i}` };
      });
      await writeSearchIndex(path.join(dir, 'one'), pages);
      await writeSearchIndex(path.join(dir, 'two'), [...pages].reverse());
      const one = filesOf(path.join(dir, 'one'));
      const two = filesOf(path.join(dir, 'two'));
      expect([...two.keys()]).toEqual([...one.keys()]);
      expect([...one.keys()].filter((file) => !one.get(file)!.equals(two.get(file)!))).toEqual([]);
      // The fragments are gzipped JSON: what a result shows of a page, its address and metadata.
      const fragments = [...one.keys()].filter((file) => file.endsWith('.pf_fragment'));
      expect(fragments).toHaveLength(60);
      const texts = fragments.map((file) => gunzipSync(one.get(file)!).toString('utf8'));
      expect(texts.filter((text) => text.includes(dir))).toEqual([]);
      expect(texts.some((text) => text.includes('"url":"/p7/"'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
