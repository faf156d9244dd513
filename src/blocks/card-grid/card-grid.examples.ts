import type { BlockExample } from '../example';

export const cardGridExamples: BlockExample<'card-grid'>[] = [
  {
    id: 'cards-light',
    title: 'Icon cards',
    data: {
      type: 'card-grid',
      id: 'secSolution',
      title: 'Solutions We Deliver',
      description: 'Business systems designed around the way your company works.',
      columns: 4,
      cards: [
        { icon: 'apps', title: 'Enterprise Application', description: 'Custom enterprise applications.' },
        { icon: 'account_tree', title: 'Enterprise Resource Planning' },
      ],
    },
  },
  {
    id: 'cards-dark',
    title: 'Dark section with facts',
    data: {
      type: 'card-grid',
      title: 'What Our Customers Get',
      tone: 'dark',
      cards: [
        {
          icon: 'rocket_launch',
          title: 'Fast development',
          details: ['New versions every 2-3 weeks', 'Agile process'],
          color: 'warning',
        },
      ],
    },
  },
];
