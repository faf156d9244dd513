import { z } from 'zod';
import { colorSchema, iconSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** A short notification (a title is required; it hides after Bootstrap's 5000 ms delay). */
export const toastSchema = blockSchema('toast', {
  title: lineSchema.min(1).describe('Title in the toast header (required).'),
  date: lineSchema.min(1).optional().describe('When it happened, as text, e.g. "11 mins ago".'),
  description: textSchema.min(1).optional().describe('The message under the header.'),
  icon: iconSchema.optional().describe('Icon before the title.'),
  color: colorSchema
    .default('success')
    .describe('Colour of the icon and the edge; a `danger` or `error` toast is announced at once.'),
  autohide: z
    .boolean()
    .default(true)
    .meta({ title: 'Hide by itself' })
    .describe('Hide by itself after `delay` (Bootstrap default).'),
  delay: z
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5000)
    .describe('Milliseconds an autohiding toast stays; hovering or focusing it starts the count again.'),
  trigger: lineSchema
    .min(1)
    .optional()
    .describe('Label of a button that shows the toast; without one, the toast shows from the start.'),
});

describeBlock(toastSchema, {
  title: 'Notification',
  description: 'A short message that pops up in a corner and goes away by itself.',
});
