import type { BlockExample } from '../example';

// Spec §9: the about page's three counters, then the showcase's stat samples, each 3000 ms.
export const countersExamples: BlockExample<'counters'>[] = [
  {
    id: 'counters-about',
    title: 'Counters (about page)',
    data: {
      type: 'counters',
      items: [
        {
          count: 5234,
          title: 'Projects',
          description: 'Of “high-performing” level are designed for you and your business.',
        },
        {
          count: 3400,
          suffix: '+',
          title: 'Hours',
          description: 'Spent on building the tools and the pages your team uses every day.',
        },
        {
          count: 24,
          suffix: '/7',
          duration: 4000,
          title: 'Support',
          description: 'Help is there around the clock, whenever your team needs it.',
        },
      ],
    },
  },
  {
    id: 'counters-stat-1',
    title: 'Stats 1',
    data: {
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
  },
  {
    id: 'counters-stat-2',
    title: 'Stats 2',
    data: {
      type: 'counters',
      items: [
        { count: 323, title: 'Projects', color: 'dark' },
        { count: 500, suffix: '+', title: 'Clients', color: 'dark' },
        { count: 24, suffix: '/7', title: 'Support', color: 'dark' },
      ],
    },
  },
  {
    id: 'counters-stat-3',
    title: 'Stats 3',
    data: {
      type: 'counters',
      items: [
        { count: 700, title: 'Downloads' },
        { count: 1200, suffix: '+', title: 'Members' },
        { count: 300, title: 'Releases' },
      ],
    },
  },
];
