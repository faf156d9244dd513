import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import ButtonGroup from './button-group';
import { buttonGroupExamples } from './button-group.examples';

function renderExample(index: number) {
  const { block } = parseBlock(buttonGroupExamples[index]!.data);
  return renderWithSite(<ButtonGroup {...block} />);
}

describe('button-group', () => {
  it('given plain buttons, should join them in a named group', () => {
    renderExample(0);
    const group = screen.getByRole('group', { name: 'Alignment' });
    expect(group.className).toBe('btn-group');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Left', 'Middle', 'Right']);
  });

  it('given checkbox toggles, should start as the data says and switch each on its own', () => {
    renderExample(1);
    const group = screen.getByRole('group', { name: 'Text style' });
    expect(group.className).toBe('btn-group btn-group-sm');
    const bold = within(group).getByRole('checkbox', { name: 'Bold' }) as HTMLInputElement;
    const italic = within(group).getByRole('checkbox', { name: 'Italic' }) as HTMLInputElement;
    expect([bold.checked, italic.checked]).toEqual([true, false]);
    fireEvent.click(italic);
    expect([bold.checked, italic.checked]).toEqual([true, true]);
  });

  it('given radio toggles, should keep exactly one on', () => {
    renderExample(2);
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    const annual = within(group).getByRole('radio', { name: 'Annual' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    fireEvent.click(annual);
    expect([monthly.checked, annual.checked]).toEqual([false, true]);
    expect(monthly.name).toBe(annual.name);
  });
});
