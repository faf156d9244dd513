import { z } from 'zod';
import { buttonSchema, iconSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/**
 * One card (a general, background or info card): a picture raised above the
 * card, set inside it, or raised over a blurred, softly moving copy of itself.
 */
export const cardSchema = blockSchema('card', {
  variant: z
    .enum(['raised', 'image-inside', 'blur'])
    .default('raised')
    .describe(
      '`raised`: the picture overlaps the top edge; `image-inside`: the picture sits inside the card; `blur`: raised, over a blurred glow that drifts (still when reduced motion is asked for).',
    ),
  image: imageSchema.describe('The picture at the top of the card.'),
  label: lineSchema.min(1).optional().describe('Small line above the title, e.g. a category.'),
  icon: iconSchema.optional().describe('Icon beside the label.'),
  title: lineSchema.min(1).describe('Title of the card.'),
  description: textSchema.min(1).optional().describe('Text under the title.'),
  action: buttonSchema.optional().describe('Button at the bottom of the card, e.g. "Read more".'),
  color: z
    .enum(['primary', 'secondary', 'info', 'success', 'warning', 'danger', 'dark'])
    .default('primary')
    .describe('Colour of the label and the icon; each reads on white.'),
  headingLevel: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .meta({ advanced: true })
    .describe('Heading level of the title, to fit the page outline (h3 under a section h2).'),
});

describeBlock(cardSchema, {
  title: 'Card',
  description: 'A single card with a picture, a title, a short text and a button.',
});
drawsHeadings(cardSchema, (card) => [{ level: card.headingLevel, path: ['title'], setBy: 'headingLevel' }]);
