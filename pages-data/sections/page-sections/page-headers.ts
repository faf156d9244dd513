import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const brand = { text: 'Brightline', href: { route: 'presentation' } };

export default definePage({
  name: 'pagesections-page-headers',
  meta: {
    title: 'Page Headers – Page Sections',
    description:
      'Headers over a background image, each with the card that rises over its bottom edge: plain, with typed rotating words, and with a navbar.',
  },
  nav: { title: 'Page Headers', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'page-headers-image',
      title: 'Header with a background image',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Your next product starts here',
          level: 'h2',
          description: 'We plan, build, test and run the software your business depends on.',
          actions: [
            { label: 'Get Started', href: { route: 'presentation' }, color: 'white', variant: 'contained' },
            {
              label: 'Our services',
              href: { route: 'presentation', hash: '#secOurService' },
              color: 'white',
              variant: 'outline',
            },
          ],
          minHeight: '50vh',
        },
        {
          type: 'card-grid',
          title: 'What we do',
          description: 'One team plans, builds, tests and runs your software.',
          columns: 3,
          cards: [
            {
              icon: 'lightbulb',
              title: 'IT consulting',
              description: 'From the first workshop to a plan you can act on.',
            },
            { icon: 'code', title: 'Software development', description: 'New versions every 2-3 weeks.' },
            {
              icon: 'fact_check',
              title: 'Testing and QA',
              description: 'Automated and manual tests before every release.',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'page-headers-typed',
      title: 'Header with typed rotating words',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/office-dark', alt: '' },
          title: 'Our experts are great at',
          level: 'h2',
          // Spec §4: the header's typed words.
          typed: { words: ['web development', 'mobile development', 'web design'] },
          description: 'Tell us what you need and we will put the right team on it.',
          minHeight: '50vh',
        },
        {
          type: 'counters',
          items: [
            { count: 323, title: 'Projects', description: 'Delivered for clients in every field.' },
            { count: 500, suffix: '+', title: 'Clients', description: 'Who come back for the next version.' },
            { count: 24, suffix: '/7', title: 'Support', description: 'In-house help desk, L1 to L3.' },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'page-headers-buy-now',
      title: 'Header with a navbar and Buy Now',
      blocks: [
        {
          type: 'hero',
          image: { src: 'photos/team-laptops', alt: '' },
          title: 'Work with an amazing team',
          level: 'h2',
          description: 'Consultants, developers and testers who ship a new version every two to three weeks.',
          center: false,
          minHeight: '75vh',
          navbar: {
            label: 'Header navbar',
            brand,
            links: [
              { label: 'Home', href: { route: 'presentation' } },
              { label: 'About Us', href: { route: 'presentation', hash: '#secOurService' } },
              { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
            ],
            action: {
              label: 'Buy Now',
              href: { route: 'el-buttons' },
              color: 'white',
              variant: 'contained',
              size: 'sm',
            },
            variant: 'transparent',
          },
        },
        {
          type: 'card-grid',
          title: 'Why companies work with us',
          columns: 3,
          cards: [
            { icon: 'support_agent', title: '24/7 support', description: 'L1/L2/L3 help desk governed by an SLA.' },
            { icon: 'verified_user', title: 'ISO 27001', description: 'Certified, with in-house security monitoring.' },
            { icon: 'cloud', title: 'Cloud-native', description: 'Ready for remote work from day one.' },
          ],
        },
      ],
    },
  ],
});
