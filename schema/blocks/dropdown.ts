import { z } from 'zod';
import { buttonVariantSchema, colorSchema, lineSchema, linkSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const dropdownSchema = blockSchema('dropdown', {
  label: lineSchema.min(1).describe('Text of the button that opens the menu.'),
  items: z.array(linkSchema).min(1).describe('The links in the menu, top to bottom.'),
  direction: z
    .enum(['down', 'up'])
    .default('down')
    .describe('Open the menu below the button (`down`) or above it (`up`, a dropup).'),
  color: colorSchema.default('primary').describe('Colour of the button.'),
  variant: buttonVariantSchema.default('gradient'),
  size: sizeSchema.default('md'),
});

describeBlock(dropdownSchema, { title: 'Dropdown menu', description: 'A button that opens a short list of links.' });
