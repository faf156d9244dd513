import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';

// The name is written next to the portrait, so the image itself is decorative.

export const tableExamples: BlockExample<'table'>[] = [
  {
    id: 'table-team',
    title: 'Team table',
    data: {
      type: 'table',
      caption: 'Team members',
      rows: [
        {
          image: portrait('Amara Okafor'),
          name: 'Amara Okafor',
          email: 'amara@brightline-software.example',
          position: { title: 'Manager', department: 'Organization' },
          status: true,
          date: '23/04/18',
          action: { href: '#table-team' },
        },
        {
          image: portrait('Lukas Weber'),
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
