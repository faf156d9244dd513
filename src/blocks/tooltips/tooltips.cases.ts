import type { InvalidBlockCase } from '../example';

export const tooltipsInvalidCases: InvalidBlockCase<'tooltips'>[] = [
  {
    name: 'a tooltip placed in a corner',
    data: { type: 'tooltips', items: [{ label: 'Hint', text: 'Help', placement: 'top-left' }] },
    path: ['items', 0, 'placement'],
    message: /expected one of "top", "right", "bottom" or "left", found "top-left"/,
  },
  {
    name: 'a tooltip without text',
    data: { type: 'tooltips', items: [{ label: 'Hint' }] },
    path: ['items', 0, 'text'],
    message: /missing required field "text"/,
  },
];
