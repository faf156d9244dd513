import type { BlockExample } from '../example';

const portrait = (name: string) => ({ src: `/images/people/${name}.svg`, alt: '', width: 128, height: 128 });

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
          author: { name: 'Amara Okafor', image: portrait('amara-okafor'), date: '1 day ago' },
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
          image: { src: '/images/blog/cloud.svg', alt: '', width: 640, height: 400 },
          title: 'Our orders moved to the cloud',
          review: 'Four months from a spreadsheet to a cloud application.',
          author: {
            name: 'Sofia Marin',
            logo: { src: '/images/logos/northwind.svg', alt: 'Northwind', width: 160, height: 48 },
            role: 'CTO, Northwind',
          },
          variant: 'contained',
          color: 'light',
        },
      ],
    },
  },
];
