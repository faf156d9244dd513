import { z } from 'zod';
import { colorSchema, hrefSchema, iconSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

/** A post's card (with `variant: background`, its text over its darkened picture). */
export const blogCardSchema = z.strictObject({
  image: imageSchema.describe('Picture of the post: on top of the card, or behind its text.'),
  category: z
    .strictObject({
      label: lineSchema.min(1).describe('Category name, e.g. "Cloud".'),
      color: colorSchema.default('info'),
    })
    .optional()
    .describe('A badge naming the post’s category.'),
  title: lineSchema.min(1).describe('Title of the post (h3), a link when `href` is set.'),
  description: textSchema.min(1).optional().describe('A sentence or two about the post.'),
  author: z
    .strictObject({
      image: imageSchema.optional().describe('Portrait of the author, shown small and round.'),
      name: lineSchema.min(1).describe('Name of the author.'),
      date: lineSchema.min(1).optional().describe('When it was posted, as text, e.g. "Posted on 28 February".'),
    })
    .optional()
    .describe('Who wrote the post and when.'),
  href: hrefSchema.optional().describe('Where the post is read.'),
  label: lineSchema.min(1).default('Read more').describe('Text of the link button of a background card.'),
  icon: iconSchema.optional().describe('Icon before the link button’s text of a background card.'),
  color: colorSchema.default('white').describe('Colour of the link button of a background card.'),
});

export const blogCardsSchema = blockSchema('blog-cards', {
  heading: lineSchema.min(1).describe('Section heading (h2).'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  variant: z
    .enum(['image-top', 'background'])
    .default('image-top')
    .describe('`image-top`: the picture above the text; `background`: the text on the darkened picture.'),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .describe('Cards per row on wide screens.'),
  cards: z.array(blogCardSchema).min(1),
});

describeBlock(blogCardsSchema, {
  title: 'Blog posts',
  description: 'Cards linking to articles, each with a picture, a category, a title and its author.',
});
drawsHeadings(blogCardsSchema, (block) => [{ level: 2, path: ['heading'] }, ...each('cards', block.cards, 3)]);
