import type { InvalidBlockCase } from '../example';

export const typographyInvalidCases: InvalidBlockCase<'typography'>[] = [
  {
    name: 'an unknown family',
    data: { type: 'typography', family: 'serif' },
    path: ['family'],
    message: /expected one of "sans" or "mono", found "serif"/,
  },
];
