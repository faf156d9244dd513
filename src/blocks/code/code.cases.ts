import type { InvalidBlockCase } from '../example';

export const codeInvalidCases: InvalidBlockCase<'code'>[] = [
  {
    name: 'a code listing without code',
    data: { type: 'code', title: 'empty.ts', language: 'ts' },
    path: ['code'],
    message: /missing required field "code"/,
  },
  {
    name: 'a code language with a space',
    data: { type: 'code', language: 'type script', code: 'let a = 1;' },
    path: ['language'],
  },
];
