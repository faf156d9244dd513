import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Avatars from './avatars';
import { avatarsExamples } from './avatars.examples';

function renderExample(index: number) {
  const { block } = parseBlock(avatarsExamples[index]!.data);
  return renderWithSite(<Avatars {...block} />);
}

const tipOf = (element: HTMLElement) => element.closest('.avatar-tip')!.querySelector<HTMLElement>('.tip-tooltip')!;

describe('avatars', () => {
  beforeAll(async () => {
    await import('@floating-ui/react-dom');
  });

  it('given the group example, should list four linked avatars named by their people', () => {
    renderExample(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const link = screen.getByRole('link', { name: 'Lukas Weber' });
    expect(link.getAttribute('href')).toBe('/sections/elements/tables/#tables-simple');
    expect(screen.getByRole('list').className).toContain('avatar-group');
    // Closed, `hidden` hides the tip from everyone (and no aria-hidden repeats it).
    expect(tipOf(link).hidden).toBe(true);
    expect(tipOf(link).getAttribute('aria-hidden')).toBeNull();
  });

  it('given a hover, should show the name in a tooltip, place it, and hide it when the pointer leaves', async () => {
    renderExample(0);
    const link = screen.getByRole('link', { name: 'Sofia Marin' });
    fireEvent.mouseEnter(link.closest('.avatar-tip')!);
    const tip = tipOf(link);
    expect(tip.hidden).toBe(false);
    // Shown, the tip stays out of the accessibility tree: the avatar already carries the name.
    expect(tip.getAttribute('aria-hidden')).toBe('true');
    expect(tip.textContent).toBe('Sofia Marin');
    await act(() => vi.dynamicImportSettled());
    expect(tip.dataset.placement).toBeTruthy();
    fireEvent.mouseLeave(link.closest('.avatar-tip')!);
    expect(tip.hidden).toBe(true);
  });

  it('given keyboard focus, should show the tooltip until Escape or blur', () => {
    renderExample(0);
    const link = screen.getByRole('link', { name: 'Daniel Kim' });
    act(() => link.focus());
    expect(tipOf(link).hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tipOf(link).hidden).toBe(true);
    act(() => link.blur());
    act(() => link.focus());
    expect(tipOf(link).hidden).toBe(false);
    act(() => link.blur());
    expect(tipOf(link).hidden).toBe(true);
  });

  it('given the sizes example, should draw six plain portraits from xs to xxl', () => {
    renderExample(1);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.className)).toEqual([
      'avatar avatar-xs',
      'avatar avatar-sm',
      'avatar',
      'avatar avatar-lg',
      'avatar avatar-xl',
      'avatar avatar-xxl',
    ]);
    expect(images[0]!.getAttribute('alt')).toBe('Priya Nair, size xs');
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('.tip-tooltip')).toBeNull();
  });

  it('given a group without links, should make each avatar a focusable named image', () => {
    renderExample(2);
    const avatar = screen.getByRole('img', { name: 'Noah Fischer' });
    expect(avatar.tabIndex).toBe(0);
    expect(avatar.querySelector('img')?.getAttribute('alt')).toBe('');
    act(() => avatar.focus());
    expect(tipOf(avatar).hidden).toBe(false);
  });
});
