import { z } from 'zod';
import { colorSchema, hrefSchema, imageSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { checkFieldNames, formFieldSchema } from './form';
import { drawsHeadings } from '../outline';

/** A sign-in, sign-up or reset-password card, in the authentication layouts. It sends nothing. */
export const authSchema = blockSchema('auth', {
  layout: z
    .enum(['basic', 'cover', 'illustration', 'simple'])
    .default('basic')
    .describe(
      '`basic`: the card on a full-screen picture; `cover`: the card over a picture at the top; ' +
        '`illustration`: the form beside a picture on wide screens; `simple`: the card alone.',
    ),
  image: imageSchema
    .optional()
    .describe('The picture of the `basic`, `cover` and `illustration` layouts (darkened under the card).'),
  title: lineSchema.min(1).describe('Title of the card, the page heading (h1), e.g. "Sign in".'),
  description: textSchema.min(1).optional().describe('A line under the title.'),
  color: colorSchema.default('primary').describe('Colour of the card header and the submit button.'),
  providers: z
    .array(socialNetworkSchema)
    .max(4)
    .default([])
    .describe('Networks to sign in with, shown as icon buttons in the card header.'),
  fields: z.array(formFieldSchema).min(1).describe('The fields, in reading order.'),
  submit: lineSchema.min(1).describe('Text on the submit button, e.g. "Sign in".'),
  note: textSchema.min(1).optional().describe('Small print under the button, e.g. when an e-mail arrives.'),
  footer: z
    .strictObject({
      text: lineSchema.min(1).describe('Text before the link, e.g. "Don\'t have an account?".'),
      link: z.strictObject({ label: lineSchema.min(1), href: hrefSchema }).describe('The link, e.g. to sign up.'),
    })
    .optional()
    .describe('A line under the form that leads to another form.'),
}).superRefine((block, ctx) => {
  checkFieldNames(block.fields, ctx);
  block.fields.forEach((field, index) => {
    if (field.kind === 'password' && field.autocomplete !== 'current-password' && field.autocomplete !== 'new-password')
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'autocomplete'],
        input: field.autocomplete,
        message:
          'a password field of an account form says which password it asks for: `autocomplete: "current-password"` ' +
          'to sign in, `"new-password"` to sign up or set a new one (password managers fill or offer one by it)',
      });
  });
  if (block.layout !== 'simple' && block.image === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['image'],
      input: undefined,
      message: `the "${block.layout}" layout needs an image (only "simple" has none)`,
    });
});

describeBlock(authSchema, {
  title: 'Sign-in card',
  description: 'A sign-in, sign-up or password reset card with its fields and buttons.',
});
drawsHeadings(authSchema, () => [{ level: 1, path: ['title'] }]);
