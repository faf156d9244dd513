import { z } from 'zod';
import type { BreadcrumbList } from 'schema-dts';
import { hrefSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { jsonLd, saysStructured } from '../structured';

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

// The trail is the page's BreadcrumbList: each entry's name and address, the last (this page) without one.
saysStructured(breadcrumbsSchema, {
  items: (block, { url }) => [
    jsonLd<BreadcrumbList>({
      '@type': 'BreadcrumbList',
      itemListElement: block.items.map((entry, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: entry.label,
        ...(entry.href && i < block.items.length - 1 ? { item: url(entry.href) } : {}),
      })),
    }),
  ],
  gaps: (block) =>
    block.items.slice(0, -1).flatMap((entry, i) =>
      entry.href
        ? []
        : [
            {
              path: ['items', i],
              message: `the entry "${entry.label}" leads nowhere, so search engines cannot follow the trail: give it the \`href\` of the page it names (only the last entry, the current page, has none).`,
            },
          ],
    ),
});
