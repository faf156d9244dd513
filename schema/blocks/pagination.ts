import { z } from 'zod';
import { alignSchema, buttonVariantSchema, colorSchema, lineSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const paginationSchema = blockSchema('pagination', {
  pages: z.number().int().min(1).max(20).default(5).describe('Number of pages, each with its own button.'),
  active: z.number().int().min(1).default(1).describe('The page shown as current at first, from 1 to `pages`.'),
  size: sizeSchema.default('md'),
  color: colorSchema.default('primary').describe('Colour of the current page.'),
  variant: buttonVariantSchema
    .default('gradient')
    .describe('How the current page is drawn: gradient, filled or outlined.'),
  align: alignSchema
    .default('start')
    .describe('`center`: the page buttons are centred, e.g. under a centred grid; `start`: at the left edge.'),
  label: lineSchema
    .min(1)
    .default('Pagination')
    .describe('Name of the navigation landmark; give each pagination on a page its own.'),
}).superRefine((block, ctx) => {
  if (block.active > block.pages)
    ctx.addIssue({
      code: 'custom',
      path: ['active'],
      input: block.active,
      message: `expected a page from 1 to ${block.pages} (the number of pages), found ${block.active}`,
    });
});

describeBlock(paginationSchema, {
  title: 'Page numbers',
  description: 'Numbered links to move between the pages of a long list.',
});
