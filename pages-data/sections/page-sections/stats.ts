import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

// Spec §9: the showcase counters 300, 70, 30, 323, 500+, 24/7, 700, 1200+ and 300, each over 3000 ms.
export default definePage({
  name: 'pagesections-stats',
  meta: {
    title: 'Stats – Page Sections',
    description: 'Three rows of figures that count up when they come into view.',
  },
  nav: { title: 'Stats', order: 8 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'stat-1',
      title: 'Figures with descriptions',
      blocks: [
        {
          type: 'counters',
          items: [
            { count: 300, title: 'Coded elements', description: 'From buttons to inputs, navbars, alerts or cards.' },
            {
              count: 70,
              title: 'Design blocks',
              description: 'Mix the sections, change the colours and unleash your creativity.',
              color: 'info',
            },
            {
              count: 30,
              title: 'Pages',
              description: 'Save time going from prototyping to a full working product.',
              color: 'success',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'stat-2',
      title: 'Figures with suffixes',
      blocks: [
        {
          type: 'counters',
          items: [
            { count: 323, title: 'Projects', description: 'Delivered for clients in every field.', color: 'dark' },
            {
              count: 500,
              suffix: '+',
              title: 'Clients',
              description: 'Who come back for the next version.',
              color: 'dark',
            },
            { count: 24, suffix: '/7', title: 'Support', description: 'In-house help desk, L1 to L3.', color: 'dark' },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'stat-3',
      title: 'Plain figures',
      blocks: [
        {
          type: 'counters',
          items: [
            { count: 700, title: 'Downloads' },
            { count: 1200, suffix: '+', title: 'Members' },
            { count: 300, title: 'Releases' },
          ],
        },
      ],
    },
  ],
});
