import type { InvalidBlockCase } from '../example';

export const dropdownInvalidCases: InvalidBlockCase<'dropdown'>[] = [
  {
    name: 'a dropdown without items',
    data: { type: 'dropdown', label: 'Menu', items: [] },
    path: ['items'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a dropdown opening sideways',
    data: { type: 'dropdown', label: 'Menu', direction: 'left', items: [{ label: 'Home', href: '/' }] },
    path: ['direction'],
    message: /expected one of "down" or "up", found "left"/,
  },
];
