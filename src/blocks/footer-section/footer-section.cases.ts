import type { InvalidBlockCase } from '../example';

export const footerSectionInvalidCases: InvalidBlockCase<'footer-section'>[] = [
  {
    name: 'a footer without its accessible name',
    data: { type: 'footer-section', brand: { name: 'B', href: '/' }, copyright: '© 2024' },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'a footer menu without links',
    data: {
      type: 'footer-section',
      label: 'Footer',
      brand: { name: 'B', href: '/' },
      menus: [{ name: 'Company', items: [] }],
      copyright: '© 2024',
    },
    path: ['menus', 0, 'items'],
    message: 'expected at least 1 item, found none',
  },
];
