import { z } from 'zod';
import { colorSchema, iconSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

export const infoCardSchema = z.strictObject({
  icon: iconSchema,
  title: lineSchema.min(1),
  description: textSchema.optional(),
  details: z.array(lineSchema.min(1)).default([]).describe('Facts listed under the description.'),
  color: colorSchema.default('primary').describe('Colour of the icon.'),
});

export const cardGridSchema = blockSchema('card-grid', {
  title: lineSchema.min(1).describe('Section heading (h2).'),
  description: textSchema.optional().describe('Text under the heading.'),
  tone: z.enum(['light', 'dark']).default('light').describe('`dark` draws the section on a dark background.'),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .describe('Cards per row on wide screens.'),
  cardStyle: z
    .enum(['raised', 'plain', 'tinted'])
    .default('raised')
    .describe(
      '`raised`: white cards lifted by a shadow; `plain`: no card, the icon and text on the section itself; `tinted`: each card filled with a pale tint of its colour. Vary it between sections so a page does not repeat one look.',
    ),
  cards: z.array(infoCardSchema).min(1),
});

describeBlock(cardGridSchema, {
  title: 'Feature cards',
  description: 'A section heading over a grid of cards, each with an icon, a title and a short text.',
});
drawsHeadings(cardGridSchema, (block) => [{ level: 2, path: ['title'] }, ...each('cards', block.cards, 3)]);
