import { z } from 'zod';
import { colorSchema, lineSchema, shownNumberSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** One figure that counts up from 0 when scrolled into view (countup.js; 3 s unless `duration` says otherwise). */
export const counterSchema = z.strictObject({
  count: shownNumberSchema({ min: 0, max: 1e12, decimals: 2 }).describe(
    'The final number, e.g. 5234, up to a million millions with at most 2 decimals; it is shown with "," between thousands.',
  ),
  suffix: lineSchema.default('').describe('Text right after the number, e.g. "+" or "/7".'),
  duration: z.number().int().min(0).max(60_000).default(3000).describe('Milliseconds the count from 0 takes.'),
  title: lineSchema.min(1).describe('What the number counts, e.g. "Projects".'),
  description: textSchema.optional().describe('A sentence under the title.'),
  color: colorSchema.default('primary').describe('Colour of the number.'),
});

export const countersSchema = blockSchema('counters', {
  items: z.array(counterSchema).min(1).max(4).describe('The figures, side by side on wide screens.'),
});

describeBlock(countersSchema, {
  title: 'Counters',
  description: 'Key figures that count up as they come into view, such as "250+ clients".',
});
