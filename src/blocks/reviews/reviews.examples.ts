import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';

export const reviewsExamples: BlockExample<'reviews'>[] = [
  {
    id: 'reviews-ratings',
    title: 'Reviews with ratings',
    data: {
      type: 'reviews',
      heading: 'What our customers say',
      reviews: [
        {
          rating: 4.5,
          review: 'Releases every two weeks kept us in the loop.',
          author: { name: 'Amara Okafor', image: portrait('Amara Okafor'), date: '1 day ago' },
          variant: 'gradient',
          color: 'dark',
        },
        {
          rating: 3,
          review: 'Good work, a little late on the first release.',
          author: { name: 'Lukas Weber', date: '2 days ago' },
        },
      ],
    },
  },
  {
    id: 'reviews-complex',
    title: 'Review with a picture and a logo',
    data: {
      type: 'reviews',
      columns: 1,
      reviews: [
        {
          image: { src: 'photos/city-haze', alt: '' },
          title: 'Our orders moved to the cloud',
          review: 'Four months from a spreadsheet to a cloud application.',
          author: {
            name: 'Sofia Marin',
            logo: { src: 'logos/northwind', alt: 'Northwind' },
            role: 'CTO, Northwind',
          },
          variant: 'contained',
          color: 'light',
        },
      ],
    },
  },
];
