import { z } from 'zod';
import { hrefSchema, imageSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const tableRowSchema = z.strictObject({
  image: imageSchema
    .optional()
    .describe('Portrait shown next to the name; without one, their initials are drawn instead.'),
  name: lineSchema.min(1),
  email: z.email(),
  position: z.strictObject({
    title: lineSchema.min(1).describe('Job title, e.g. "Manager".'),
    department: lineSchema.min(1).describe('Team, e.g. "Organization".'),
  }),
  status: z.boolean().describe('`true` shows an Online badge, `false` Offline.'),
  date: lineSchema.min(1).describe('Employment date as short text, e.g. "23/04/18".'),
  action: z
    .strictObject({ label: lineSchema.min(1).default('Edit'), href: hrefSchema })
    .describe('Link at the row end.'),
});

export const tableSchema = blockSchema('table', {
  caption: lineSchema.min(1).describe('What the table lists; read out by screen readers and shown above the table.'),
  headers: z
    .tuple([lineSchema, lineSchema, lineSchema, lineSchema, lineSchema])
    .default(['Author', 'Function', 'Status', 'Employed', 'Action'])
    .describe('The five column headings: person, position, status, date, action.'),
  rows: z.array(tableRowSchema).min(1),
});

describeBlock(tableSchema, {
  title: 'Table',
  description: 'Rows and columns of data under a caption, such as a list of people or orders.',
});
