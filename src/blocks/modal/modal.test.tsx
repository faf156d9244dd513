import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Modal from './modal';
import { modalExamples } from './modal.examples';

function renderModal(data: BlockInput<'modal'>) {
  const { block, icons } = parseBlock(data);
  const view = renderWithSite(<Modal {...block} />, icons);
  const dialog = view.container.querySelector('dialog')!;
  return { ...view, dialog };
}

describe('modal', () => {
  it.each(modalExamples)(
    'given the "$title" example, should prerender the dialog closed with its title, text and buttons',
    ({ data }) => {
      const { dialog } = renderModal(data);
      expect(dialog.open).toBe(false);
      expect(screen.getByRole('button', { name: data.trigger.label }).getAttribute('aria-haspopup')).toBe('dialog');
      const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
      expect(title?.textContent).toBe(data.title);
      expect(dialog.textContent).toContain(data.body[0]);
      const labels = within(dialog)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label') ?? b.textContent);
      expect(labels).toEqual(['Close', ...(data.buttons ?? []).map((b) => b.label)]);
    },
  );

  it('given the simple modal, should open it from its trigger as a modal dialog named by its title', () => {
    const { dialog } = renderModal(modalExamples[0]!.data);
    fireEvent.click(screen.getByRole('button', { name: 'Launch demo modal' }));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Your modal title' })).toBe(dialog);
  });

  it.each(['Close', 'Save changes'])(
    'given the open simple modal, should close on "%s" and focus the trigger',
    (label) => {
      const { dialog } = renderModal(modalExamples[0]!.data);
      const trigger = screen.getByRole('button', { name: 'Launch demo modal' });
      fireEvent.click(trigger);
      const [button] = within(dialog)
        .getAllByRole('button', { name: label })
        .filter((b) => b.textContent === label);
      fireEvent.click(button!);
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(trigger);
    },
  );

  it('given the open notification, should close on its "Ok, Got it" button and its close icon', () => {
    const { dialog } = renderModal(modalExamples[1]!.data);
    const trigger = screen.getByRole('button', { name: 'Show notification' });
    fireEvent.click(trigger);
    expect(within(dialog).getByRole('heading', { name: 'You should read this!' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok, Got it' }));
    expect(dialog.open).toBe(false);
    fireEvent.click(trigger);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('given the browser closes the dialog (Escape), should follow it and open again on the next click', () => {
    const { dialog } = renderModal(modalExamples[0]!.data);
    const trigger = screen.getByRole('button', { name: 'Launch demo modal' });
    fireEvent.click(trigger);
    act(() => dialog.close());
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    expect(dialog.open).toBe(true);
  });

  it('given a click on the backdrop, should close unless closeOnBackdrop is false', () => {
    const { dialog, unmount } = renderModal(modalExamples[0]!.data);
    fireEvent.click(screen.getByRole('button', { name: 'Launch demo modal' }));
    fireEvent.click(within(dialog).getByText(/Society has put up/));
    expect(dialog.open).toBe(true);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    unmount();

    const kept = renderModal({ ...modalExamples[0]!.data, closeOnBackdrop: false });
    fireEvent.click(screen.getByRole('button', { name: 'Launch demo modal' }));
    fireEvent.pointerDown(kept.dialog);
    fireEvent.click(kept.dialog);
    expect(kept.dialog.open).toBe(true);
  });

  it('given no buttons, should offer one Close button in the footer', () => {
    const { block } = parseBlock({ type: 'modal', trigger: { label: 'Open' }, title: 'T', body: ['Text'] });
    expect(block.buttons).toEqual([{ label: 'Close', color: 'dark', variant: 'gradient' }]);
  });
});
