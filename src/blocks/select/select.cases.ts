import type { InvalidBlockCase } from '../example';

export const selectInvalidCases: InvalidBlockCase<'select'>[] = [
  {
    name: 'a select without options',
    data: { type: 'select', label: 'City', options: [] },
    path: ['options'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a starting value that is not an option',
    data: { type: 'select', label: 'City', options: ['London'], value: 'Paris' },
    path: ['value'],
    message: 'expected one of the option values ("London"), found "Paris"',
    jsonSchema: false,
  },
  {
    name: 'two options with the same value',
    data: { type: 'select', label: 'City', options: ['London', { label: 'London, UK', value: 'London' }] },
    path: ['options', 1],
    message: /already used by option 0/,
    jsonSchema: false,
  },
];
