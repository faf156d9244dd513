import { definePage } from '../../../schema';
import { portrait } from '../../_people';

const buy = { label: 'Buy now', href: { route: 'presentation', hash: '#secContactUs' } } as const;

export default definePage({
  name: 'app-desktop',
  meta: {
    title: 'Desktop app for bookkeeping | Brightline Software',
    description:
      'A demo promotion page for a desktop bookkeeping app: what it does, what its users say and four plans from Starter to Enterprise.',
  },
  nav: { title: 'Desktop app', order: 1 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/laptop-desk', alt: '' },
      title: 'Your books, on your desktop',
      description:
        'Track income, expenses and transactions in one fast app for Windows, macOS and Linux, online or offline.',
      actions: [
        { label: 'See the plans', href: '#pricing', color: 'white', variant: 'contained' },
        { label: 'Features', href: '#features', color: 'white', variant: 'outline' },
      ],
      minHeight: '75vh',
    },
    {
      type: 'app-promo',
      eyebrow: 'Desktop app',
      title: 'Everything in one window',
      description: 'See every account, invoice and receipt at a glance, and find any transaction in a second.',
      features: [
        'Works offline and syncs when you reconnect',
        'Reports in more than 120 currencies',
        'Bank-grade encryption',
      ],
      actions: [buy],
      image: { src: 'apps/desktop', alt: 'The app’s dashboard: income, expenses, charts and recent transactions' },
      frame: 'window',
    },
    {
      type: 'card-grid',
      id: 'features',
      title: 'Built for the way you work',
      description: 'The tools small businesses and freelancers use every day.',
      columns: 3,
      cards: [
        {
          icon: 'receipt_long',
          title: 'Invoices and receipts',
          description: 'Create invoices in seconds and attach receipts to every expense.',
        },
        {
          icon: 'bar_chart',
          title: 'Clear reports',
          description: 'Profit and loss, cash flow and tax reports, ready when you need them.',
          color: 'info',
        },
        {
          icon: 'sync',
          title: 'Sync across devices',
          description: 'Start on your desktop, check figures on your phone later.',
          color: 'success',
        },
        {
          icon: 'lock',
          title: 'Private by design',
          description: 'Your data is encrypted on your machine and in our cloud.',
          color: 'dark',
        },
        {
          icon: 'currency_exchange',
          title: '120+ currencies',
          description: 'Record sales and costs in the currency they happened in.',
          color: 'warning',
        },
        {
          icon: 'support_agent',
          title: '24/7 support',
          description: 'Real people answer your questions, day and night.',
          color: 'secondary',
        },
      ],
    },
    {
      type: 'reviews',
      id: 'testimonials',
      heading: 'Trusted by small businesses',
      description: 'What people who keep their books with the app tell us.',
      reviews: [
        {
          rating: 5,
          review: 'Month-end used to take me two days. Now the reports are ready before I finish my coffee.',
          author: { name: 'Elena Petrova', image: portrait('Elena Petrova'), date: 'Bookkeeper' },
        },
        {
          rating: 4,
          review: 'Works offline on the train and syncs as soon as I am back online. Exactly what I needed.',
          author: { name: 'Noah Fischer', image: portrait('Noah Fischer'), date: 'Freelance designer' },
          variant: 'gradient',
          color: 'dark',
        },
        {
          rating: 5,
          review: 'We switched our three shops to the Enterprise plan. Support answered every question the same day.',
          author: { name: 'Tomas Rivera', image: portrait('Tomas Rivera'), date: 'Retail owner' },
        },
      ],
    },
    {
      type: 'pricing',
      id: 'pricing',
      heading: 'Pick the plan that fits',
      description: 'One payment per year, free updates, and a 30-day money-back guarantee.',
      plans: [
        {
          label: 'Plans',
          cards: [
            {
              title: 'Starter',
              price: { amount: 199, period: 'year', billing: 'year' },
              specifications: [{ label: '1 user' }, { label: '20GB storage' }, { label: 'Bank sync', includes: false }],
              action: buy,
            },
            {
              title: 'Pro',
              price: { amount: 299, period: 'year', billing: 'year' },
              specifications: [{ label: '2 users' }, { label: '40GB storage' }, { label: 'Bank sync' }],
              action: buy,
            },
            {
              title: 'Premium',
              badge: { label: 'Popular', color: 'success' },
              price: { amount: 499, period: 'year', billing: 'year' },
              specifications: [{ label: '10 users' }, { label: '100GB storage' }, { label: 'Bank sync' }],
              action: buy,
              highlighted: true,
            },
            {
              title: 'Enterprise',
              price: { amount: 899, period: 'year', billing: 'year' },
              specifications: [{ label: 'Unlimited users' }, { label: '100GB storage' }, { label: '24/7 support' }],
              action: buy,
            },
          ],
        },
      ],
    },
  ],
});
