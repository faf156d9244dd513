import type { InvalidBlockCase } from '../example';

export const pricingInvalidCases: InvalidBlockCase<'pricing'>[] = [
  {
    name: 'a specification line without its label',
    data: {
      type: 'pricing',
      plans: [
        {
          label: 'Monthly',
          cards: [
            {
              title: 'Starter',
              price: 59,
              specifications: [{ includes: true }],
              action: { label: 'Join', href: '/' },
            },
          ],
        },
      ],
    },
    path: ['plans', 0, 'cards', 0, 'specifications', 0, 'label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a negative price',
    data: {
      type: 'pricing',
      plans: [
        {
          label: 'Monthly',
          cards: [{ title: 'Starter', price: { amount: -1 }, action: { label: 'Join', href: '/' } }],
        },
      ],
    },
    path: ['plans', 0, 'cards', 0, 'price', 'amount'],
    message: 'expected an amount from 0 to 1,000,000,000, found -1',
  },
  {
    name: 'a price with a fraction of a cent',
    data: {
      type: 'pricing',
      plans: [{ label: 'Monthly', cards: [{ title: 'Starter', price: 9.999, action: { label: 'Join', href: '/' } }] }],
    },
    path: ['plans', 0, 'cards', 0, 'price'],
    message: 'expected an amount with at most 2 decimals, found 9.999 (3 decimals): write it rounded, as 10',
    jsonSchema: false,
  },
  {
    name: 'a plan switch with no plans',
    data: { type: 'pricing', plans: [] },
    path: ['plans'],
    message: 'expected at least 1 item, found none',
  },
];
