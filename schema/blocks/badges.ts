import { z } from 'zod';
import { colorSchema, lineSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const badgeSchema = z.strictObject({
  label: lineSchema.min(1).describe('Text of the badge.'),
  color: colorSchema.default('primary'),
  variant: z.enum(['fill', 'gradient']).default('fill').describe('Flat colour or a Material gradient.'),
  size: sizeSchema.default('md'),
  rounded: z.boolean().default(false).describe('Pill-shaped ends.'),
});

export const badgesSchema = blockSchema('badges', {
  badges: z.array(badgeSchema).min(1).describe('The badges, in a row that wraps.'),
});

describeBlock(badgesSchema, {
  title: 'Badges',
  description: 'Small coloured labels, such as "New" or a count, to tag or highlight things.',
});
