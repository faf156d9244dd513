import type { InvalidBlockCase } from '../example';

export const profileInvalidCases: InvalidBlockCase<'profile'>[] = [
  {
    name: 'a profile without a portrait',
    data: { type: 'profile', name: 'Priya Nair' },
    path: ['image'],
    message: 'missing required field "image": expected an object',
  },
];
