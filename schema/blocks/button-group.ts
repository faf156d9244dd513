import { z } from 'zod';
import { buttonVariantSchema, colorSchema, lineSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const buttonGroupSchema = blockSchema('button-group', {
  label: lineSchema.min(1).describe('Accessible name of the group, e.g. "Text alignment".'),
  kind: z
    .enum(['buttons', 'checkbox', 'radio'])
    .default('buttons')
    .describe('Plain buttons, toggles that are each on or off, or toggles of which one is on.'),
  variant: buttonVariantSchema.default('gradient'),
  color: colorSchema.default('primary'),
  size: sizeSchema.default('md'),
  items: z
    .array(
      z.strictObject({
        label: lineSchema.min(1),
        checked: z.boolean().default(false).describe('Toggles only: on at start.'),
      }),
    )
    .min(2)
    .describe('The buttons, joined in one row.'),
});

describeBlock(buttonGroupSchema, {
  title: 'Button group',
  description: 'Buttons joined into one bar, for choosing one or several options.',
});
