import { z } from 'zod';
import { COLORS, buttonVariantSchema, hrefSchema, iconSchema, lineSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const actionButtonSchema = z.strictObject({
  label: lineSchema.min(1).describe('Text on the button.'),
  href: hrefSchema.optional().describe('Where the button leads; without it, it is a plain button.'),
  variant: buttonVariantSchema.default('gradient'),
  color: z
    .enum([...COLORS, 'none'])
    .default('primary')
    .describe('A theme colour; `none` draws a text-only button.'),
  size: sizeSchema.default('md'),
  fullWidth: z.boolean().default(false).describe('Fill the width of its container.'),
  disabled: z.boolean().default(false).describe('Shown dimmed and cannot be used.'),
  icon: iconSchema.optional(),
  iconPosition: z.enum(['left', 'right']).default('left').describe('Side of the label the icon sits on.'),
});

export const buttonsSchema = blockSchema('buttons', {
  label: lineSchema.min(1).optional().describe('Accessible name of the group, when the buttons belong together.'),
  align: z.enum(['start', 'center', 'end']).default('start').describe('Horizontal alignment of the row.'),
  buttons: z.array(actionButtonSchema).min(1).describe('The buttons, in reading order.'),
});

describeBlock(buttonsSchema, {
  title: 'Buttons',
  description: 'One or more buttons in a row, each leading to a page or a section.',
});
