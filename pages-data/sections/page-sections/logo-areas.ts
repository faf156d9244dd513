import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { PARTNERS } from '../../_partners';

const partners = PARTNERS;

export default definePage({
  name: 'pagesections-logo-areas',
  meta: {
    title: 'Logo Areas – Page Sections',
    description: 'Rows of partner logos, on the background or on cards, with figures that count up.',
  },
  nav: { title: 'Logo Areas', order: 11 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'logoarea-1',
      title: 'Partner logos',
      blocks: [{ type: 'logos', heading: 'Trusted by teams around the world', logos: partners }],
    },
    {
      type: 'sample',
      id: 'logoarea-2',
      title: 'Partner logos with counters',
      blocks: [
        {
          type: 'logos',
          logos: partners.slice(0, 3),
          cards: true,
          // Spec §9: the about page's counters.
          counters: [
            { count: 5234, title: 'Projects', description: 'Delivered for clients since 2024.' },
            { count: 3400, suffix: '+', title: 'Hours', description: 'Of support given every month.' },
            { count: 24, suffix: '/7', duration: 4000, title: 'Support', description: 'In-house help desk.' },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'logoarea-3',
      title: 'Logos on cards with a description',
      blocks: [
        {
          type: 'logos',
          heading: 'Our partners',
          description: 'Companies we build, test and run software with, from banks to logistics.',
          logos: partners,
          cards: true,
        },
      ],
    },
  ],
});
