import { z } from 'zod';
import { hrefSchema, iconSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

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
});

describeBlock(contactSchema, {
  title: 'Contact details',
  description: 'Ways to reach the company: email, phone, address and social links.',
});
drawsHeadings(contactSchema, () => [{ level: 2, path: ['title'] }]);
