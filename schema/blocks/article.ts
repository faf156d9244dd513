import { z } from 'zod';
import { anchorIdSchema, lineSchema, richTextSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

export const articleSchema = blockSchema('article', {
  title: lineSchema.min(1).describe('Page heading (h1).'),
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
  { level: 1, path: ['title'] },
  ...each('sections', block.sections, 2, 'heading'),
]);
