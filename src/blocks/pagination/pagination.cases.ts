import type { InvalidBlockCase } from '../example';

export const paginationInvalidCases: InvalidBlockCase<'pagination'>[] = [
  {
    name: 'an active page past the last page',
    data: { type: 'pagination', pages: 5, active: 6 },
    path: ['active'],
    message: 'expected a page from 1 to 5 (the number of pages), found 6',
    jsonSchema: false,
  },
  {
    name: 'an active page past the default five pages',
    data: { type: 'pagination', active: 7 },
    path: ['active'],
    message: 'expected a page from 1 to 5 (the number of pages), found 7',
    jsonSchema: false,
  },
  {
    name: 'page 0',
    data: { type: 'pagination', active: 0 },
    path: ['active'],
    message: 'expected a number of at least 1, found 0',
  },
  {
    name: 'an unknown pagination variant',
    data: { type: 'pagination', variant: 'text' },
    path: ['variant'],
    message: /expected one of "contained", "gradient" or "outline", found "text"/,
  },
];
