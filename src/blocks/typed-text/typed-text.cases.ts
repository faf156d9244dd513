import type { InvalidBlockCase } from '../example';

export const typedTextInvalidCases: InvalidBlockCase<'typed-text'>[] = [
  {
    name: 'typed text without words',
    data: { type: 'typed-text', before: 'Work with an amazing', words: [] },
    path: ['words'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'typed text in a tag it does not offer',
    data: { type: 'typed-text', words: ['team'], tag: 'h4' },
    path: ['tag'],
    message: /expected one of "h1", "h2", "h3" or "p", found "h4"/,
  },
  {
    name: 'a negative typing speed',
    data: { type: 'typed-text', words: ['team'], typeSpeed: -90 },
    path: ['typeSpeed'],
    message: 'expected a number of at least 0, found -90',
  },
];
