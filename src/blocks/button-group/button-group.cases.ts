import type { InvalidBlockCase } from '../example';

export const buttonGroupInvalidCases: InvalidBlockCase<'button-group'>[] = [
  {
    name: 'a group of one',
    data: { type: 'button-group', label: 'One', items: [{ label: 'Only' }] },
    path: ['items'],
  },
];
