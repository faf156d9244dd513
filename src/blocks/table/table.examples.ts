import type { BlockExample } from '../example';

// The name is written next to the portrait, so the image itself is decorative.
const portrait = (file: string) => ({ src: `/images/people/${file}.svg`, alt: '', width: 128, height: 128 });

export const tableExamples: BlockExample<'table'>[] = [
  {
    id: 'table-team',
    title: 'Team table',
    data: {
      type: 'table',
      caption: 'Team members',
      rows: [
        {
          image: portrait('amara-okafor'),
          name: 'Amara Okafor',
          email: 'amara@brightline-software.example',
          position: { title: 'Manager', department: 'Organization' },
          status: true,
          date: '23/04/18',
          action: { href: '#table-team' },
        },
        {
          image: portrait('lukas-weber'),
          name: 'Lukas Weber',
          email: 'lukas@brightline-software.example',
          position: { title: 'Programmer', department: 'Developer' },
          status: false,
          date: '11/01/19',
          action: { label: 'View', href: '#table-team' },
        },
      ],
    },
  },
];
