import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Breadcrumbs from './breadcrumbs';
import { breadcrumbsExamples } from './breadcrumbs.examples';

describe('breadcrumbs', () => {
  it('given three entries, should link the first two and mark the last as the current page', () => {
    const { block } = parseBlock(breadcrumbsExamples[0]!.data);
    renderWithSite(<Breadcrumbs {...block} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb to the privacy policy' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Legal', '/privacy/'],
    ]);
    const items = within(trail).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toBe('Privacy');
    expect(items.at(-1)?.getAttribute('aria-current')).toBe('page');
  });

  it('given a link on the last entry, should still show it as the current page, not a link', () => {
    const { block } = parseBlock({ type: 'breadcrumbs', items: [{ label: 'Only', href: '/' }] });
    renderWithSite(<Breadcrumbs {...block} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Only');
  });
});
