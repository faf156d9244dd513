import { z } from 'zod';
import { richTextSchema } from '../primitives';
import { blockSchema } from './block';
import { drawsHeadings, each, when } from '../outline';

export const accordionItemSchema = z.strictObject({
  title: z.string().min(1).describe('The question or heading; the button that opens the item.'),
  body: richTextSchema.min(1).describe('What the item shows when open: paragraphs and lists.'),
});

export const accordionSchema = blockSchema('accordion', {
  title: z.string().min(1).optional().describe('Heading (h2) above the items, e.g. a FAQ group "Basics".'),
  items: z.array(accordionItemSchema).min(1).describe('The items, top to bottom.'),
  open: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(0)
    .describe('Index of the item open at first (0 = the first); `null` starts with every item closed.'),
  multiple: z
    .boolean()
    .default(false)
    .describe('Let several items be open at once; otherwise opening one closes the other.'),
  headingLevel: z
    .union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)])
    .default(3)
    .describe('Heading level of the item titles, to fit the page outline (h3 under a section h2).'),
}).superRefine((block, ctx) => {
  if (block.open !== null && block.open >= block.items.length)
    ctx.addIssue({
      code: 'custom',
      path: ['open'],
      input: block.open,
      message: `expected an item index from 0 to ${block.items.length - 1}, or null, found ${block.open}`,
    });
});

drawsHeadings(accordionSchema, (block) => [
  ...when(block.title, 2, 'title'),
  ...each('items', block.items, block.headingLevel, 'title', 'headingLevel'),
]);
