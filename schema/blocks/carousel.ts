import { z } from 'zod';
import { buttonSchema, imageSchema, lineSchema, ratingSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, when } from '../outline';

export const headerSlideSchema = z
  .strictObject({
    image: imageSchema.describe('Background image of the slide, covering its whole box.'),
    title: lineSchema.min(1).describe('Slide heading (h2).'),
    description: textSchema.min(1).optional().describe('Text under the heading.'),
    actions: z.array(buttonSchema).max(2).default([]).describe('Buttons under the text.'),
  })
  .describe('A `header` slide: a full-width image with a title, text and buttons.');

export const testimonialSlideSchema = z
  .strictObject({
    quote: textSchema.min(1).describe('What the customer said.'),
    name: lineSchema.min(1).describe('Name of the author.'),
    role: lineSchema.min(1).optional().describe('Job title or company of the author.'),
    avatar: imageSchema.optional().describe('Photo of the author, shown small and round.'),
    rating: ratingSchema.optional(),
  })
  .describe('A `testimonial` slide: a quote with its author.');

export const carouselSchema = blockSchema('carousel', {
  variant: z
    .enum(['header', 'testimonial'])
    .describe('`header`: full-width image slides with a title; `testimonial`: quotes with their authors.'),
  label: lineSchema.min(1).describe('Accessible name of the carousel, e.g. "Customer reviews".'),
  slides: z
    .array(z.union([headerSlideSchema, testimonialSlideSchema]))
    .min(1)
    .describe('The slides in order; all of the kind `variant` names.'),
  interval: z
    .number()
    .int()
    .min(1000)
    .max(60000)
    .default(5000)
    .describe('Milliseconds each slide shows while the carousel turns by itself (Bootstrap: 5000).'),
  autoplay: z
    .boolean()
    .default(true)
    .describe('Turn the slides by themselves, with a pause button; never when the visitor asks for less motion.'),
  indicators: z.boolean().default(true).describe('Show one button per slide under the slides.'),
  controls: z.boolean().default(true).describe('Show the previous and next buttons.'),
  heading: lineSchema
    .min(1)
    .optional()
    .describe(
      "Over `testimonial` slides, a section heading (h2); over `header` slides that open the page, the page's name (h1), shown small above every slide's own title.",
    ),
  overlap: z
    .boolean()
    .default(false)
    .describe(
      'With `header` slides opening the page: the first section after it rises over its bottom edge as a white, blurred card, as after a full-width hero.',
    ),
}).superRefine((block, ctx) => {
  if (block.overlap && block.variant !== 'header')
    ctx.addIssue({
      code: 'custom',
      path: ['overlap'],
      input: block.overlap,
      message: '`overlap` is for a carousel of `header` slides only',
    });
  const key = block.variant === 'header' ? 'title' : 'quote';
  block.slides.forEach((slide, index) => {
    if (!(key in slide))
      ctx.addIssue({
        code: 'custom',
        path: ['slides', index],
        input: slide,
        message: `expected a ${block.variant} slide (with \`${key}\`), as \`variant\` is "${block.variant}"`,
      });
  });
});

describeBlock(carouselSchema, {
  title: 'Carousel',
  description: 'Slides that turn one after another, such as customer quotes or pictures.',
});
drawsHeadings(carouselSchema, (block) => [
  ...when(block.heading, block.variant === 'header' ? 1 : 2, 'heading'),
  ...each('slides', block.slides, 2),
]);
