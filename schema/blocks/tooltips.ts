import { z } from 'zod';
import { lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const tipItemSchema = z.strictObject({
  label: lineSchema.min(1).describe('Text on the button that carries the tip.'),
  text: textSchema.min(1).describe('Content of the tooltip or popover.'),
  title: lineSchema.min(1).optional().describe('Popover title, which also names it; tooltips have none.'),
  placement: z
    .enum(['top', 'right', 'bottom', 'left'])
    .default('top')
    .describe('Preferred side of the button; the tip flips or shifts when that side has no room.'),
});

/** Buttons with tooltips (hover or focus) or popovers (click). */
export const tooltipsSchema = blockSchema('tooltips', {
  kind: z
    .enum(['tooltip', 'popover'])
    .default('tooltip')
    .describe('`tooltip`: shows on hover and keyboard focus; `popover`: opens and closes on click.'),
  items: z.array(tipItemSchema).min(1).describe('The buttons, in reading order.'),
});

describeBlock(tooltipsSchema, {
  title: 'Tooltips',
  description: 'Buttons that show a short tip on hover or a small box of text on click.',
});
