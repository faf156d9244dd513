import { z } from 'zod';
import { hrefSchema, imageSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

/** A page footer as a section, in three layouts; the site's own footer is in the site settings. */
export const footerSectionSchema = blockSchema('footer-section', {
  label: lineSchema.min(1).describe('Accessible name of the footer, unique on the page, e.g. "Footer with columns".'),
  brand: z
    .strictObject({
      name: lineSchema.min(1).describe('Brand name, e.g. "{company.name}".'),
      logo: imageSchema.optional().describe('Logo beside the name, drawn 2rem high.'),
      href: hrefSchema.describe('Where the brand leads, e.g. `{ route: "presentation" }`.'),
      description: textSchema.optional().describe('A sentence under the brand.'),
    })
    .describe('The brand at the start of the footer.'),
  socials: z
    .array(z.strictObject({ network: socialNetworkSchema, href: hrefSchema.describe("The company's page.") }))
    .max(12)
    .default([])
    .describe('Icon-only links to social networks, in the social buttons look.'),
  menus: z
    .array(
      z.strictObject({
        name: lineSchema.min(1).describe('Heading of the menu, e.g. "Company".'),
        items: z
          .array(z.strictObject({ name: lineSchema.min(1).describe('Link text.'), href: hrefSchema }))
          .min(1)
          .describe('The links of the menu.'),
      }),
    )
    .max(5)
    .default([])
    .describe('Menus of links; titled columns, or one line of links when centred.'),
  copyright: lineSchema.min(1).describe('Copyright line, e.g. "© 2024 {company.name}. All rights reserved."'),
  variant: z
    .enum(['columns', 'centered', 'dark'])
    .default('columns')
    .describe('Brand and titled menus in columns, everything centred in lines, or columns on a dark background.'),
});

// The centred footer draws its menus as one line of links, without their titles.
describeBlock(footerSectionSchema, {
  title: 'Footer',
  description: 'A footer drawn as part of the page, with the brand, menus, social links and copyright.',
});
drawsHeadings(footerSectionSchema, (block) =>
  block.variant === 'centered' ? [] : each('menus', block.menus, 3, 'name'),
);
