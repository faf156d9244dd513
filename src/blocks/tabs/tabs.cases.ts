import type { InvalidBlockCase } from '../example';

export const tabsInvalidCases: InvalidBlockCase<'tabs'>[] = [
  {
    name: 'tabs without a name for the tab list',
    data: { type: 'tabs', items: [{ label: 'Monthly', content: ['$59'] }] },
    path: ['label'],
    message: 'missing required field "label": expected a string',
  },
  {
    name: 'an unknown tabs variant',
    data: { type: 'tabs', label: 'Plans', variant: 'buttons', items: [{ label: 'A', content: ['a'] }] },
    path: ['variant'],
    message: /expected one of "tabs" or "pills", found "buttons"/,
  },
];
