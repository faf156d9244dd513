import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Alert from './alert';
import { alertExamples } from './alert.examples';
import { THEME_COLORS } from '../../../schema/primitives';

function renderAlert(data: BlockInput<'alert'>) {
  const { block } = parseBlock(data);
  return renderWithSite(<Alert {...block} />);
}

function example(id: string): BlockInput<'alert'> {
  const found = alertExamples.find((e) => e.id === id)!;
  return { ...found.data, id };
}

/** The text a reader sees for one paragraph of the message. */
function plain(paragraph: BlockInput<'alert'>['content'][number]): string {
  if (typeof paragraph === 'string') return paragraph;
  if (!Array.isArray(paragraph)) return '';
  return paragraph.map((p) => (typeof p === 'string' ? p : 'bold' in p ? p.bold : p.text)).join('');
}

describe('alert', () => {
  it.each(alertExamples)('given the "$title" example, should show its message in a coloured box', ({ data }) => {
    const { container } = renderAlert(data);
    const alert = container.querySelector('.alert')!;
    expect(alert.classList).toContain(`alert-${data.color ?? 'success'}`);
    for (const paragraph of data.content) expect(alert.textContent).toContain(plain(paragraph));
  });

  it('given a static alert on page load, should not announce it as role="alert"', () => {
    renderAlert(example('alert-primary'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('given no colour, should be a success alert (the default colour)', () => {
    const { container } = renderAlert({ type: 'alert', content: ['Saved.'] });
    expect(container.querySelector('.alert')?.className).toBe('alert alert-success');
  });

  it('given the simple samples, should show one alert per spec colour', () => {
    const colours = alertExamples.filter((e) => e.id.startsWith('alert-') && e.title.startsWith('Simple'));
    expect(colours.map((e) => e.data.color)).toEqual([...THEME_COLORS]);
  });

  it('given a link in the message, should show it as a link inside the alert', () => {
    const { container } = renderAlert(example('alert-with-links'));
    const link = screen.getByRole('link', { name: 'an example link' });
    expect(container.querySelector('.alert')?.contains(link)).toBe(true);
    expect(container.querySelector('.alert')?.classList).toContain('fw-medium');
  });

  it('given a title, should show it above the paragraphs', () => {
    const { container } = renderAlert(example('alert-with-content'));
    const parts = [...container.querySelectorAll('.alert p')].map((p) => p.textContent);
    expect(parts[0]).toBe('Well done!');
    expect(parts).toHaveLength(3);
  });

  it('given a dismissible alert, should remove it on Close and move focus to where it was', () => {
    const { container } = renderAlert(example('alert-dismissible'));
    expect(screen.getByText('Holy guacamole!')).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    act(() => fireEvent.click(close));
    expect(screen.queryByText('Holy guacamole!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('#alert-dismissible'));
  });
});
