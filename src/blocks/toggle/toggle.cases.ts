import type { InvalidBlockCase } from '../example';

export const toggleInvalidCases: InvalidBlockCase<'toggle'>[] = [
  {
    name: 'a switch without a label',
    data: { type: 'toggle', description: 'Be sure that you will always be logged in.' },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a switch checked as text',
    data: { type: 'toggle', label: 'Remember me', checked: 'on' },
    path: ['checked'],
    message: 'expected true or false, found "on"',
  },
];
