import type { InvalidBlockCase } from '../example';

export const buttonsInvalidCases: InvalidBlockCase<'buttons'>[] = [
  {
    name: 'no buttons',
    data: { type: 'buttons', buttons: [] },
    path: ['buttons'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'an unknown button variant',
    data: { type: 'buttons', buttons: [{ label: 'Go', variant: 'filled' }] },
    path: ['buttons', 0, 'variant'],
    message: /expected one of "contained", "gradient" or "outline", found "filled"/,
  },
];
