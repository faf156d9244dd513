import type { InvalidBlockCase } from '../example';

export const demoNavbarInvalidCases: InvalidBlockCase<'demo-navbar'>[] = [
  {
    name: 'a demo navbar without its accessible name',
    data: { type: 'demo-navbar', brand: { text: 'Brand', href: '/' } },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a demo navbar in a variant it does not offer',
    data: { type: 'demo-navbar', label: 'Bar', brand: { text: 'Brand', href: '/' }, variant: 'glass' },
    path: ['variant'],
    message: /expected one of "dark", "light", "transparent" or "blur", found "glass"/,
  },
];
