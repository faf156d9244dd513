import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockInput } from '../../../schema/blocks';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Card from './card';
import { cardExamples } from './card.examples';
import { IMAGES } from '../../../schema/images';

function renderCard(data: BlockInput<'card'>) {
  const { block, icons } = parseBlock(data);
  return renderWithSite(<Card {...block} />, icons);
}

const example = (id: string) => cardExamples.find((e) => e.id === id)!.data;

describe('card', () => {
  it.each(cardExamples)('given the "$title" example, should show its picture, title and text', ({ data }) => {
    const { container } = renderCard(data);
    const article = screen.getByRole('article');
    expect(article.className).toContain(`card-block-${data.variant ?? 'raised'}`);
    expect(screen.getByRole('heading', { level: data.headingLevel ?? 3 }).textContent).toBe(data.title);
    const image = container.querySelector('img.card-block-image')!;
    expect(image.getAttribute('alt')).toBe(data.image.alt);
    expect(image.getAttribute('width')).toBe(String(IMAGES[data.image.src].width));
    if (data.description) expect(screen.getByText(data.description)).toBeDefined();
  });

  it('given a label with an icon and an action, should show the label and link the button', () => {
    renderCard(example('card-raised'));
    expect(screen.getByText('Workspace').className).toContain('text-primary');
    expect(screen.getByRole('link', { name: 'Read about Rover' }).getAttribute('href')).toMatch(/#card-raised$/);
  });

  it('given the blur variant, should draw a glow that assistive technology skips', () => {
    const { container } = renderCard(example('card-blur'));
    const glow = container.querySelector('.card-block-glow')!;
    expect(glow.getAttribute('aria-hidden')).toBe('true');
    expect((glow as HTMLElement).style.backgroundImage).toContain('/img/photos/amsterdam-');
  });
});
