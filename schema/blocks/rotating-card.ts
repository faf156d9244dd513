import { z } from 'zod';
import { buttonSchema, iconSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/** A card that turns over on hover or keyboard focus (Material Kit's card-rotate). */
export const rotatingCardSchema = blockSchema('rotating-card', {
  front: z
    .strictObject({
      image: imageSchema.optional().describe('Background picture, under the colour.'),
      icon: iconSchema.optional().describe('Icon above the title.'),
      title: lineSchema.min(1).describe('Title of the front.'),
      description: textSchema.min(1).describe('Text under the title.'),
    })
    .describe('The side shown first.'),
  back: z
    .strictObject({
      title: lineSchema.min(1).describe('Title of the back.'),
      description: textSchema.min(1).describe('Text under the title.'),
      actions: z.array(buttonSchema).default([]).describe('Buttons under the text; focusing one turns the card.'),
    })
    .describe('The side shown on hover or when a button on it has focus.'),
  color: z
    .enum(['primary', 'secondary', 'info', 'success', 'warning', 'danger', 'dark'])
    .default('primary')
    .describe('Colour over both sides; dark enough for white text.'),
  headingLevel: z
    .union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)])
    .default(2)
    .meta({ advanced: true })
    .describe('Heading level of both titles, to fit the page outline (h3 inside a section with an h2).'),
});

describeBlock(rotatingCardSchema, {
  title: 'Flip card',
  description: 'A card that turns over on hover to show a second side with more text and a button.',
});
drawsHeadings(rotatingCardSchema, (card) => [
  { level: card.headingLevel, path: ['front', 'title'], setBy: 'headingLevel' },
  { level: card.headingLevel, path: ['back', 'title'], setBy: 'headingLevel' },
]);
