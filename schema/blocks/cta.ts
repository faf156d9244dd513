import { z } from 'zod';
import { buttonSchema, iconSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/** A call to action before the footer ("prefooter"): a title, a sentence, buttons or an email signup. */
export const ctaSchema = blockSchema('cta', {
  title: lineSchema.min(1).describe('The call, as the section heading (h2), e.g. "Ready to start?".'),
  description: textSchema.optional().describe('A sentence under the title.'),
  actions: z.array(buttonSchema).max(3).default([]).describe('Buttons under the text.'),
  tone: z
    .enum(['light', 'dark', 'gradient'])
    .default('light')
    .describe('White card with dark text, dark card or primary gradient card, both with white text.'),
  icon: iconSchema.optional().describe('An icon in a circle above the title.'),
  image: imageSchema.optional().describe('A picture beside the text on wide screens, under it on small ones.'),
  signup: z
    .strictObject({
      label: lineSchema.min(1).default('Email address').describe('Name of the email field, read by screen readers.'),
      placeholder: lineSchema.default('name@example.com').describe('Hint inside the empty field.'),
      button: lineSchema.min(1).default('Subscribe').describe('Text of the submit button.'),
    })
    .optional()
    .meta({ title: 'Email signup' })
    .describe('An email field with a button, the look of a newsletter signup; nothing is sent anywhere.'),
});

describeBlock(ctaSchema, {
  title: 'Call to action',
  description: 'A closing invitation before the footer: a title, a sentence and buttons or an email signup.',
});
drawsHeadings(ctaSchema, () => [{ level: 2, path: ['title'] }]);
