import type { BlockExample } from '../example';

export const selectExamples: BlockExample<'select'>[] = [
  {
    id: 'select-city',
    title: 'Select picker',
    data: {
      type: 'select',
      label: 'City',
      name: 'city',
      options: ['Brazil', 'Bucharest', 'London', 'Washington'],
      searchable: false,
    },
  },
  {
    id: 'select-destination',
    title: 'Select with values, small',
    data: {
      type: 'select',
      label: 'Destination',
      name: 'destination',
      size: 'sm',
      value: 'lon',
      options: [
        { label: 'Bucharest', value: 'buh' },
        { label: 'London', value: 'lon' },
        { label: 'Washington', value: 'was' },
      ],
    },
  },
];
