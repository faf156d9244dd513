import type { InvalidBlockCase } from '../example';

export const tableInvalidCases: InvalidBlockCase<'table'>[] = [
  {
    name: 'a row with an email without an @',
    data: {
      type: 'table',
      caption: 'Team',
      rows: [
        {
          image: { src: 'brand/logo', alt: '' },
          name: 'A',
          email: 'a.example',
          position: { title: 'T', department: 'D' },
          status: true,
          date: '01/01/24',
          action: { href: '/' },
        },
      ],
    },
    path: ['rows', 0, 'email'],
  },
];
