import type { InvalidBlockCase } from '../example';

export const searchInvalidCases: InvalidBlockCase<'search'>[] = [
  {
    name: 'a search with no fields',
    data: { type: 'search', label: 'Find a trip', fields: [] },
    path: ['fields'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a select field without options',
    data: { type: 'search', label: 'Find a trip', fields: [{ label: 'Leave from', name: 'origin' }] },
    path: ['fields', 0, 'options'],
    message: 'a `select` needs `options`',
    jsonSchema: false,
  },
];
