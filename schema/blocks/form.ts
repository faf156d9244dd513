import { z } from 'zod';
import { buttonVariantSchema, colorSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, when } from '../outline';

const CHOICES = ['switch', 'checkbox'];

/** The autofill tokens a field may name (HTML's autofill field names, those a demo form asks for). */
export const AUTOCOMPLETE = [
  'name',
  'given-name',
  'family-name',
  'email',
  'username',
  'current-password',
  'new-password',
  'tel',
  'organization',
  'off',
] as const;

export const formFieldSchema = z
  .strictObject({
    kind: z
      .enum(['text', 'email', 'password', 'search', 'textarea', 'switch', 'checkbox'])
      .default('text')
      .describe(
        'Kind of field: `email`, `password` and `search` use their own input types; `textarea` is a message area.',
      ),
    label: lineSchema.min(1).describe('Name of the field, always shown and tied to it.'),
    name: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/, 'expected a field name of letters, digits, "-" and "_", starting with a letter')
      .describe('Name of the field in the form, e.g. "firstName".'),
    placeholder: lineSchema.min(1).optional().describe('Example text shown while a text field is empty.'),
    hint: textSchema.min(1).optional().describe('Help under the field, read with it.'),
    rows: z.number().int().min(2).max(20).optional().describe('Visible lines of a `textarea` (4 when not given).'),
    checked: z.boolean().optional().describe('Whether a `switch` or `checkbox` starts checked.'),
    width: z.enum(['full', 'half']).default('full').describe('`half` puts two fields side by side on wide screens.'),
    autocomplete: z
      .enum(AUTOCOMPLETE)
      .optional()
      .describe(
        'What the field holds, for the browser and password managers to fill it (WCAG 1.3.5), e.g. ' +
          '`current-password` on a sign-in form, `new-password` on a sign-up form. An `email` field is `email` unless told.',
      ),
  })
  .superRefine((field, ctx) => {
    if (field.autocomplete !== undefined && CHOICES.includes(field.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['autocomplete'],
        input: field.autocomplete,
        message: '`autocomplete` is for a field one types in, not a switch or a checkbox',
      });
    if (field.rows !== undefined && field.kind !== 'textarea')
      ctx.addIssue({ code: 'custom', path: ['rows'], input: field.rows, message: '`rows` is for a textarea only' });
    if (field.checked !== undefined && !CHOICES.includes(field.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['checked'],
        input: field.checked,
        message: '`checked` is for a switch or a checkbox only',
      });
  });

/** Reports a field whose name an earlier field already uses (at `fields[i].name`). */
export function checkFieldNames(fields: readonly { name: string }[], ctx: z.RefinementCtx): void {
  const names = fields.map((field) => field.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index)
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'name'],
        input: name,
        message: `the name "${name}" is already used by fields[${names.indexOf(name)}]; names must be unique`,
      });
  });
}

/** A form that sends nothing (no back end): method post, autocomplete off, no target; submitting says so. */
export const formSchema = blockSchema('form', {
  title: lineSchema.min(1).optional().describe('Heading (h2) above the form; it also names the form.'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  label: lineSchema
    .min(1)
    .optional()
    .describe('Name of the form for screen readers when it has no title; unique on the page.'),
  fields: z.array(formFieldSchema).min(1).describe('The fields, in reading order.'),
  submit: z
    .strictObject({
      label: lineSchema.min(1).default('Send Message').describe('Text on the button.'),
      fullWidth: z.boolean().default(false).describe('Fill the width of the form.'),
      color: colorSchema.default('primary'),
      variant: buttonVariantSchema.default('gradient'),
    })
    .prefault({})
    .describe('The send button.'),
  siteSearch: z
    .boolean()
    .default(false)
    .meta({ advanced: true })
    .describe(
      'Opens the site search with what was typed, instead of being a form for show; it holds one `search` field.',
    ),
}).superRefine((block, ctx) => {
  checkFieldNames(block.fields, ctx);
  if (block.siteSearch && (block.fields.length !== 1 || block.fields[0]!.kind !== 'search'))
    ctx.addIssue({
      code: 'custom',
      path: ['fields'],
      input: block.fields,
      message: 'a `siteSearch` form holds one field, of kind `search`',
    });
});

describeBlock(formSchema, {
  title: 'Form',
  description: 'A form with fields of your choice and a submit button; for show only, it sends nothing.',
});
drawsHeadings(formSchema, (block) => when(block.title, 2, 'title'));
