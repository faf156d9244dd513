import type { InvalidBlockCase } from '../example';

export const countersInvalidCases: InvalidBlockCase<'counters'>[] = [
  {
    name: 'a negative count',
    data: { type: 'counters', items: [{ count: -1, title: 'Projects' }] },
    path: ['items', 0, 'count'],
    message: 'expected a number of at least 0, found -1',
  },
  {
    name: 'a count given as text with its suffix',
    data: { type: 'counters', items: [{ count: '500+', title: 'Clients' }] },
    path: ['items', 0, 'count'],
    message: 'expected a number, found "500+"',
  },
  {
    name: 'a counter without a title',
    data: { type: 'counters', items: [{ count: 24, suffix: '/7' }] },
    path: ['items', 0, 'title'],
    message: 'missing required field "title": expected a string',
  },
];
