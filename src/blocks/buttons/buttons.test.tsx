import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Buttons from './buttons';
import { buttonsExamples } from './buttons.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(buttonsExamples[index]!.data);
  return renderWithSite(<Buttons {...block} />, icons);
}

describe('buttons', () => {
  it('given each variant, should draw its Material classes, gradient by default', () => {
    renderExample(0);
    expect(screen.getByRole('button', { name: 'Gradient' }).className).toBe('btn btn-gradient-primary');
    expect(screen.getByRole('button', { name: 'Contained' }).className).toBe('btn btn-success');
    expect(screen.getByRole('button', { name: 'Outline' }).className).toBe('btn btn-outline-dark');
    expect(screen.getByRole('button', { name: 'Text only' }).className).toBe('btn btn-plain');
  });

  it('given sizes, icons and links, should draw them in a named group', () => {
    renderExample(1);
    const group = screen.getByRole('group', { name: 'Account actions' });
    expect(group.className).toContain('justify-content-center');
    const small = within(group).getByRole('button', { name: 'Small' });
    expect(small.className).toContain('btn-sm');
    expect(small.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    const link = within(group).getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/privacy/');
    expect(link.className).toContain('btn-lg');
    expect(link.lastElementChild?.tagName.toLowerCase()).toBe('svg');
  });

  it('given a disabled link, should draw a disabled button that cannot be followed', () => {
    renderExample(1);
    const disabled = screen.getByRole('button', { name: 'Unavailable' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Unavailable' })).toBeNull();
  });
});
