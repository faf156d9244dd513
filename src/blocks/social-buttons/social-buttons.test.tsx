import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import SocialButtons from './social-buttons';
import { socialButtonsExamples } from './social-buttons.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(socialButtonsExamples[index]!.data);
  return { icons, ...renderWithSite(<SocialButtons {...block} />, icons) };
}

describe('social-buttons', () => {
  it('given labelled buttons, should show each network by name in its brand colour, with its brand icon', () => {
    const { icons } = renderExample(0);
    expect(Object.keys(icons).sort()).toEqual(['brand:github', 'brand:linkedin']);
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('https://github.com/');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(github.className).toBe('btn btn-github');
    expect(github.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 512 512');
    expect(screen.getByRole('button', { name: 'Share' }).className).toBe('btn btn-linkedin');
  });

  it('given icon-only buttons, should still name each for screen readers', () => {
    renderExample(1);
    const vimeo = screen.getByRole('button', { name: 'Vimeo' });
    expect(vimeo.className).toBe('btn btn-vimeo btn-sm btn-icon-only');
    expect(vimeo.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reddit' })).toBeTruthy();
  });

  it('given a title, should stand as a section named by its heading', () => {
    renderExample(2);
    const section = screen.getByRole('region', { name: 'Share this article' });
    expect(section.querySelector('h2')?.textContent).toBe('Share this article');
    expect(section.contains(screen.getByRole('link', { name: 'Facebook' }))).toBe(true);
  });

  it('given `align: center`, should centre the heading and the row', () => {
    renderExample(2);
    const section = screen.getByRole('region', { name: 'Share this article' });
    expect(section.classList.contains('text-center')).toBe(true);
    expect(section.querySelector('.social-buttons')?.classList.contains('justify-content-center')).toBe(true);
  });
});
