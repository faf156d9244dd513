import { z } from 'zod';
import { alignSchema, hrefSchema, lineSchema, sizeSchema, socialNetworkSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, when } from '../outline';

export const socialButtonsSchema = blockSchema('social-buttons', {
  title: lineSchema
    .min(1)
    .optional()
    .describe('A heading (h2) above the buttons, e.g. "Share this article"; with it the row is a section of the page.'),
  align: alignSchema
    .default('start')
    .describe('`center`: the heading and the row of buttons are centred on the page; `start`: both at its left edge.'),
  labels: z
    .boolean()
    .default(true)
    .describe('Show the network names; `false` draws icon-only buttons, still named for screen readers.'),
  size: sizeSchema.default('md'),
  buttons: z
    .array(
      z.strictObject({
        network: socialNetworkSchema,
        href: hrefSchema.optional().describe("The company's page on the network; without it, a plain button."),
        label: lineSchema.min(1).optional().describe('Text instead of the network name, e.g. "Share".'),
      }),
    )
    .min(1),
});

describeBlock(socialButtonsSchema, {
  title: 'Social buttons',
  description: "Buttons linking to the company's pages on social networks, each with its logo.",
});
drawsHeadings(socialButtonsSchema, (block) => when(block.title, 2, 'title'));
