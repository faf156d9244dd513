import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Article from './article';
import { articleExamples } from './article.examples';
import { withShellScript } from '../../../tests/support/shell-script';

function renderExample() {
  const { block, icons } = parseBlock(articleExamples[0]!.data);
  return renderWithSite(<Article {...block} />, icons);
}

describe('article', () => {
  withShellScript();

  it('given sections, should number their headings from 1', () => {
    renderExample();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Your account',
      '2. Contact',
    ]);
  });

  it('given rich text, should render lists, bold text and resolved route links', () => {
    renderExample();
    expect(screen.getByText('One person').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('given a reveal piece, should show its alert only once clicked, and hide it on a second click', () => {
    renderExample();
    const trigger = screen.getByRole('button', { name: 'close your account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Email help@example.com');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('alert').id);
    fireEvent.click(trigger);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
