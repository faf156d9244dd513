import type { BlockExample } from '../example';

export const searchExamples: BlockExample<'search'>[] = [
  {
    id: 'search-trip',
    title: 'Trip search',
    data: {
      type: 'search',
      label: 'Find a trip',
      fields: [
        { label: 'Leave from', name: 'origin', options: ['Bucharest', 'London', 'Madrid', 'Washington'] },
        {
          label: 'Going to',
          name: 'destination',
          options: [
            { label: 'Lisbon', value: 'lis' },
            { label: 'Rome', value: 'rom' },
            { label: 'Vienna', value: 'vie' },
            { label: 'Zurich', value: 'zrh' },
          ],
        },
        { kind: 'date', label: 'Depart', name: 'depart' },
      ],
    },
  },
  {
    id: 'search-text',
    title: 'Text search',
    data: {
      type: 'search',
      label: 'Search the answers',
      fields: [{ kind: 'text', label: 'Search', name: 'query', placeholder: 'How do I reset my password?' }],
      button: 'Find answers',
    },
  },
];
