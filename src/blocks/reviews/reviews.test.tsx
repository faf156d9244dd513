import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import Reviews from './reviews';
import { reviewsExamples } from './reviews.examples';

function renderExample(index: number) {
  const { block, icons } = parseBlock(reviewsExamples[index]!.data);
  return { icons, ...renderWithSite(<Reviews {...block} />, icons) };
}

describe('reviews', () => {
  it('given ratings, should read each out of 5 and draw filled, half and outlined stars', () => {
    const { icons } = renderExample(0);
    expect(Object.keys(icons).sort()).toEqual(['star', 'star-fill', 'star_half']);
    const half = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(half.querySelectorAll('svg')).toHaveLength(5);
    expect(half.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
  });

  it('given variants and colours, should fill the gradient card and leave the plain one white', () => {
    renderExample(0);
    const [gradient, plain] = screen.getAllByRole('figure');
    expect(gradient!.className).toBe('card review-card h-100 review-gradient bg-gradient-dark');
    expect(plain!.className).toBe('card review-card h-100 review-plain');
    expect(screen.getByText('Releases every two weeks kept us in the loop.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('1 day ago')).toBeTruthy();
  });

  it('given a complex review, should show its picture, title and the company logo with the role', () => {
    renderExample(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Our orders moved to the cloud' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Northwind' }).className).toBe('review-logo');
    expect(screen.getByText('CTO, Northwind')).toBeTruthy();
    expect(screen.getByRole('article').className).toContain('text-bg-light');
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('given a lone review, should centre it at a readable width instead of one column of a row', () => {
    const { block, icons } = parseBlock({
      type: 'reviews',
      reviews: [{ review: 'Quiet desks and fast Wi-Fi.', author: { name: 'Noah Fischer' } }],
    });
    const { container } = renderWithSite(<Reviews {...block} />, icons);
    expect(container.querySelector('ul')?.className).toContain('justify-content-center');
    expect(container.querySelector('li')?.className).toBe('col-lg-8');
    // No photo: the author's initials stand in for it.
    expect(container.querySelector('.avatar-initials')?.textContent).toBe('NF');
  });
});
