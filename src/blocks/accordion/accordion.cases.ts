import type { InvalidBlockCase } from '../example';

export const accordionInvalidCases: InvalidBlockCase<'accordion'>[] = [
  {
    name: 'an accordion without items',
    data: { type: 'accordion', items: [] },
    path: ['items'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'an open index past the last item',
    data: { type: 'accordion', open: 2, items: [{ title: 'Q', body: ['A'] }] },
    path: ['open'],
    message: 'expected an item index from 0 to 0, or null, found 2',
    jsonSchema: false,
  },
  {
    name: 'an item whose answer is plain text rather than paragraphs',
    data: { type: 'accordion', items: [{ title: 'Q', body: 'A' }] },
    path: ['items', 0, 'body'],
  },
  {
    name: 'an accordion with neither items nor groups',
    data: { type: 'accordion', title: 'FAQ' },
    path: ['items'],
    message: 'expected `items`, or `groups` of items',
    jsonSchema: false,
  },
  {
    name: 'an accordion with both items and groups',
    data: {
      type: 'accordion',
      items: [{ title: 'Q', body: ['A'] }],
      groups: [{ title: 'Basics', items: [{ title: 'Q', body: ['A'] }] }],
    },
    path: ['items'],
    message: 'expected `items` or `groups`, not both',
    jsonSchema: false,
  },
  {
    name: 'an open index past the last item of the shortest group',
    data: {
      type: 'accordion',
      open: 1,
      groups: [
        {
          title: 'Basics',
          items: [
            { title: 'Q', body: ['A'] },
            { title: 'R', body: ['B'] },
          ],
        },
        { title: 'Licenses', items: [{ title: 'S', body: ['C'] }] },
      ],
    },
    path: ['open'],
    message: 'expected an item index from 0 to 0, or null, found 1',
    jsonSchema: false,
  },
];
