import { z } from 'zod';
import { parseContext } from '../context';
import { buttonSchema, colorSchema, lineSchema, shownNumberSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, when } from '../outline';

/** An amount of money: up to a thousand million, in cents at most. */
const amountSchema = shownNumberSchema({ min: 0, max: 1e9, decimals: 2, what: 'an amount' });

const priceSchema = z
  .union([
    amountSchema.describe('The amount in US dollars, shown without a period.'),
    z.strictObject({
      currency: lineSchema.min(1).max(3).default('$').describe('Currency sign before the amount.'),
      amount: amountSchema.describe('The amount, e.g. 59.'),
      period: lineSchema.min(1).optional().describe('What the amount pays for, e.g. "mo" or "year".'),
    }),
  ])
  .describe('The price: a number (simple card) or `{ currency, amount, period }`.');

const specificationSchema = z
  .union([
    lineSchema.min(1).describe('A plain line of text.'),
    z.strictObject({
      label: lineSchema.min(1).describe('What the plan offers, e.g. "20GB storage".'),
      includes: z.boolean().default(true).describe('`false` marks the line as not included in the plan.'),
    }),
  ])
  .transform((spec) => {
    // The check and cross are icons, shipped only with the pages that draw them.
    if (typeof spec !== 'string') parseContext()?.icons.add(spec.includes ? 'check' : 'remove');
    return spec;
  })
  .describe('A line of the plan: plain text, or `{ label, includes }` drawn with a check or a cross.');

/** A plan's card (spec §3 pricing card). */
export const pricingCardSchema = z.strictObject({
  title: lineSchema.min(1).describe('Name of the plan, e.g. "Starter".'),
  description: textSchema.min(1).optional().describe('A sentence under the price.'),
  badge: z
    .strictObject({
      label: lineSchema.min(1).describe('Badge text, e.g. "Popular".'),
      color: colorSchema.default('primary'),
    })
    .optional()
    .describe('A badge next to the plan name.'),
  price: priceSchema,
  specifications: z.array(specificationSchema).default([]).describe('What the plan includes, one line each.'),
  action: buttonSchema.describe('The button under the card, e.g. "Join".'),
  highlighted: z.boolean().default(false).describe('Draw the card on a dark gradient, to stand out.'),
});

export const pricingPlanSchema = z.strictObject({
  label: lineSchema.min(1).describe('Tab label, e.g. "Monthly" or "Freelancer".'),
  cards: z.array(pricingCardSchema).min(1).max(4).describe('The plans shown under this tab.'),
});

export const pricingSchema = blockSchema('pricing', {
  heading: lineSchema.min(1).optional().describe('Section heading (h2).'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  switchLabel: lineSchema
    .min(1)
    .default('Billing period')
    .describe('Accessible name of the plan switch, e.g. "Billing period".'),
  plans: z
    .array(pricingPlanSchema)
    .min(1)
    .max(4)
    .describe('One set of cards, or several switched by tabs (e.g. Monthly and Annual).'),
});

describeBlock(pricingSchema, {
  title: 'Pricing plans',
  description: 'Plans side by side with their price, what each includes and a button to choose one.',
});
drawsHeadings(pricingSchema, (block) => [
  ...when(block.heading, 2, 'heading'),
  ...block.plans.flatMap((plan, i) =>
    each('cards', plan.cards, 3).map((h) => ({ ...h, path: ['plans', i, ...h.path] })),
  ),
]);
