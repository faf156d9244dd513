import { z } from 'zod';
import { iconSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const inputSchema = blockSchema('input', {
  label: lineSchema
    .min(1)
    .describe('Name of the field, always shown (it floats above the text in `dynamic` and `outlined`).'),
  inputType: z
    .enum(['text', 'email', 'password', 'date', 'search', 'tel', 'number'])
    .default('text')
    .meta({ title: 'Kind of text' })
    .describe(
      "Kind of value: `email` and `password` fields use their own input types; `date` is the browser's date picker.",
    ),
  variant: z
    .enum(['dynamic', 'static', 'outlined'])
    .default('outlined')
    .describe(
      '`dynamic`: underlined, the label floats up on focus; `static`: underlined, label above; `outlined`: a box, the label floats onto its border.',
    ),
  name: lineSchema.min(1).optional().describe('Name of the field in a form.'),
  placeholder: lineSchema.min(1).optional().describe('Example text shown while the field is empty.'),
  value: lineSchema.optional().describe('Text in the field at first.'),
  helpText: textSchema
    .min(1)
    .optional()
    .describe('Hint under the field, read with it; with `state`, the success or error message.'),
  state: z
    .enum(['none', 'success', 'error'])
    .default('none')
    .describe('`error` marks the field invalid (aria-invalid); `success` shows it valid. Pair with `helpText`.'),
  disabled: z.boolean().default(false).describe('Shown dimmed; cannot be edited or sent.'),
  icon: iconSchema.optional().describe('Icon inside the field, before the text.'),
});

describeBlock(inputSchema, {
  title: 'Text field',
  description: 'A single labelled text field, with a hint and a valid or invalid state.',
});
