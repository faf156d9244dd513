import type { BlockExample } from '../example';

const join = { label: 'Join', href: { route: 'presentation', hash: '#secContactUs' } } as const;

export const pricingExamples: BlockExample<'pricing'>[] = [
  {
    id: 'pricing-monthly-annual',
    title: 'Monthly and annual plans',
    data: {
      type: 'pricing',
      heading: 'Pick the best plan for you',
      plans: [
        {
          label: 'Monthly',
          cards: [
            {
              title: 'Starter',
              price: { amount: 59, period: 'mo' },
              specifications: [{ label: '2 team members' }, { label: 'Integration help', includes: false }],
              action: join,
            },
            {
              title: 'Premium',
              badge: { label: 'Popular', color: 'success' },
              price: { amount: 89, period: 'mo' },
              specifications: [{ label: '10 team members' }, { label: 'Integration help' }],
              action: join,
              highlighted: true,
            },
          ],
        },
        {
          label: 'Annual',
          cards: [
            { title: 'Starter', price: { amount: 119, period: 'year' }, action: join },
            { title: 'Premium', price: { amount: 159, period: 'year' }, action: join },
          ],
        },
      ],
    },
  },
  {
    id: 'pricing-simple',
    title: 'Simple card',
    data: {
      type: 'pricing',
      plans: [
        {
          label: 'Plans',
          cards: [
            {
              title: 'Standard',
              description: 'For a small team getting started.',
              price: 25,
              specifications: ['24/7 support'],
              action: { ...join, color: 'dark' },
            },
          ],
        },
      ],
    },
  },
];
