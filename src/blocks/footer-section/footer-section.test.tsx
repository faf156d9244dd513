import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import FooterSection from './footer-section';
import { footerSectionExamples } from './footer-section.examples';

function show(id: string) {
  const { block, icons } = parseBlock(footerSectionExamples.find((example) => example.id === id)!.data);
  return renderWithSite(<FooterSection {...block} />, icons);
}

describe('footer-section', () => {
  it.each(footerSectionExamples)(
    'given the "$title" example, should show a named region with its footer',
    (example) => {
      show(example.id);
      const region = screen.getByRole('region', { name: example.data.label });
      expect(region.querySelector('footer')).not.toBeNull();
      expect(within(region).getByText(example.data.copyright)).toBeTruthy();
      const links = within(region)
        .getAllByRole('link')
        .map((a) => a.textContent);
      for (const item of (example.data.menus ?? []).flatMap((menu) => menu.items)) expect(links).toContain(item.name);
    },
  );

  it('given columns, should title each menu with an h3 that names its list', () => {
    show('footer-columns');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Company', 'Legal']);
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('given socials, should draw icon-only links named after the network that open safely', () => {
    show('footer-columns');
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.classList.contains('btn-github')).toBe(true);
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('given the centred layout, should show the links in one line without menu titles', () => {
    show('footer-centered');
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
