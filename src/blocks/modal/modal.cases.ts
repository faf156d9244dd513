import type { InvalidBlockCase } from '../example';

export const modalInvalidCases: InvalidBlockCase<'modal'>[] = [
  {
    name: 'a modal whose trigger has no label',
    data: { type: 'modal', trigger: { color: 'success' }, title: 'Title', body: ['Text'] },
    path: ['trigger', 'label'],
    message: /missing required field "label"/,
  },
  {
    name: 'a modal with an empty list of buttons',
    data: { type: 'modal', trigger: { label: 'Open' }, title: 'Title', body: ['Text'], buttons: [] },
    path: ['buttons'],
  },
];
