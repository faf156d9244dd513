import type { InvalidBlockCase } from '../example';

export const countersInvalidCases: InvalidBlockCase<'counters'>[] = [
  {
    name: 'a negative count',
    data: { type: 'counters', items: [{ count: -1, title: 'Projects' }] },
    path: ['items', 0, 'count'],
    message: 'expected a number from 0 to 1,000,000,000,000, found -1',
  },
  {
    name: 'a count too large to show as written (1e21 would read "1e+21")',
    data: { type: 'counters', items: [{ count: 1e21, title: 'Requests' }] },
    path: ['items', 0, 'count'],
    message: 'expected a number from 0 to 1,000,000,000,000, found 1e+21',
  },
  {
    name: 'a count with the float error of 0.1 + 0.2',
    data: { type: 'counters', items: [{ count: 0.1 + 0.2, title: 'Uptime' }] },
    path: ['items', 0, 'count'],
    message:
      'expected a number with at most 2 decimals, found 0.30000000000000004 (17 decimals): write it rounded, as 0.3',
    jsonSchema: false,
  },
  {
    name: 'a count smaller than its decimals can show (1e-7 would read "0")',
    data: { type: 'counters', items: [{ count: 1e-7, title: 'Errors' }] },
    path: ['items', 0, 'count'],
    message: 'expected a number with at most 2 decimals, found 1e-7 (7 decimals): write it rounded, as 0',
    jsonSchema: false,
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
