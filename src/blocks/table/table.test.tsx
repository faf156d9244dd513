import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Table from './table';
import { tableExamples } from './table.examples';

describe('table', () => {
  it('given rows, should show each person with position, status badge, date and a named action link', () => {
    const { block } = parseBlock(tableExamples[0]!.data);
    renderWithSite(<Table {...block} />);
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Author', 'Function', 'Status', 'Employed', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Amara Okaforamara@brightline-software.example');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/img/people/woman-braids-128.jpg');
    expect(first!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(first!).getByText('Online').className).toContain('bg-gradient-success');
    expect(within(second!).getByText('Offline').className).toContain('bg-gradient-secondary');
    expect(first!.textContent).toContain('ManagerOrganization');
    expect(first!.textContent).toContain('23/04/18');
    expect(within(first!).getByRole('link', { name: 'Edit Amara Okafor' }).getAttribute('href')).toMatch(
      /#table-team$/,
    );
    expect(within(second!).getByRole('link', { name: 'View Lukas Weber' })).toBeTruthy();
  });

  it('given a table wider than the screen, should scroll it in a focusable region named by its caption', () => {
    const { block } = parseBlock(tableExamples[0]!.data);
    renderWithSite(<Table {...block} />);
    const frame = screen.getByRole('region', { name: 'Team members' });
    expect(frame.className).toContain('table-responsive');
    expect(frame.tabIndex).toBe(0);
    expect(within(frame).getByRole('table', { name: 'Team members' })).toBeTruthy();
  });
});
