import { z } from 'zod';
import { COLORS, buttonVariantSchema, iconSchema, lineSchema, richTextSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, when } from '../outline';

/** A button that opens or closes the dialog: it has no link, only a look. */
export const dialogButtonSchema = z.strictObject({
  label: lineSchema.min(1).describe('Text on the button.'),
  color: z
    .enum([...COLORS, 'none'])
    .default('primary')
    .describe('A theme colour; `none` draws a text-only button.'),
  variant: buttonVariantSchema.default('gradient'),
});

/**
 * A modal dialog opened by its trigger button and closed by its close button, Escape or a click on the
 * backdrop (unless `closeOnBackdrop` is false).
 */
export const modalSchema = blockSchema('modal', {
  trigger: dialogButtonSchema.describe('The button on the page that opens the dialog.'),
  title: lineSchema.min(1).describe('Dialog title; it names the dialog.'),
  variant: z
    .enum(['simple', 'notification'])
    .default('simple')
    .describe('`simple`: white dialog with a footer; `notification`: danger-coloured, centred icon, heading and text.'),
  icon: iconSchema.optional().describe('Icon above the heading of a notification.'),
  heading: lineSchema.min(1).optional().describe('Heading inside the body, above the text.'),
  body: richTextSchema.describe('Text of the dialog.'),
  buttons: z
    .array(dialogButtonSchema)
    .min(1)
    .prefault([{ label: 'Close', color: 'dark' }])
    .describe('Footer buttons, in reading order; each one closes the dialog.'),
  size: z
    .enum(['sm', 'md', 'lg', 'xl'])
    .default('md')
    .describe('Width: 300, 500, 800 or 1140 px at most (Bootstrap modal sizes).'),
  closeOnBackdrop: z
    .boolean()
    .default(true)
    .meta({ title: 'Close on a click outside' })
    .describe('Close when the dimmed page around the dialog is clicked (Bootstrap default).'),
});

describeBlock(modalSchema, {
  title: 'Pop-up dialog',
  description: 'A button that opens a dialog over the page with a title, a text and buttons.',
});
drawsHeadings(modalSchema, (modal) => [{ level: 2, path: ['title'] }, ...when(modal.heading, 3, 'heading')]);
