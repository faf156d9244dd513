import { z } from 'zod';
import type { Organization } from 'schema-dts';
import { hrefSchema, iconSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';
import { jsonLd, saysStructured } from '../structured';

export const contactSchema = blockSchema('contact', {
  title: lineSchema.min(1),
  description: textSchema.optional(),
  channels: z
    .array(
      z.strictObject({
        icon: iconSchema,
        label: lineSchema.min(1).describe('What the channel is, e.g. "Email".'),
        value: lineSchema.min(1).describe('The address or number shown.'),
        href: hrefSchema.optional(),
      }),
    )
    .min(1),
  note: textSchema.optional().describe('Small print under the channels.'),
  socials: z
    .array(
      z.strictObject({
        network: socialNetworkSchema,
        href: hrefSchema.describe("The company's or person's page on the network."),
      }),
    )
    .max(6)
    .default([])
    .describe('Icon-only buttons to social pages under the channels, drawn like the social-buttons block.'),
  of: z
    .enum(['company', 'person'])
    .default('company')
    .meta({ title: 'Whose details', advanced: true })
    .describe(
      "Whose details these are: the company's (its email and phone are told to search engines as its contact point) or a person's, such as an author's (told nothing).",
    ),
});

describeBlock(contactSchema, {
  title: 'Contact details',
  description: 'Ways to reach the company: email, phone, address and social links.',
});
drawsHeadings(contactSchema, () => [{ level: 2, path: ['title'] }]);

// The company's email and phone are the Organization's contact point: this item adds to the site's
// Organization node (same `@id`).
saysStructured(contactSchema, {
  items: (block, { ids }) => {
    if (block.of !== 'company') return [];
    const hrefs = block.channels.flatMap((channel) => (channel.href ? [channel.href] : []));
    const email = hrefs.find((href) => href.startsWith('mailto:'))?.slice('mailto:'.length);
    const telephone = hrefs.find((href) => href.startsWith('tel:'))?.slice('tel:'.length);
    if (!email && !telephone) return [];
    return [
      jsonLd<Organization>({
        '@type': 'Organization',
        '@id': ids.organization,
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            ...(email ? { email } : {}),
            ...(telephone ? { telephone } : {}),
          },
        ],
      }),
    ];
  },
});
