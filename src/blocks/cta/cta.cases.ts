import type { InvalidBlockCase } from '../example';

export const ctaInvalidCases: InvalidBlockCase<'cta'>[] = [
  {
    name: 'a call to action in a tone it does not offer',
    data: { type: 'cta', title: 'Start', tone: 'red' },
    path: ['tone'],
    message: /expected one of "light", "dark" or "gradient", found "red"/,
  },
  {
    name: 'a call to action without a title',
    data: { type: 'cta', description: 'Text.' },
    path: ['title'],
    message: 'missing required field "title": expected a string',
  },
];
