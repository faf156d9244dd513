import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import BlogCards from './blog-cards';
import { blogCardsExamples } from './blog-cards.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(blogCardsExamples[index]!.data);
  return renderWithSite(<BlogCards {...block} />, icons);
}

describe('blog-cards', () => {
  it.each(blogCardsExamples.map((example, index) => ({ ...example, index })))(
    'given the "$title" example, should show each post as an article titled by an h3 under the h2',
    ({ data, index }) => {
      renderExample(index);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(data.heading);
      const titles = screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
      expect(titles).toEqual(data.cards.map((card) => card.title));
    },
  );

  it('given a post with a link, category and author, should link its title and show who wrote it when', () => {
    renderExample(0);
    const link = screen.getByRole('link', { name: 'Moving an order system to the cloud' });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.getByText('Cloud').className).toBe('badge text-bg-info mb-2 align-self-start');
    expect(screen.getByText('Amara Okafor')).toBeTruthy();
    expect(screen.getByText('Posted on 28 February')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Releases every 2-3 weeks' }).querySelector('a')).toBeNull();
  });

  it('given a background card, should name its link button after the post and draw the text on a mask', () => {
    const { container } = renderExample(1);
    const link = screen.getByRole('link', { name: /^Read the story\s*: Monitoring around the clock$/ });
    expect(link.getAttribute('href')).toBe('/privacy/');
    expect(link.className).toBe('btn btn-outline-white btn-sm');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.blog-card-background .blog-card-mask')).not.toBeNull();
  });
});
