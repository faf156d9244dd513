import { z } from 'zod';
import { hrefSchema, imageSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const tableRowSchema = z.strictObject({
  image: imageSchema
    .optional()
    .describe('Portrait shown next to the name; without one, their initials are drawn instead.'),
  name: z.string().min(1),
  email: z.email(),
  position: z.strictObject({
    title: z.string().min(1).describe('Job title, e.g. "Manager".'),
    department: z.string().min(1).describe('Team, e.g. "Organization".'),
  }),
  status: z.boolean().describe('`true` shows an Online badge, `false` Offline.'),
  date: z.string().min(1).describe('Employment date as short text, e.g. "23/04/18".'),
  action: z
    .strictObject({ label: z.string().min(1).default('Edit'), href: hrefSchema })
    .describe('Link at the row end.'),
});

export const tableSchema = blockSchema('table', {
  caption: z.string().min(1).describe('What the table lists; read out by screen readers and shown above the table.'),
  headers: z
    .tuple([z.string(), z.string(), z.string(), z.string(), z.string()])
    .default(['Author', 'Function', 'Status', 'Employed', 'Action'])
    .describe('The five column headings: person, position, status, date, action.'),
  rows: z.array(tableRowSchema).min(1),
});

describeBlock(tableSchema, {
  title: 'Table',
  description: 'Rows and columns of data under a caption, such as a list of people or orders.',
});
