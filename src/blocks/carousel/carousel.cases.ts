import type { InvalidBlockCase } from '../example';

export const carouselInvalidCases: InvalidBlockCase<'carousel'>[] = [
  {
    name: 'a carousel without slides',
    data: { type: 'carousel', variant: 'testimonial', label: 'Reviews', slides: [] },
    path: ['slides'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a rating between half stars',
    data: {
      type: 'carousel',
      variant: 'testimonial',
      label: 'Reviews',
      slides: [{ quote: 'Great.', name: 'Ann', rating: 4.3 }],
    },
    path: ['slides', 0, 'rating'],
    message: 'expected a rating from 0 to 5 in half steps, found 4.3',
  },
  {
    name: 'a testimonial slide in a header carousel',
    data: {
      type: 'carousel',
      variant: 'header',
      label: 'News',
      slides: [{ quote: 'Great.', name: 'Ann' }],
    },
    path: ['slides', 0],
    message: /expected a header slide/,
    jsonSchema: false,
  },
  {
    name: 'an overlap below testimonials',
    data: {
      type: 'carousel',
      variant: 'testimonial',
      label: 'Reviews',
      overlap: true,
      slides: [{ quote: 'Great.', name: 'Ann' }],
    },
    path: ['overlap'],
    message: '`overlap` is for a carousel of `header` slides only',
    jsonSchema: false,
  },
];
