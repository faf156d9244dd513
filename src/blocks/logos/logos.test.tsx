import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Logos from './logos';
import { logosExamples } from './logos.examples';
import { IMAGES } from '../../../schema/images';

function show(id: string) {
  const { block, icons } = parseBlock(logosExamples.find((example) => example.id === id)!.data);
  return renderWithSite(<Logos {...block} />, icons);
}

describe('logos', () => {
  it.each(logosExamples)(
    'given the "$title" example, should name every logo after its company and draw each drawn logo as its shape at its width',
    ({ id, data }) => {
      show(id);
      const images = screen.getAllByRole('img');
      expect(images.map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt'))).toEqual(
        data.logos.map((l) => l.name),
      );
      const first = images[0] as HTMLElement;
      const { file, width } = IMAGES[data.logos[0]!.image.src];
      expect(file.endsWith('.svg')).toBe(true);
      // Its shape filled with the theme's colour, not the file's colours drawn as an image.
      expect(first.tagName).toBe('SPAN');
      expect(first.style.maskImage).toContain(`/img/${data.logos[0]!.image.src}.svg`);
      expect(first.style.maxWidth).toBe(`${width}px`);
    },
  );

  it('given a heading, should show it as an h2', () => {
    show('logos-row');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trusted by teams around the world');
  });

  it('given counters, should show their final figures with suffixes', () => {
    show('logos-counters');
    expect(screen.getByText('3,400+')).toBeTruthy();
    expect(screen.getByText('24/7')).toBeTruthy();
    expect(screen.getByText('Hours of support')).toBeTruthy();
  });
});
