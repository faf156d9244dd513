import { z } from 'zod';
import { buttonSchema, hrefSchema, lineSchema, linkSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** The fields of a demo navbar, also drawn inside a page header (`hero.navbar`). */
export const demoNavbarFields = {
  label: lineSchema
    .min(1)
    .describe('Accessible name of the navigation landmark, unique on the page, e.g. "Dark navbar".'),
  brand: z
    .strictObject({
      text: lineSchema.min(1).describe('Brand name shown on the left.'),
      href: hrefSchema.describe('Where the brand leads, e.g. `{ route: "presentation" }`.'),
    })
    .describe('The brand link on the left of the bar.'),
  links: z.array(linkSchema).max(6).default([]).describe('Menu links, e.g. Home, About Us, Contact Us.'),
  action: buttonSchema.optional().describe('A button at the end of the bar, e.g. "Buy Now".'),
  variant: z
    .enum(['dark', 'light', 'transparent', 'blur'])
    .default('light')
    .describe('Dark bar, light bar, transparent with white text (over a dark picture) or frosted glass.'),
  sticky: z.boolean().default(false).describe('Stick to the top of the scrolling area while content passes under it.'),
};

/** A navbar as a page section, for demo headers; the site's own bar comes from the site settings. */
export const demoNavbarSchema = blockSchema('demo-navbar', demoNavbarFields);

describeBlock(demoNavbarSchema, {
  title: 'Navigation bar',
  description: "A bar of menu links and a button, drawn as part of the page rather than the site's own bar.",
});
