import type { InvalidBlockCase } from '../example';

export const socialButtonsInvalidCases: InvalidBlockCase<'social-buttons'>[] = [
  {
    name: 'an unknown network',
    data: { type: 'social-buttons', buttons: [{ network: 'myspace' }] },
    path: ['buttons', 0, 'network'],
  },
];
