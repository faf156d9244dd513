import type { InvalidBlockCase } from '../example';

export const cardInvalidCases: InvalidBlockCase<'card'>[] = [
  {
    name: 'a card variant the block does not offer',
    data: {
      type: 'card',
      variant: 'flip',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Card',
    },
    path: ['variant'],
    message: /expected one of "raised", "image-inside" or "blur", found "flip"/,
  },
  {
    name: 'a card without its picture',
    data: { type: 'card', title: 'Card' },
    path: ['image'],
    message: /missing required field "image"/,
  },
  {
    name: 'a card label in white, unreadable on the card',
    data: {
      type: 'card',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Card',
      color: 'white',
    },
    path: ['color'],
  },
];
