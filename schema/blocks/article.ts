import { z } from 'zod';
import { anchorIdSchema, imageSchema, lineSchema, richTextSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

/** Who wrote a long read, shown in a card over its text. */
const authorSchema = z
  .strictObject({
    name: lineSchema.min(1).describe('The author, e.g. "Priya Nair".'),
    role: lineSchema.min(1).optional().describe('What they do, e.g. "Cloud architect".'),
    image: imageSchema.describe('Their portrait (its `alt` may stay empty: the name is written beside it).'),
    date: lineSchema.min(1).describe('When it was posted, as shown, e.g. "Posted on 28 February 2026".'),
  })
  .optional()
  .describe('The author card at the top of a long read: portrait, name, role and date.');

export const articleSchema = blockSchema('article', {
  title: lineSchema
    .min(1)
    .optional()
    .describe('Page heading (h1). Leave it out under a page header that holds the title already.'),
  author: authorSchema,
  subtitle: lineSchema.optional().describe('Line under the heading, e.g. the effective date.'),
  intro: richTextSchema.default([]),
  numbered: z.boolean().default(true).describe('Number the section headings 1, 2, 3…'),
  sections: z
    .array(z.strictObject({ id: anchorIdSchema.optional(), heading: lineSchema.min(1), body: richTextSchema }))
    .min(1),
});

describeBlock(articleSchema, {
  title: 'Article',
  description: 'A long read with a title, an introduction and sections of text, like a blog post or a legal page.',
});
drawsHeadings(articleSchema, (block) => [
  ...(block.title === undefined ? [] : [{ level: 1 as const, path: ['title'] }]),
  ...each('sections', block.sections, 2, 'heading'),
]);
