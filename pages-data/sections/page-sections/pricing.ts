import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const contact = { route: 'presentation', hash: '#secContactUs' } as const;

/** What each tier offers: 2, 10 or unlimited members; 20GB, 40GB or 100GB storage. */
const tier = (members: string, storage: string, level: 0 | 1 | 2) => [
  { label: members },
  { label: storage },
  { label: 'Integration help', includes: level > 0 },
  { label: 'Priority support', includes: level > 0 },
  { label: 'Dedicated account manager', includes: level > 1 },
];
const STARTER = tier('2 team members', '20GB cloud storage', 0);
const PREMIUM = tier('10 team members', '40GB cloud storage', 1);
const ENTERPRISE = tier('Unlimited team members', '100GB cloud storage', 2);

const plan = (period: 'mo' | 'year', [starter, premium, enterprise]: [number, number, number]) =>
  [
    {
      title: 'Starter',
      price: { amount: starter, period },
      specifications: STARTER,
      action: { label: 'Join', href: contact, color: 'dark' },
    },
    {
      title: 'Premium',
      badge: { label: 'Popular', color: 'success' },
      price: { amount: premium, period },
      specifications: PREMIUM,
      action: { label: 'Try Premium', href: contact, color: 'primary' },
      highlighted: true,
    },
    {
      title: 'Enterprise',
      price: { amount: enterprise, period },
      specifications: ENTERPRISE,
      action: { label: 'Join', href: contact, color: 'dark' },
    },
  ] as const;

export default definePage({
  name: 'pagesections-pricing',
  meta: {
    title: 'Pricing – Page Sections',
    description: 'Plan cards with a Monthly/Annual or Freelancer/Startup switch, and simple pricing cards.',
  },
  nav: { title: 'Pricing', order: 3 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'pricing-monthly-annual',
      title: 'Monthly and annual plans',
      blocks: [
        {
          type: 'pricing',
          heading: 'Pick the best plan for you',
          description: 'Pay by the month or save with a year. Every plan comes with 24/7 monitoring.',
          plans: [
            { label: 'Monthly', cards: [...plan('mo', [59, 89, 99])] },
            { label: 'Annual', cards: [...plan('year', [119, 159, 399])] },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'pricing-freelancer-startup',
      title: 'Freelancer and startup plans',
      blocks: [
        {
          type: 'pricing',
          heading: 'Plans for every team size',
          switchLabel: 'Kind of customer',
          plans: (
            [
              ['Freelancer', 25, 100],
              ['Startup', 59, 135],
            ] as const
          ).map(([label, standard, gold]) => ({
            label,
            cards: [
              {
                title: 'Standard',
                description: 'Releases every 2-3 weeks and help by email.',
                price: { amount: standard, period: 'mo' },
                specifications: [{ label: '2 team members' }, { label: '20GB cloud storage' }],
                action: { label: 'Get started', href: contact, color: 'dark', variant: 'outline' },
              },
              {
                title: 'Gold',
                badge: { label: 'Best value', color: 'warning' },
                description: '24/7 support and a monthly review of your roadmap.',
                price: { amount: gold, period: 'mo' },
                specifications: [{ label: 'Unlimited team members' }, { label: '100GB cloud storage' }],
                action: { label: 'Get started', href: contact, color: 'primary' },
              },
            ],
          })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'pricing-simple',
      title: 'Simple pricing cards',
      blocks: [
        {
          type: 'pricing',
          plans: [
            {
              label: 'Plans',
              cards: [
                { title: 'Starter', price: 199, specifications: ['One project', 'Email support'] },
                { title: 'Pro', price: 299, specifications: ['Five projects', 'Phone support'] },
                { title: 'Premium', price: 399, specifications: ['Unlimited projects', '24/7 support'] },
              ].map((card) => ({
                ...card,
                description: 'A one-time fee for a year of updates.',
                action: { label: 'Buy now', href: contact, color: 'info' as const },
              })),
            },
          ],
        },
      ],
    },
  ],
});
