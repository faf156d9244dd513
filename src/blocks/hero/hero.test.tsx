import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Hero from './hero';
import { heroExamples } from './hero.examples';

describe('hero', () => {
  it.each(heroExamples)('given the "$title" example, should show its h1, image and buttons', ({ data }) => {
    const { block, icons } = parseBlock(data);
    const { container } = renderWithSite(<Hero {...(block as BlockProps<'hero'>)} />, icons);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(data.title);
    const img = container.querySelector('img.hero-image');
    expect(img?.getAttribute('width')).toBe(String(data.image.width));
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryAllByRole('link').map((a) => a.textContent)).toEqual((data.actions ?? []).map((a) => a.label));
  });

  it('given a named route in an action, should link to its path', () => {
    const { block, icons } = parseBlock(heroExamples[0]!.data);
    renderWithSite(<Hero {...(block as BlockProps<'hero'>)} />, icons);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});
