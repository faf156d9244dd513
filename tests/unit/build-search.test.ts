import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchPagesOf } from '../../scripts/lib/build/search';

const group = (heading: string, paths: string[]) => ({ heading, items: paths.map((p) => ({ path: p })), groups: [] });
const page = (at: string, extra: object = {}) => ({
  path: at,
  file: `pages-data${at}.ts`,
  page: { index: true, meta: { title: `${at} | Site` } },
  ...extra,
});

describe("Given the build's search step", () => {
  it('should index the published pages with their menu title and the group their language lists them in', () => {
    const pages = searchPagesOf({
      client: '/site',
      base: '/docs/',
      unpublished: (file) => file.startsWith('tests/'),
      content: {
        navigation: [group('Company', ['/pricing'])],
        translated: { de: { navigation: [group('Unternehmen', ['/de/pricing'])] } },
        pages: [
          page('/pricing', { page: { index: true, meta: { title: 'Pricing | Site' }, nav: { title: 'Pricing' } } }),
          page('/de/pricing', { language: 'de' }),
          page('/draft', { page: { index: false, meta: { title: 'Draft' } } }),
          { ...page('/test-fixtures/all'), file: 'tests/fixtures/pages/all.ts' },
        ],
      } as never,
    });
    expect(pages).toEqual([
      { file: path.join('/site', 'pricing', 'index.html'), url: '/docs/pricing/', title: 'Pricing', group: 'Company' },
      {
        file: path.join('/site', 'de', 'pricing', 'index.html'),
        url: '/docs/de/pricing/',
        title: '/de/pricing | Site',
        group: 'Unternehmen',
      },
    ]);
  });
});
