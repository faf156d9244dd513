import type { InvalidBlockCase } from '../example';

export const rotatingCardInvalidCases: InvalidBlockCase<'rotating-card'>[] = [
  {
    name: 'a rotating card whose back button has no link',
    data: {
      type: 'rotating-card',
      front: { title: 'Front', description: 'Text' },
      back: { title: 'Back', description: 'Text', actions: [{ label: 'Go' }] },
    },
    path: ['back', 'actions', 0, 'href'],
  },
  {
    name: 'a rotating card in a light colour that white text cannot be read on',
    data: {
      type: 'rotating-card',
      front: { title: 'Front', description: 'Text' },
      back: { title: 'Back', description: 'Text' },
      color: 'light',
    },
    path: ['color'],
  },
];
