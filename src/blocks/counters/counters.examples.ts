import statsPage from '../../../pages-data/sections/page-sections/stats';
import { type BlockExample, samplesOf } from '../example';

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
  ...samplesOf(statsPage, 'counters'),
];
