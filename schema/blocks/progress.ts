import { z } from 'zod';
import { lineSchema, shownNumberSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** Progress bar colours: the theme colours; `error` is drawn as danger. */
export const PROGRESS_COLORS = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'danger',
  'error',
  'light',
  'dark',
] as const;

export const progressSchema = blockSchema('progress', {
  variant: z
    .enum(['contained', 'gradient'])
    .default('contained')
    .describe('`contained` fills the bar with the colour, `gradient` with its gradient.'),
  color: z.enum(PROGRESS_COLORS).default('success').describe('Colour of the bar.'),
  value: shownNumberSchema({ min: 0, max: 100, decimals: 2, what: 'a percentage' }).describe(
    'How far along, in percent from 0 to 100, with at most 2 decimals.',
  ),
  label: lineSchema
    .min(1)
    .optional()
    .describe('Text shown above the bar and read as its name; without it the bar is named "Progress".'),
});

describeBlock(progressSchema, {
  title: 'Progress bar',
  description: 'A bar filled to a percentage, to show a skill, a goal or how far along something is.',
});
