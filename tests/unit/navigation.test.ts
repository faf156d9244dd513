import { describe, expect, it } from 'vitest';
import {
  buildNavigation,
  findGroup,
  groupPaths,
  type GroupEntry,
  linkColumns,
  type NavPage,
} from '../../src/content/navigation';
import { groupOf } from '../../src/layout/page-title';

const group = (path: string, heading: string, order?: number): GroupEntry => ({
  file: `pages-data${path}/_group.ts`,
  path,
  group: { heading, ...(order === undefined ? {} : { order }) },
});
const page = (path: string, title?: string, order?: number, samples?: number): NavPage => ({
  samples,
  file: `pages-data${path}.ts`,
  path,
  ...(title ? { nav: { title, ...(order === undefined ? {} : { order }) } } : {}),
});

describe('buildNavigation', () => {
  it('given group files and pages with nav entries, should nest groups and order by `order`, then path', () => {
    const { navigation, problems } = buildNavigation(
      [
        group('/sections', 'Sections'),
        group('/sections/elements', 'Elements', 2),
        group('/sections/page-sections', 'Page Sections', 1),
      ],
      [
        page('/sections/elements/buttons', 'Buttons', undefined, 5),
        page('/sections/elements/avatars', 'Avatars'),
        page('/sections/page-sections/pricing', 'Pricing', 2),
        page('/sections/page-sections/page-headers', 'Page Headers', 1),
        page('/privacy'),
      ],
    );
    expect(problems).toEqual([]);
    expect(navigation.map((g) => g.heading)).toEqual(['Sections']);
    const [sections] = navigation;
    expect(sections!.groups.map((g) => g.heading)).toEqual(['Page Sections', 'Elements']);
    expect(sections!.groups[0]!.items.map((i) => i.title)).toEqual(['Page Headers', 'Pricing']);
    expect(sections!.groups[1]!.items.map((i) => i.title)).toEqual(['Avatars', 'Buttons']);
    expect(sections!.groups[1]!.items[1]!.subtitle).toBe('5 examples');
    expect(sections!.groups[1]!.items[0]!.subtitle).toBeUndefined();
    expect(sections!.firstPath).toBe('/sections/page-sections/page-headers');
    expect(groupOf(navigation, '/sections/elements/buttons')?.heading).toBe('Elements');
    expect(groupOf(navigation, '/privacy')).toBeUndefined();
  });

  it('given a page with a nav entry outside any group, should name the file and the _group file to add', () => {
    const { problems } = buildNavigation([], [page('/pages/blog/author', 'Author')]);
    expect(problems).toEqual([
      {
        file: 'pages-data/pages/blog/author.ts',
        path: ['nav'],
        message: expect.stringContaining('add pages-data/pages/blog/_group.ts'),
      },
    ]);
  });

  it('given a group no page is listed in, should report the group file', () => {
    const { problems } = buildNavigation([group('/sections/empty', 'Empty')], []);
    expect(problems).toEqual([
      { file: 'pages-data/sections/empty/_group.ts', path: [], message: expect.stringMatching(/empty/) },
    ]);
  });

  it('given a breadcrumb without a nav entry, should report the layout field', () => {
    const { problems } = buildNavigation([], [{ ...page('/x'), breadcrumb: true }]);
    expect(problems[0]).toMatchObject({ path: ['layout', 'breadcrumb'] });
  });
});

describe('linkColumns', () => {
  const { navigation } = buildNavigation(
    [
      group('/pages', 'Pages'),
      group('/pages/company', 'Company', 1),
      group('/sections', 'Sections'),
      group('/sections/elements', 'Elements', 2),
      group('/sections/page-sections', 'Page Sections', 1),
    ],
    [
      page('/pages/company/pricing', 'Pricing', 2),
      page('/pages/company/about-us', 'About Us', 1),
      page('/sections/elements/buttons', 'Buttons', 2),
      page('/sections/elements/badges', 'Badges', 1),
      page('/sections/page-sections/pricing', 'Pricing'),
    ],
  );

  it('given a nested group path, should find the group at any depth and list every group path', () => {
    expect(findGroup(navigation, '/pages/company')?.heading).toBe('Company');
    expect(findGroup(navigation, '/pages/nope')).toBeUndefined();
    expect(groupPaths(navigation)).toEqual([
      '/pages',
      '/pages/company',
      '/sections',
      '/sections/page-sections',
      '/sections/elements',
    ]);
  });

  it("given a group with pages, should list its pages; given one with sub-groups, should lead to each one's first page", () => {
    expect(linkColumns(navigation, ['/pages/company', '/sections'])).toEqual([
      {
        heading: 'Company',
        links: [
          { title: 'About Us', path: '/pages/company/about-us' },
          { title: 'Pricing', path: '/pages/company/pricing' },
        ],
      },
      {
        heading: 'Sections',
        links: [
          { title: 'Page Sections', path: '/sections/page-sections/pricing' },
          { title: 'Elements', path: '/sections/elements/badges' },
        ],
      },
    ]);
  });
});
