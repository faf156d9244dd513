import type { InvalidBlockCase } from '../example';

export const badgesInvalidCases: InvalidBlockCase<'badges'>[] = [
  {
    name: 'an unknown badge variant',
    data: { type: 'badges', badges: [{ label: 'New', variant: 'outline' }] },
    path: ['badges', 0, 'variant'],
    message: /expected one of "fill" or "gradient", found "outline"/,
  },
];
