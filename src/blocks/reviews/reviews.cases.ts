import type { InvalidBlockCase } from '../example';

export const reviewsInvalidCases: InvalidBlockCase<'reviews'>[] = [
  {
    name: 'a rating of 4.3 stars',
    data: { type: 'reviews', reviews: [{ rating: 4.3, review: 'Good.', author: { name: 'A' } }] },
    path: ['reviews', 0, 'rating'],
    message: /a rating from 0 to 5 in half steps/,
  },
  {
    name: 'a review card in an unknown colour',
    data: { type: 'reviews', reviews: [{ review: 'Good.', author: { name: 'A' }, color: 'purple' }] },
    path: ['reviews', 0, 'color'],
  },
  {
    name: 'a review without its author',
    data: { type: 'reviews', reviews: [{ review: 'Good.' }] },
    path: ['reviews', 0, 'author'],
  },
];
