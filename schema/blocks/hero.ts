import { z } from 'zod';
import type { Article } from 'schema-dts';
import { buttonSchema, hrefSchema, imageSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { demoNavbarFields } from './demo-navbar';
import { typedTextSchema } from './typed-text';
import { drawsHeadings, levelOf } from '../outline';
import { jsonLd, saysStructured } from '../structured';

/** A calendar day, `2026-02-28`, that exists. */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day written YYYY-MM-DD, e.g. "2026-02-28"')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'expected a day of the calendar');

const articleFields = z
  .strictObject({
    author: lineSchema.min(1).describe('Who wrote it, e.g. "Priya Nair".'),
    published: daySchema
      .optional()
      .meta({ title: 'Published on' })
      .describe('The day it was first published, YYYY-MM-DD; search engines show it beside the article.'),
    modified: daySchema
      .optional()
      .meta({ title: 'Last changed on' })
      .describe('The day it last changed, YYYY-MM-DD; left out, the day it was published.'),
  })
  .optional()
  .meta({ title: 'Article' })
  .describe(
    'The header opens an article, such as a blog post: search engines are told its headline (the title), author, days and picture.',
  );

export const heroSchema = blockSchema('hero', {
  image: imageSchema.describe('Background image, drawn behind the text and loaded first.'),
  title: lineSchema.min(1).describe('The page heading.'),
  level: z
    .enum(['h1', 'h2'])
    .default('h1')
    .meta({ title: 'Heading level', advanced: true })
    .describe('Heading level of the title: h1 on a page, h2 inside a showcase sample.'),
  typed: typedTextSchema
    .pick({ words: true, typeSpeed: true, backSpeed: true, backDelay: true, startDelay: true, loop: true })
    .optional()
    .meta({ title: 'Typed words' })
    .describe("Words typed in turn after the title, in a loop, with the typed-text block's timings."),
  description: textSchema.optional().describe('Lead text under the heading.'),
  actions: z.array(buttonSchema).max(3).default([]).describe('Buttons under the text.'),
  socials: z
    .strictObject({
      label: lineSchema.min(1).default('Find us on').describe('Text before the links, e.g. "Find us on".'),
      links: z
        .array(
          z.strictObject({
            network: socialNetworkSchema,
            href: hrefSchema.describe("The company's page on the network."),
          }),
        )
        .min(1)
        .max(6)
        .describe('Icon-only links, each named after its network for screen readers.'),
    })
    .optional()
    .meta({ title: 'Social links' })
    .describe("Links to the company's social pages under the buttons."),
  mask: z
    .boolean()
    .default(true)
    .meta({ title: 'Darken the image' })
    .describe('Darken the image so white text reads on it.'),
  center: z.boolean().default(true).meta({ title: 'Centred text' }).describe('Centre the text.'),
  minHeight: z
    .enum(['50vh', '75vh', '100vh'])
    .default('75vh')
    .meta({ title: 'Minimum height' })
    .describe('Minimum height of the header.'),
  fullWidth: z
    .boolean()
    .default(true)
    .describe('Span the whole width; `false` draws the header as a rounded card inside the page margins.'),
  overlap: z
    .boolean()
    .default(true)
    .meta({ title: 'Next section overlaps it' })
    .describe(
      'With a full-width header, the first section after it rises over its bottom edge as a white, blurred card.',
    ),
  navbar: z
    .strictObject(demoNavbarFields)
    .optional()
    .describe('A navigation bar lying over the top of the header, e.g. with a "Buy Now" button.'),
  article: articleFields,
});

describeBlock(heroSchema, {
  title: 'Header',
  description: 'The large opening of a page: a big title over a picture, with a lead text and buttons.',
});
drawsHeadings(heroSchema, (hero) => [{ level: levelOf(hero.level), path: ['title'], setBy: 'level' }]);

// A header that opens an article says the Article: its title is the headline, its picture the image.
saysStructured(heroSchema, {
  items: (hero, { pageUrl, language, imageUrl, ids }) => {
    const { article } = hero;
    if (!article) return [];
    const published = article.published;
    return [
      jsonLd<Article>({
        '@type': 'Article',
        '@id': `${pageUrl}#article`,
        mainEntityOfPage: { '@id': ids.webpage },
        headline: hero.title,
        ...(hero.description ? { description: hero.description } : {}),
        image: [imageUrl(hero.image)],
        author: [{ '@type': 'Person', name: article.author }],
        publisher: { '@id': ids.organization },
        inLanguage: language,
        ...(published ? { datePublished: published, dateModified: article.modified ?? published } : {}),
      }),
    ];
  },
  gaps: (hero) =>
    hero.article && !hero.article.published
      ? [
          {
            path: ['article'],
            message:
              "the article has no date, so search engines cannot tell how recent it is: add `published: 'YYYY-MM-DD'`, the day it was first published.",
          },
        ]
      : [],
});
