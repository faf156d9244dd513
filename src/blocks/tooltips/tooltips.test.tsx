import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Tooltips from './tooltips';
import { tooltipsExamples } from './tooltips.examples';

function renderTips(data: BlockInput<'tooltips'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Tooltips {...block} />);
}

const [tooltips, popovers] = tooltipsExamples.map((e) => e.data) as [BlockInput<'tooltips'>, BlockInput<'tooltips'>];
const escape = () => fireEvent.keyDown(document, { key: 'Escape' });
const placed = () => act(() => vi.dynamicImportSettled());

describe('tooltips', () => {
  beforeAll(async () => {
    await import('@floating-ui/react-dom');
  });

  it('given the tooltips example, should describe each button by its hidden tooltip', () => {
    renderTips(tooltips);
    for (const side of ['top', 'right', 'bottom', 'left']) {
      const button = screen.getByRole('button', { name: `Tooltip on ${side}` });
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      const tip = document.getElementById(button.getAttribute('aria-describedby')!)!;
      expect(tip.getAttribute('role')).toBe('tooltip');
      expect(tip.textContent).toBe(`Tooltip on ${side}`);
      expect(tip.hidden).toBe(true);
    }
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('given a hover, should show the tooltip, place it, and hide it when the pointer leaves', async () => {
    renderTips(tooltips);
    const button = screen.getByRole('button', { name: 'Tooltip on right' });
    fireEvent.mouseEnter(button);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Tooltip on right');
    await placed();
    expect(['top', 'right', 'bottom', 'left']).toContain(tip.dataset.placement);
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(tip.dataset.placement).toBeUndefined();
  });

  it('given keyboard focus, should show the tooltip until blur or Escape', () => {
    renderTips(tooltips);
    const button = screen.getByRole('button', { name: 'Tooltip on bottom' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Tooltip on bottom');
    escape();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.blur());
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('given the popovers example, should prerender collapsed buttons that control hidden popovers', () => {
    renderTips(popovers);
    for (const side of ['top', 'right', 'bottom', 'left']) {
      const button = screen.getByRole('button', { name: `Popover on ${side}` });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a click, should toggle a popover named by its title', async () => {
    renderTips(popovers);
    const button = screen.getByRole('button', { name: 'Popover on left' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const popover = screen.getByRole('dialog', { name: 'Popover on left' });
    expect(popover.textContent).toContain('the main thing people are controlled by');
    await placed();
    expect(popover.dataset.placement).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given an open popover, should draw it at the end of the body, outside any frame that could clip it', () => {
    const { container } = renderTips(popovers);
    const button = screen.getByRole('button', { name: 'Popover on top' });
    fireEvent.click(button);
    const popover = screen.getByRole('dialog', { name: 'Popover on top' });
    expect(container.contains(popover)).toBe(false);
    expect(popover.parentElement).toBe(document.body);
    expect(button.getAttribute('aria-describedby')).toBe(popover.querySelector('.tip-popover-body')!.id);
  });

  it('given an open popover, should stay open on a press inside it and close on a press outside', () => {
    renderTips(popovers);
    const button = screen.getByRole('button', { name: 'Popover on top' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given an open popover, should close on Escape and give focus back to its button', () => {
    renderTips(popovers);
    const button = screen.getByRole('button', { name: 'Popover on bottom' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    dialog.tabIndex = -1;
    act(() => dialog.focus());
    escape();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('given an unmount with a popover open, should remove its document listeners', () => {
    const remove = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderTips(popovers);
    fireEvent.click(screen.getByRole('button', { name: 'Popover on top' }));
    unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(expect.arrayContaining(['keydown', 'pointerdown']));
    remove.mockRestore();
  });
});
