import { z } from 'zod';
import { lineSchema, sizeSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const selectOptionSchema = z
  .union([
    lineSchema.min(1),
    z.strictObject({
      label: lineSchema.min(1).describe('Text of the option.'),
      value: lineSchema.describe('Value sent with the form.'),
    }),
  ])
  .transform((option) => (typeof option === 'string' ? { label: option, value: option } : option))
  .describe('An option: its text (also its value), or `{ label, value }`.');

export const selectSchema = blockSchema('select', {
  label: lineSchema.min(1).describe('Name of the field, shown above it.'),
  hideLabel: z.boolean().default(false).describe('Keep the label for screen readers only.'),
  options: z.array(selectOptionSchema).min(1).describe('The choices, in order.'),
  value: lineSchema.optional().describe('Value chosen at first; unset, the first option.'),
  name: lineSchema.min(1).optional().describe('Name of the field in a form.'),
  searchable: z
    .boolean()
    .default(false)
    .describe('Let the visitor type to filter the choices (a text field with suggestions); off in the spec.'),
  size: sizeSchema.default('md'),
}).superRefine((block, ctx) => {
  const values = block.options.map((option) => option.value);
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index)
      ctx.addIssue({
        code: 'custom',
        path: ['options', index],
        input: value,
        message: `the value "${value}" is already used by option ${values.indexOf(value)}; values must be unique`,
      });
  });
  if (block.value !== undefined && !values.includes(block.value))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      input: block.value,
      message: `expected one of the option values (${values.map((v) => JSON.stringify(v)).join(', ')}), found "${block.value}"`,
    });
});

describeBlock(selectSchema, {
  title: 'Choice list',
  description: 'A labelled list to pick one or several options from.',
});
