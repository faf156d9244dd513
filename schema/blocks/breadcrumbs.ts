import { z } from 'zod';
import { hrefSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const breadcrumbsSchema = blockSchema('breadcrumbs', {
  label: lineSchema
    .min(1)
    .default('Breadcrumb')
    .describe('Accessible name of the trail; give each trail on a page its own.'),
  items: z
    .array(
      z.strictObject({
        label: lineSchema.min(1),
        href: hrefSchema.optional().describe('Where the entry leads; the last entry, the current page, has none.'),
      }),
    )
    .min(1)
    .describe('From the top of the site down to the current page.'),
});

describeBlock(breadcrumbsSchema, {
  title: 'Breadcrumbs',
  description: 'A trail of links showing where a page sits in the site.',
});
