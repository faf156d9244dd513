import { z } from 'zod';
import { lineSchema, logoImageSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { counterSchema } from './counters';
import { drawsHeadings, when } from '../outline';

/** A row of partner or client logos, optionally with figures that count up (as the about-us page has). */
export const logosSchema = blockSchema('logos', {
  heading: lineSchema.min(1).optional().describe('Heading above the logos (h2), e.g. "Trusted by".'),
  description: textSchema.optional().describe('A sentence under the heading.'),
  logos: z
    .array(
      z.strictObject({
        name: lineSchema.min(1).describe("The company's name, read as the logo's text alternative."),
        image: logoImageSchema.describe('The logo, an image of the catalogue.'),
      }),
    )
    .min(1)
    .max(12)
    .describe('The logos, in rows of up to six on wide screens.'),
  cards: z.boolean().default(false).describe('Draw each logo on a white card instead of directly on the background.'),
  counters: z
    .array(counterSchema)
    .max(4)
    .default([])
    .describe('Figures under the logos, drawn like the counters block (count, suffix, duration, title).'),
});

describeBlock(logosSchema, {
  title: 'Logo row',
  description: 'Logos of partners or clients in a row, optionally with figures under them.',
});
drawsHeadings(logosSchema, (block) => when(block.heading, 2, 'heading'));
