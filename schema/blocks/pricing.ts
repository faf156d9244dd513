import { z } from 'zod';
import type { Product } from 'schema-dts';
import { parseContext } from '../context';
import { buttonSchema, colorSchema, lineSchema, shownNumberSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, when } from '../outline';
import { jsonLd, saysStructured, type StructuredGap } from '../structured';

/** An amount of money: up to a thousand million, in cents at most. */
const amountSchema = shownNumberSchema({ min: 0, max: 1e9, decimals: 2, what: 'an amount' });

const priceSchema = z
  .union([
    amountSchema.describe('The amount in US dollars, shown without a period.'),
    z.strictObject({
      currency: lineSchema.min(1).max(3).default('$').describe('Currency sign before the amount.'),
      amount: amountSchema.describe('The amount, e.g. 59.'),
      period: lineSchema.min(1).optional().describe('What the amount pays for, e.g. "mo" or "year".'),
      currencyCode: z
        .string()
        .regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code of three capital letters, e.g. "EUR"')
        .optional()
        .meta({ title: 'Currency code', advanced: true })
        .describe(
          'The ISO 4217 code of the currency (`USD`, `EUR`), said to search engines; left out, it follows from the sign: $ is USD, € EUR, £ GBP, ¥ JPY, ₹ INR, and a sign of three capital letters (`CHF`) is its own code.',
        ),
      billing: z
        .enum(['once', 'day', 'week', 'month', 'year'])
        .optional()
        .meta({ title: 'Billed', advanced: true })
        .describe(
          'How often the amount is charged, said to search engines (`period` is only shown); left out, no period is said.',
        ),
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

/** A plan's card: name, price, what it includes and a button. */
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

/** The ISO 4217 code of the signs that name one currency; `$` is the US dollar, as a bare number is. */
const CURRENCY_CODES: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
};

type Price = z.output<typeof priceSchema>;

/** A price's currency code: its own, its sign's, or none when the sign names no one currency. */
export function currencyCodeOf(price: Price): string | undefined {
  if (typeof price === 'number') return 'USD';
  return (
    price.currencyCode ??
    CURRENCY_CODES[price.currency] ??
    (/^[A-Z]{3}$/.test(price.currency) ? price.currency : undefined)
  );
}

/** UN/CEFACT common codes of the billing periods, as schema.org's `unitCode` takes them. */
const UNIT_CODES = { day: 'DAY', week: 'WEE', month: 'MON', year: 'ANN' } as const;

/** Each card with where it is in the block. */
const cardsWithPaths = (block: z.output<typeof pricingSchema>) =>
  block.plans.flatMap((plan, p) => plan.cards.map((card, c) => ({ card, path: ['plans', p, 'cards', c] })));

/** A fragment id from a plan's name: `Starter` → `plan-starter`. */
const planId = (title: string) => `plan-${encodeURIComponent(title.toLowerCase().replace(/\s+/g, '-'))}`;

// Each plan is a Product, each of its prices an Offer: the same plan under two tabs (Monthly, Annual)
// is one Product with two offers, as the two cards share its `@id`.
saysStructured(pricingSchema, {
  items: (block, { pageUrl, url, logoUrl }) =>
    cardsWithPaths(block).flatMap(({ card }) => {
      const currency = currencyCodeOf(card.price);
      if (!currency) return [];
      const price = typeof card.price === 'number' ? card.price : card.price.amount;
      const billing = typeof card.price === 'number' ? undefined : card.price.billing;
      const unit = billing && billing !== 'once' ? UNIT_CODES[billing] : undefined;
      return [
        jsonLd<Product>({
          '@type': 'Product',
          '@id': `${pageUrl}#${planId(card.title)}`,
          name: card.title,
          ...(card.description ? { description: card.description } : {}),
          // A plan has no picture of its own: the site's logo stands for it.
          image: logoUrl,
          offers: [
            {
              '@type': 'Offer',
              price,
              priceCurrency: currency,
              // A plan is a service, open to order at any time.
              availability: 'https://schema.org/InStock',
              url: url(card.action.href),
              ...(unit
                ? {
                    priceSpecification: {
                      '@type': 'UnitPriceSpecification',
                      price,
                      priceCurrency: currency,
                      billingDuration: 1,
                      unitCode: unit,
                      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unit },
                    },
                  }
                : {}),
            },
          ],
        }),
      ];
    }),
  gaps: (block) =>
    cardsWithPaths(block).flatMap(({ card, path }): StructuredGap[] =>
      typeof card.price !== 'number' && !currencyCodeOf(card.price)
        ? [
            {
              path: [...path, 'price', 'currency'],
              message: `the currency sign "${card.price.currency}" names no one currency, so search engines are told no price for this plan: add its ISO 4217 code, e.g. \`currencyCode: 'SEK'\`.`,
            },
          ]
        : [],
    ),
});
