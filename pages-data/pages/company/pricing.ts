import { definePage } from '../../../schema';
import { portrait } from '../../_people';
import { PARTNERS } from '../../_partners';

const contact = { route: 'contact-us' } as const;

/** What each tier offers: 2, 10 or unlimited members; 20GB, 40GB or 100GB storage. */
const tier = (members: string, storage: string, level: 0 | 1 | 2) => [
  { label: members },
  { label: storage },
  { label: 'Integration help', includes: level > 0 },
  { label: 'Priority support', includes: level > 0 },
  { label: 'Dedicated account manager', includes: level > 1 },
];

/** How often each period's price is charged, said to search engines. */
const BILLING = { mo: 'month', year: 'year' } as const;

const plan = (period: 'mo' | 'year', [starter, premium, enterprise]: [number, number, number]) => [
  {
    title: 'Starter',
    price: { amount: starter, period, billing: BILLING[period] },
    specifications: tier('2 team members', '20GB cloud storage', 0),
    action: { label: 'Join', href: contact, color: 'dark' as const },
  },
  {
    title: 'Premium',
    badge: { label: 'Popular', color: 'success' as const },
    price: { amount: premium, period, billing: BILLING[period] },
    specifications: tier('10 team members', '40GB cloud storage', 1),
    action: { label: 'Try Premium', href: contact, color: 'primary' as const },
    highlighted: true,
  },
  {
    title: 'Enterprise',
    price: { amount: enterprise, period, billing: BILLING[period] },
    specifications: tier('Unlimited team members', '100GB cloud storage', 2),
    action: { label: 'Join', href: contact, color: 'dark' as const },
  },
];

export default definePage({
  name: 'pricing',
  meta: {
    title: 'Pricing | Brightline Software',
    description:
      'Monthly, annual and lifetime plans for teams of every size, with 24/7 support, frequent releases and answers to common questions.',
  },
  nav: { title: 'Pricing', order: 2 },
  layout: { navbar: { variant: 'transparent', sticky: true, menus: true } },
  blocks: [
    {
      type: 'carousel',
      variant: 'header',
      label: 'Plans at a glance',
      heading: 'Pricing',
      overlap: true,
      slides: [
        {
          image: { src: 'photos/city-night', alt: '' },
          title: 'Pick the best plan for you',
          description: 'Monthly, annual or once for a lifetime: every plan comes with 24/7 support.',
          actions: [{ label: 'See the plans', href: { route: 'pricing', hash: '#plans' }, color: 'white' }],
        },
        {
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Releases every 2-3 weeks',
          description: 'New versions every 2-3 weeks and minor updates several times a day.',
        },
        {
          image: { src: 'photos/sunset-lake', alt: '' },
          title: 'Quality you can count on',
          description: 'A quality management system since 2022, ISO 9001 and ISO 27001 certified.',
        },
      ],
    },
    {
      type: 'card-grid',
      title: 'Every plan includes',
      description: 'The same engineering standards, whichever plan you choose.',
      columns: 3,
      cards: [
        {
          icon: 'support_agent',
          title: '24/7 support',
          description: 'L1/L2/L3 help desk governed by an SLA.',
        },
        {
          icon: 'rocket_launch',
          title: 'Frequent releases',
          description: 'New versions every 2-3 weeks, minor updates several times a day.',
        },
        {
          icon: 'verified_user',
          title: 'Security monitoring',
          description: '24/7 in-house monitoring on ISO 27001 certified infrastructure.',
        },
        {
          icon: 'cloud',
          title: 'Cloud storage',
          description: 'From 20GB to 100GB of storage, backed up every day.',
        },
        {
          icon: 'currency_exchange',
          title: '120+ currencies',
          description: 'Invoices in the currency your business works in.',
        },
        {
          icon: 'fact_check',
          title: 'Tested releases',
          description: 'Automated and manual tests before every version goes live.',
        },
      ],
    },
    {
      type: 'pricing',
      id: 'plans',
      heading: 'Plans that grow with you',
      description: 'Pay by the month or save with a year. You can change your plan at any time.',
      plans: [
        { label: 'Monthly', cards: plan('mo', [59, 89, 99]) },
        { label: 'Annual', cards: plan('year', [119, 159, 399]) },
      ],
    },
    {
      type: 'pricing',
      id: 'lifetime',
      heading: 'Lifetime membership',
      // Spec §9: the lifetime offer's refund period and free sample.
      description:
        'Pay once and keep free unlimited updates and premium support. Refund within 30 days, and a free 20MB sample to try first.',
      plans: [
        {
          label: 'Lifetime',
          cards: [
            {
              title: 'Lifetime',
              description: 'Pay once, use forever.',
              price: { amount: 399, period: 'once', billing: 'once' },
              specifications: [
                { label: 'Private code access' },
                { label: 'Free entry to all repositories' },
                { label: 'Pro member accounts' },
                { label: 'Free unlimited updates' },
                { label: 'Premium support' },
              ],
              action: { label: 'Get Lifetime Access', href: contact, color: 'primary' },
              highlighted: true,
            },
          ],
        },
      ],
    },
    {
      type: 'carousel',
      variant: 'testimonial',
      label: 'Customer reviews',
      heading: 'What our customers say',
      slides: [
        {
          quote:
            'Their team took our order system from a spreadsheet to a cloud application in four months, and the releases every two weeks kept us in the loop.',
          name: 'Mathew Glock',
          role: 'Operations Manager, Northwind',
          avatar: portrait('Mathew Glock'),
          rating: 5,
        },
        {
          quote:
            'The help desk answers within the hour, day or night. We stopped worrying about our servers and started shipping features again.',
          name: 'Nick Willever',
          role: 'Product Lead, Bluepeak',
          avatar: portrait('Nick Willever'),
          rating: 4.5,
        },
      ],
    },
    {
      type: 'logos',
      heading: 'Trusted by teams around the world',
      logos: PARTNERS,
    },
    {
      type: 'accordion',
      questions: true,
      align: 'center',
      id: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        {
          title: 'Can I change my plan later?',
          body: ['Yes. Move between Starter, Premium and Enterprise, or from monthly to annual billing, at any time.'],
        },
        {
          title: 'How can I make the payment?',
          body: ['We invoice in any of 120+ currencies. Bank transfer and card payments are both accepted.'],
        },
        {
          title: 'Can I get a refund?',
          body: [
            'Monthly and annual plans are refunded within 20 days of payment. The lifetime membership is refunded within 30 days, and you can try a free 20MB sample before you buy.',
          ],
        },
        {
          title: 'Is support included in every plan?',
          body: ['Every plan includes our 24/7 help desk. Premium and Enterprise add priority support.'],
        },
        {
          title: 'Where do I find the support details?',
          body: ['Write to {supportEmail} at any time; we reply within 24 hours.'],
        },
      ],
    },
  ],
});
