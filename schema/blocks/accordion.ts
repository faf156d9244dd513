import { z } from 'zod';
import type { FAQPage } from 'schema-dts';
import { alignSchema, lineSchema, richTextSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, type HeadingLevel, when } from '../outline';
import { jsonLd, plainText, saysStructured } from '../structured';

export const accordionItemSchema = z.strictObject({
  title: lineSchema.min(1).describe('The question or heading; the button that opens the item.'),
  body: richTextSchema.min(1).describe('What the item shows when open: paragraphs and lists.'),
  faq: z
    .boolean()
    .optional()
    .meta({ title: 'In the FAQ for search engines', advanced: true })
    .describe(
      "With the block's `questions`, each item is a question of the FAQ said to search engines; `false` shows the question but leaves it out of the FAQ said to search engines, for a question another page's FAQ says already (search engines take each question from one page).",
    ),
});

const itemsSchema = z.array(accordionItemSchema).min(1);

export const accordionGroupSchema = z.strictObject({
  title: lineSchema.min(1).describe('Heading of the group, e.g. "Basics": h2, or h3 under the block\'s `title`.'),
  items: itemsSchema.describe("The group's items, top to bottom."),
});

export const accordionSchema = blockSchema('accordion', {
  title: lineSchema.min(1).optional().describe('Heading (h2) above the items, e.g. a FAQ group "Basics".'),
  items: itemsSchema.optional().describe('The items, top to bottom; or `groups` instead.'),
  groups: z
    .array(accordionGroupSchema)
    .min(1)
    .optional()
    .describe(
      'Instead of `items`: titled groups of items in one section, such as the groups of a FAQ page. `open` and `multiple` apply within each group.',
    ),
  align: alignSchema
    .default('start')
    .describe(
      "`center`: the title is a centred section heading, as large as the others, and group titles are centred; `start`: titles at the items' left edge, as FAQ groups.",
    ),
  open: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(0)
    .meta({ advanced: true })
    .meta({ title: 'Item open at first' })
    .describe('Index of the item open at first (0 = the first); `null` starts with every item closed.'),
  multiple: z
    .boolean()
    .default(false)
    .describe('Let several items be open at once; otherwise opening one closes the other.'),
  headingLevel: z
    .union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)])
    .default(3)
    .meta({ advanced: true })
    .describe('Heading level of the item titles, to fit the page outline (h3 under a section h2).'),
  questions: z
    .boolean()
    .default(false)
    .meta({ title: 'Questions and answers' })
    .describe(
      "The items are questions and their answers (an FAQ): search engines are told so (FAQPage), with each item's title as the question and its text as the answer.",
    ),
}).superRefine((block, ctx) => {
  if ((block.items === undefined) === (block.groups === undefined))
    ctx.addIssue({
      code: 'custom',
      path: ['items'],
      input: block.items,
      message: block.items ? 'expected `items` or `groups`, not both' : 'expected `items`, or `groups` of items',
    });
  const shortest = Math.min(...(block.groups ?? [block]).map((group) => group.items?.length ?? Infinity));
  if (block.open !== null && block.open >= shortest)
    ctx.addIssue({
      code: 'custom',
      path: ['open'],
      input: block.open,
      message: `expected an item index from 0 to ${shortest - 1}, or null, found ${block.open}`,
    });
});

describeBlock(accordionSchema, {
  title: 'Accordion',
  description: 'Questions or topics that open one at a time to show their answer, such as an FAQ.',
});
drawsHeadings(accordionSchema, (block) => {
  const groupLevel: HeadingLevel = block.title ? 3 : 2;
  return [
    ...when(block.title, 2, 'title'),
    ...each('items', block.items ?? [], block.headingLevel, 'title', 'headingLevel'),
    ...(block.groups ?? []).flatMap((group, g) => [
      { level: groupLevel, path: ['groups', g, 'title'] },
      ...each('items', group.items, block.headingLevel, 'title', 'headingLevel').map((heading) => ({
        ...heading,
        path: ['groups', g, ...heading.path],
      })),
    ]),
  ];
});

/** Each item with where it is in the block: `items[i]`, or `groups[g] › items[i]`. */
function itemsWithPaths(block: z.output<typeof accordionSchema>) {
  const own = (block.items ?? []).map((item, i) => ({ item, path: ['items', i] as (string | number)[] }));
  const grouped = (block.groups ?? []).flatMap((group, g) =>
    group.items.map((item, i) => ({ item, path: ['groups', g, 'items', i] as (string | number)[] })),
  );
  return [...own, ...grouped];
}

/** The items an accordion of questions says to search engines: those with an answer, not `faq: false`. */
const saidItems = (block: z.output<typeof accordionSchema>) =>
  block.questions ? itemsWithPaths(block).filter(({ item }) => item.faq !== false && plainText(item.body) !== '') : [];

// An accordion of questions is the page's FAQ: every such accordion adds its questions to one FAQPage.
saysStructured(accordionSchema, {
  items: (block, { pageUrl, language }) => {
    const said = saidItems(block);
    return said.length > 0
      ? [
          jsonLd<FAQPage>({
            '@type': 'FAQPage',
            '@id': `${pageUrl}#faq`,
            inLanguage: language,
            mainEntity: said.map(({ item }) => ({
              '@type': 'Question',
              name: item.title,
              acceptedAnswer: { '@type': 'Answer', text: plainText(item.body) },
            })),
          }),
        ]
      : [];
  },
  gaps: (block) =>
    block.questions
      ? itemsWithPaths(block)
          .filter(({ item }) => item.faq !== false && plainText(item.body) === '')
          .map(({ path }) => ({
            path: [...path, 'body'],
            message:
              'the answer is empty, so search engines leave this question out of the FAQ (`questions: true`): write the answer, or remove the question.',
          }))
      : [],
  once: (block) =>
    saidItems(block).map(({ item, path }) => ({
      path: [...path, 'title'],
      text: item.title,
      fix: 'add `faq: false` to this item to show it here but say it to search engines on the other page only, or remove it from one of the two',
    })),
});
