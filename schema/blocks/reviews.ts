import { z } from 'zod';
import { parseContext } from '../context';
import { imageSchema, lineSchema, ratingSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, when } from '../outline';

/** Colours of a review card; `empty` leaves it white. */
export const REVIEW_COLORS = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
  'light',
  'dark',
  'empty',
] as const;

/** The star icons a rating draws: filled, half and outlined. */
export function starIcons(rating: number): string[] {
  const full = Math.floor(rating);
  const half = rating % 1 !== 0;
  return [full > 0 && 'star-fill', half && 'star_half', full + (half ? 1 : 0) < 5 && 'star'].filter(
    (name): name is string => typeof name === 'string',
  );
}

/**
 * One review: with `rating` and `author.date` a review card; with `image`, `title` and
 * `author.logo`/`role` a complex review; with `author.image` and `username` a simple review.
 */
export const reviewCardSchema = z
  .strictObject({
    rating: ratingSchema.optional(),
    image: imageSchema.optional().describe('A picture on top of the card (complex review).'),
    title: lineSchema.min(1).optional().describe('Heading of the review (h3).'),
    review: textSchema.min(1).describe('What the customer said.'),
    author: z
      .strictObject({
        name: lineSchema.min(1).describe('Name of the author.'),
        image: imageSchema.optional().describe('Portrait of the author, shown small and round.'),
        logo: imageSchema.optional().describe('Logo of the author’s company, instead of a portrait.'),
        role: lineSchema.min(1).optional().describe('Job title or company, e.g. "CTO, Northwind".'),
        username: lineSchema.min(1).optional().describe('Handle of the author, e.g. "@amara".'),
        date: lineSchema.min(1).optional().describe('When it was written, as text, e.g. "1 day ago".'),
      })
      .describe('Who wrote the review.'),
    variant: z
      .enum(['gradient', 'contained', 'plain'])
      .default('plain')
      .describe('`gradient` or `contained` fill the card with `color`; `plain` is a white card.'),
    color: z
      .enum(REVIEW_COLORS)
      .default('empty')
      .describe(
        'Fill of a `gradient` or `contained` card; `empty` (and any colour on a `plain` card) leaves it white.',
      ),
  })
  .transform((review) => {
    const icons = parseContext()?.icons;
    if (icons && review.rating !== undefined) for (const name of starIcons(review.rating)) icons.add(name);
    return review;
  });

export const reviewsSchema = blockSchema('reviews', {
  heading: lineSchema.min(1).optional().describe('Section heading (h2).'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  columns: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .default(3)
    .describe('Cards per row on wide screens.'),
  reviews: z.array(reviewCardSchema).min(1).describe('The review cards.'),
});

describeBlock(reviewsSchema, {
  title: 'Reviews',
  description: 'Customer reviews as cards, each with a rating, a quote and who wrote it.',
});
drawsHeadings(reviewsSchema, (block) => [...when(block.heading, 2, 'heading'), ...each('reviews', block.reviews, 3)]);
