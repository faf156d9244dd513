import type { InvalidBlockCase } from '../example';

export const alertInvalidCases: InvalidBlockCase<'alert'>[] = [
  {
    name: 'an alert in a colour alerts do not have',
    data: { type: 'alert', color: 'white', content: ['Hi'] },
    path: ['color'],
    message: /expected one of "primary", .*found "white"/,
  },
  {
    name: 'an alert without a message',
    data: { type: 'alert', content: [] },
    path: ['content'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'an alert dismissible as text',
    data: { type: 'alert', dismissible: 'yes', content: ['Hi'] },
    path: ['dismissible'],
    message: 'expected true or false, found "yes"',
  },
];
