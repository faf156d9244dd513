import type { InvalidBlockCase } from '../example';

export const inputInvalidCases: InvalidBlockCase<'input'>[] = [
  {
    name: 'an input of a type the block does not offer',
    data: { type: 'input', label: 'Colour', inputType: 'color' },
    path: ['inputType'],
    message: /expected one of "text", "email", .*found "color"/,
  },
  {
    name: 'an input without a label',
    data: { type: 'input', inputType: 'email' },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a warning state',
    data: { type: 'input', label: 'Email', state: 'warning' },
    path: ['state'],
    message: /expected one of "none", "success" or "error", found "warning"/,
  },
];
