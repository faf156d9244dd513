import { z } from 'zod';
import { hrefSchema, iconSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, when } from '../outline';

/** A place to book or rent: picture, name, place, price and rating. */
export const placeCardSchema = z.strictObject({
  image: imageSchema.describe('Photo of the place, on top of the card.'),
  categories: z
    .array(
      z.strictObject({
        label: lineSchema.min(1).describe('A short fact, e.g. "Entire home", "4 guests", "2 beds".'),
        icon: iconSchema.optional().describe('Icon before the fact.'),
      }),
    )
    .max(4)
    .default([])
    .describe('Facts about the place (type, guest count, beds…), listed above its title.'),
  title: lineSchema.min(1).describe('Name of the place (h3), a link when `href` is set.'),
  description: textSchema.min(1).optional().describe('A sentence or two about the place.'),
  href: hrefSchema.optional().describe('Where the place is booked or read about.'),
});

export const placeCardsSchema = blockSchema('place-cards', {
  heading: lineSchema.min(1).optional().describe('Section heading (h2).'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .describe('Cards per row on wide screens.'),
  cards: z.array(placeCardSchema).min(1),
});

describeBlock(placeCardsSchema, {
  title: 'Place cards',
  description: 'Cards for places to stay or visit, each with a photo, a few facts and a name.',
});
drawsHeadings(placeCardsSchema, (block) => [...when(block.heading, 2, 'heading'), ...each('cards', block.cards, 3)]);
