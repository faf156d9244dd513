import type { InvalidBlockCase } from '../example';

export const contentInvalidCases: InvalidBlockCase<'content'>[] = [
  {
    name: 'a picture on top, a side the block does not offer',
    data: {
      type: 'content',
      title: 'About',
      text: ['Text.'],
      image: { src: 'photos/office-dark', alt: '' },
      imageSide: 'top',
    },
    path: ['imageSide'],
    message: /expected one of "left" or "right", found "top"/,
  },
  {
    name: 'a content section without text',
    data: {
      type: 'content',
      title: 'About',
      text: [],
      image: { src: 'photos/office-dark', alt: '' },
    },
    path: ['text'],
    message: 'expected at least 1 item, found none',
  },
];
