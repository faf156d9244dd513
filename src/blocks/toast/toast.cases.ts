import type { InvalidBlockCase } from '../example';

export const toastInvalidCases: InvalidBlockCase<'toast'>[] = [
  {
    name: 'a toast without a title',
    data: { type: 'toast', date: '11 mins ago', description: 'Hello' },
    path: ['title'],
    message: 'missing required field "title": expected a string',
  },
  {
    name: 'a toast delay given as text',
    data: { type: 'toast', title: 'Saved', delay: '5s' },
    path: ['delay'],
    message: 'expected a number, found "5s"',
  },
];
