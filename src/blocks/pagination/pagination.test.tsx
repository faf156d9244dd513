import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Pagination from './pagination';
import { paginationExamples } from './pagination.examples';

function renderPagination(data: BlockInput<'pagination'>) {
  const { block } = parseBlock(data);
  renderWithSite(<Pagination {...block} />);
  return screen.getByRole('navigation');
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');

describe('pagination', () => {
  it.each(paginationExamples)(
    'given the "$title" example, should show its pages with previous and next',
    ({ data }) => {
      const nav = renderPagination(data);
      expect(nav.getAttribute('aria-label')).toBe(data.label ?? 'Pagination');
      const names = within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label'));
      expect(names).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next page']);
      expect(current(nav)?.textContent).toBe(`Page ${data.active ?? 1}`);
    },
  );

  it('given the defaults, should draw five medium gradient primary pages with page 1 current', () => {
    const nav = renderPagination({ type: 'pagination' });
    expect(nav.querySelector('ul')?.className).toBe('pagination pagination-gradient pagination-primary');
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['sm', 'pagination-sm'],
    ['lg', 'pagination-lg'],
  ] as const)('given size %s, should add %s', (size, className) => {
    const nav = renderPagination({ type: 'pagination', size });
    expect(nav.querySelector('ul')?.classList).toContain(className);
  });

  it('given a click on a page, should make it the current page', () => {
    const nav = renderPagination({ type: 'pagination' });
    act(() => fireEvent.click(within(nav).getByRole('button', { name: 'Page 4' })));
    expect(current(nav)?.textContent).toBe('Page 4');
    expect(
      within(nav)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('given page 1, should disable previous and keep the page on a click', () => {
    const nav = renderPagination({ type: 'pagination' });
    const previous = within(nav).getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    act(() => fireEvent.click(previous));
    expect(current(nav)?.textContent).toBe('Page 1');
    expect(within(nav).getByRole('button', { name: 'Next page' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('given next and previous, should step one page and stop at the last', () => {
    const nav = renderPagination({ type: 'pagination', active: 2 });
    const next = within(nav).getByRole('button', { name: 'Next page' });
    for (let i = 0; i < 5; i++) act(() => fireEvent.click(next));
    expect(current(nav)?.textContent).toBe('Page 5');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    act(() => fireEvent.click(within(nav).getByRole('button', { name: 'Previous page' })));
    expect(current(nav)?.textContent).toBe('Page 4');
    expect(next.hasAttribute('aria-disabled')).toBe(false);
  });

  it('given `align: center`, should centre the page buttons, and leave them at the start by default', () => {
    const data = paginationExamples[0]!.data;
    expect(renderPagination(data).querySelector('.justify-content-center')).toBeNull();
    document.body.innerHTML = '';
    const nav = renderPagination({ ...data, align: 'center' } as BlockInput<'pagination'>);
    expect(nav.querySelector('ul')?.classList.contains('justify-content-center')).toBe(true);
  });
});
