import type { InvalidBlockCase } from '../example';

export const newsletterInvalidCases: InvalidBlockCase<'newsletter'>[] = [
  {
    name: 'a newsletter without a title',
    data: { type: 'newsletter', button: 'Subscribe' },
    path: ['title'],
    message: /missing required field "title"/,
  },
  {
    name: 'a newsletter picture from another site',
    data: {
      type: 'newsletter',
      title: 'News',
      image: { src: 'https://cdn.example/a.jpg', alt: '' },
    },
    path: ['image', 'src'],
  },
];
