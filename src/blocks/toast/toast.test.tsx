import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { toastSchema } from '../../../schema/blocks/toast';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Toast from './toast';
import { toastExamples } from './toast.examples';

function renderToast(data: BlockInput<'toast'>, onClose?: () => void) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Toast {...block} onClose={onClose} />, icons);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = () => document.querySelector('.toast');
const basic = toastExamples[0]!.data;
const withoutTrigger: BlockInput<'toast'> = { ...basic, trigger: undefined };

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(toastExamples)(
    'given the "$title" example, should offer its trigger and show title, date and text in a status region',
    ({ data }) => {
      renderToast(data);
      const region = screen.getByRole('status');
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(region.textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: data.trigger! }));
      expect(region.textContent).toContain(data.title);
      expect(region.textContent).toContain('11 mins ago');
      expect(region.textContent).toContain(data.description);
    },
  );

  it('given a shown toast, should still show it at 4999 ms and hide it at 5000 ms (Bootstrap delay)', () => {
    renderToast(basic);
    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    advance(4999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given no trigger, should show the toast from the start and hide it at its delay', () => {
    renderToast({ ...withoutTrigger, delay: 2000 });
    expect(screen.getByText('Material Kit')).toBeTruthy();
    advance(1999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
  });

  it('given autohide false, should keep the toast after the delay', () => {
    renderToast({ ...withoutTrigger, autohide: false });
    advance(60_000);
    expect(toast()).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given the pointer on the toast, should hold it and count 5000 ms again after the pointer leaves', () => {
    renderToast(withoutTrigger);
    advance(4000);
    fireEvent.mouseEnter(toast()!);
    advance(10_000);
    expect(toast()).not.toBeNull();
    fireEvent.mouseLeave(toast()!);
    advance(4999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
  });

  it('given focus in the toast, should hold it until focus leaves', () => {
    renderToast(withoutTrigger);
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    advance(10_000);
    expect(toast()).not.toBeNull();
    act(() => close.blur());
    advance(5000);
    expect(toast()).toBeNull();
  });

  it('given a click on the close icon, should hide the toast, call onClose and focus the trigger', () => {
    const onClose = vi.fn();
    renderToast(basic, onClose);
    const trigger = screen.getByRole('button', { name: 'Show toast' });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a hidden toast, should not call onClose when it hides by itself', () => {
    const onClose = vi.fn();
    renderToast(withoutTrigger, onClose);
    advance(5000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('given the trigger pressed again, should count the delay from the second press', () => {
    renderToast(basic);
    const trigger = screen.getByRole('button', { name: 'Show toast' });
    fireEvent.click(trigger);
    advance(3000);
    fireEvent.click(trigger);
    advance(4999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
  });

  it('given a danger toast, should use an assertive alert region', () => {
    renderToast({ ...withoutTrigger, color: 'error' });
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('given an unmount while shown, should leave no timer', () => {
    const { unmount } = renderToast(withoutTrigger);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given data without a title, should be rejected at the path "title"', () => {
    const result = toastSchema.safeParse({ type: 'toast', date: '11 mins ago' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['title']]);
  });
});
