import { z } from 'zod';
import { imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/** A newsletter sign-up: heading, text, one email field and a button. It sends nothing (no back end). */
export const newsletterSchema = blockSchema('newsletter', {
  title: lineSchema.min(1).describe('Heading (h2); it also names the section and the form.'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  email: z
    .strictObject({
      label: lineSchema.min(1).default('Email').describe('Name of the field, always shown.'),
      name: lineSchema.min(1).default('email').describe('Name of the field in the form.'),
      placeholder: lineSchema.min(1).optional().describe('Example text shown while the field is empty.'),
    })
    .prefault({})
    .describe('The email field (type email).'),
  button: lineSchema.min(1).default('Subscribe').describe('Text on the send button.'),
  image: imageSchema.optional().describe('Picture beside the form on wide screens.'),
  align: z.enum(['start', 'center']).default('start').describe('Alignment of the text and the form.'),
});

describeBlock(newsletterSchema, {
  title: 'Newsletter signup',
  description: 'A heading, a sentence and an email field to subscribe to news.',
});
drawsHeadings(newsletterSchema, () => [{ level: 2, path: ['title'] }]);
