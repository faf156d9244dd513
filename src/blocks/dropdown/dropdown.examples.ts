import type { BlockExample } from '../example';

const items = [
  { label: 'Our Service', href: { route: 'presentation', hash: '#secOurService' } },
  { label: 'Solutions', href: { route: 'presentation', hash: '#secSolution' } },
  { label: 'Privacy Policy', href: { route: 'privacy' } },
];

export const dropdownExamples: BlockExample<'dropdown'>[] = [
  {
    id: 'dropdown-down',
    title: 'Dropdown',
    data: { type: 'dropdown', label: 'Dropdown', items },
  },
  {
    id: 'dropdown-up',
    title: 'Dropup',
    data: { type: 'dropdown', label: 'Dropup', direction: 'up', color: 'dark', items },
  },
];
