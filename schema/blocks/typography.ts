import { z } from 'zod';
import { textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const typographySchema = blockSchema('typography', {
  family: z.enum(['sans', 'mono']).default('sans').describe('Roboto (`sans`) or Roboto Mono (`mono`).'),
  text: textSchema
    .min(1)
    .default('The quick brown fox jumps over the lazy dog')
    .describe('Sample text shown in every style.'),
});

describeBlock(typographySchema, {
  title: 'Text styles',
  description: "Samples of the site's headings and text styles, for a style guide.",
});
