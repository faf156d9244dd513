import type { InvalidBlockCase } from '../example';

export const progressInvalidCases: InvalidBlockCase<'progress'>[] = [
  {
    name: 'a progress value over 100',
    data: { type: 'progress', value: 120 },
    path: ['value'],
    message: 'expected a percentage from 0 to 100, found 120',
  },
  {
    name: 'a negative progress value',
    data: { type: 'progress', value: -5 },
    path: ['value'],
    message: 'expected a percentage from 0 to 100, found -5',
  },
  {
    name: 'a progress value with more decimals than it shows',
    data: { type: 'progress', value: 33.333 },
    path: ['value'],
    message: 'expected a percentage with at most 2 decimals, found 33.333 (3 decimals): write it rounded, as 33.33',
    jsonSchema: false,
  },
  {
    name: 'a progress bar without its value',
    data: { type: 'progress', color: 'info' },
    path: ['value'],
    message: 'missing required field "value": expected a number',
  },
  {
    name: 'a progress value given as text',
    data: { type: 'progress', value: '50%' },
    path: ['value'],
    message: 'expected a number, found "50%"',
  },
  {
    name: 'an unknown progress variant',
    data: { type: 'progress', variant: 'outline', value: 50 },
    path: ['variant'],
    message: /expected one of "contained" or "gradient", found "outline"/,
  },
];
