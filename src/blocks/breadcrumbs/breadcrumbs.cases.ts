import type { InvalidBlockCase } from '../example';

export const breadcrumbsInvalidCases: InvalidBlockCase<'breadcrumbs'>[] = [
  {
    name: 'an entry without a label',
    data: { type: 'breadcrumbs', items: [{ href: '/' }] },
    path: ['items', 0, 'label'],
    message: /missing required field "label"/,
  },
];
