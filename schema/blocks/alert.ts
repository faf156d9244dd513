import { z } from 'zod';
import { lineSchema, richTextSchema, themeColorSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const alertSchema = blockSchema('alert', {
  color: themeColorSchema.default('success').describe('Colour of the alert.'),
  dismissible: z.boolean().default(false).describe('Shows a Close button that removes the alert from the page.'),
  fontWeight: z
    .enum(['light', 'normal', 'medium', 'bold'])
    .optional()
    .describe('Weight of the alert text; unset, the body weight.'),
  title: lineSchema.min(1).optional().describe('Heading line above the text, e.g. "Well done!".'),
  content: richTextSchema.min(1).describe('The message: paragraphs (links in it are drawn as alert links) and lists.'),
});

describeBlock(alertSchema, {
  title: 'Alert',
  description: 'A coloured message box that draws attention to a notice, a success or a warning.',
});
