import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Dropdown from './dropdown';
import { dropdownExamples } from './dropdown.examples';

function renderDropdown(data: BlockInput<'dropdown'> = dropdownExamples[0]!.data) {
  const { block } = parseBlock(data);
  const view = renderWithSite(
    <>
      <Dropdown {...block} />
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: block.label });
  return { ...view, button };
}

const items = () => screen.getAllByRole('menuitem');

describe('dropdown', () => {
  it.each(dropdownExamples)('given the "$title" example, should show a closed menu button', ({ data }) => {
    const { button } = renderDropdown(data);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: data.label });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.textContent),
    ).toEqual(data.items.map((i) => i.label));
    expect(within(menu).getByRole('menuitem', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('given a click on the button, should open on the first item, and close on a second click', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given the keyboard, should open with Down on the first item and Up on the last, and move with arrows, Home and End', () => {
    const { button } = renderDropdown();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(items()[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[2]);
  });

  it('given Escape in the open menu, should close it and return focus to the button', () => {
    const { button } = renderDropdown();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('given focus moving out of it or a click outside, should close the menu', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    const after = screen.getByRole('button', { name: 'After' });
    fireEvent.blur(items()[0]!, { relatedTarget: after });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given focus moving between the button and its items, should keep the menu open', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    fireEvent.blur(items()[0]!, { relatedTarget: items()[1] });
    fireEvent.pointerDown(items()[1]!);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('given Shift+Tab in the menu, should close it on the button', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    fireEvent.keyDown(items()[0]!, { key: 'Tab', shiftKey: true });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('given a dropup, should mark the menu to open above the button', () => {
    const { container } = renderDropdown(dropdownExamples[1]!.data);
    expect(container.querySelector('.menu-button')?.classList.contains('menu-up')).toBe(true);
  });
});
