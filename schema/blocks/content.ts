import { z } from 'zod';
import { colorSchema, iconSchema, imageSchema, lineSchema, richTextSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

export const contentItemSchema = z.strictObject({
  icon: iconSchema,
  title: lineSchema.min(1).describe('Short title of the point (h3).'),
  description: textSchema.min(1).optional().describe('A sentence under the title.'),
});

/** A content section: a heading and text beside a picture, with optional icon points. */
export const contentSchema = blockSchema('content', {
  title: lineSchema.min(1).describe('Section heading (h2); it also names the section.'),
  text: richTextSchema.min(1).describe('Paragraphs and lists under the heading.'),
  image: imageSchema.describe('The picture beside the text.'),
  imageSide: z.enum(['left', 'right']).default('right').describe('Side of the picture on wide screens.'),
  items: z.array(contentItemSchema).max(6).default([]).describe('Points with an icon, two per row under the text.'),
  color: colorSchema.default('primary').describe('Colour behind the icons of the points.'),
});

describeBlock(contentSchema, {
  title: 'Text and picture',
  description: 'A heading and paragraphs beside a picture, with optional points marked by icons.',
});
drawsHeadings(contentSchema, (block) => [{ level: 2, path: ['title'] }, ...each('items', block.items, 3)]);
