import { z } from 'zod';
import { lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { checkFieldNames } from './form';
import { selectOptionSchema } from './select';

/** One field of a search box: a choice from fixed options, a text or a date. */
export const searchFieldSchema = z
  .strictObject({
    kind: z
      .enum(['select', 'text', 'date'])
      .default('select')
      .describe("`select`: a choice from `options`; `text`: free text; `date`: the browser's date picker."),
    label: lineSchema.min(1).describe('Name of the field, shown above it, e.g. "Leave from".'),
    name: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/, 'expected a field name of letters, digits, "-" and "_", starting with a letter')
      .describe('Name of the field in the form, e.g. "origin".'),
    options: z.array(selectOptionSchema).min(1).optional().describe('The choices of a `select`, in order.'),
    placeholder: lineSchema.min(1).optional().describe('Example text shown while a text field is empty.'),
  })
  .superRefine((field, ctx) => {
    if (field.kind === 'select' && field.options === undefined)
      ctx.addIssue({ code: 'custom', path: ['options'], input: undefined, message: 'a `select` needs `options`' });
    if (field.kind !== 'select' && field.options !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        input: field.options,
        message: '`options` is for a `select` only',
      });
  });

/** A search box: a few fields side by side and a search button, on a raised card. It sends nothing (no back end). */
export const searchSchema = blockSchema('search', {
  label: lineSchema
    .min(1)
    .describe('Name of the search form for screen readers, e.g. "Find a place"; unique on the page.'),
  fields: z.array(searchFieldSchema).min(1).max(4).describe('The fields, side by side on wide screens.'),
  button: lineSchema.min(1).default('Search').describe('Text on the search button.'),
}).superRefine((block, ctx) => checkFieldNames(block.fields, ctx));

describeBlock(searchSchema, {
  title: 'Search box',
  description: 'A raised bar of search fields with a search button.',
});
