import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { withParseContext } from '../../schema/context';
import { siteSchema } from '../../schema/site';
import { iconPaths } from '../../src/content/icons';
import { interpolate, settingTokens } from '../../src/content/interpolate';
import type { LinkColumn } from '../../src/content/navigation';
import { Footer } from '../../src/layout/footer';
import { renderWithSite, TEST_ROUTES } from '../support/render-block';

const COLUMNS: LinkColumn[] = [
  { heading: 'Company', links: [{ title: 'About Us', path: '/pages/company/about-us' }] },
  { heading: 'Sections', links: [{ title: 'Elements', path: '/sections/elements/avatars' }] },
];

function show(columns: readonly LinkColumn[] = COLUMNS) {
  const icons = new Set<string>();
  const parsed = withParseContext({ routes: TEST_ROUTES, icons }, () =>
    siteSchema.parse(interpolate(site, settingTokens(site))),
  );
  renderWithSite(<Footer site={parsed} columns={columns} />, iconPaths(icons));
  return parsed;
}

describe('site footer', () => {
  it('given the site settings, should show the brand, its description and the copyright line', () => {
    const parsed = show();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(parsed.company.name, { selector: '.site-footer-brand' })).toBeTruthy();
    expect(within(footer).getByText(parsed.footer.description!)).toBeTruthy();
    expect(footer.textContent).toContain(`${parsed.footer.copyright}. ${parsed.footer.rights}`);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('given columns, should title each with an h2 naming its list of links', () => {
    show();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Sections']);
    const list = within(nav).getByRole('list', { name: 'Sections' });
    expect(within(list).getByRole('link', { name: 'Elements' }).getAttribute('href')).toBe(
      '/sections/elements/avatars/',
    );
  });

  it('given no columns, should draw no footer navigation', () => {
    show([]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('given social links, should draw brand icons named after the company and network that open safely', () => {
    const parsed = show();
    const socials = screen.getByRole('list', { name: 'Social networks' });
    const links = within(socials).getAllByRole('link');
    expect(links).toHaveLength(parsed.footer.socials.length);
    const github = within(socials).getByRole('link', { name: `${parsed.company.name} on GitHub` });
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(github.querySelector('svg')).not.toBeNull();
  });
});
