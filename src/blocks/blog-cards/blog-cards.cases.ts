import type { InvalidBlockCase } from '../example';

export const blogCardsInvalidCases: InvalidBlockCase<'blog-cards'>[] = [
  {
    name: 'a card without its image',
    data: { type: 'blog-cards', heading: 'Blog', cards: [{ title: 'Post' }] },
    path: ['cards', 0, 'image'],
    message: /missing required field "image"/,
  },
  {
    name: 'five columns',
    data: {
      type: 'blog-cards',
      heading: 'Blog',
      columns: 5,
      cards: [{ image: { src: 'brand/logo', alt: '' }, title: 'Post' }],
    },
    path: ['columns'],
  },
];
