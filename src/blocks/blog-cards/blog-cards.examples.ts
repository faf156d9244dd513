import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';
import type { ImageId } from '../../../schema/images';

const image = (src: ImageId) => ({ src, alt: '' });

export const blogCardsExamples: BlockExample<'blog-cards'>[] = [
  {
    id: 'blog-cards-image-top',
    title: 'Posts with authors',
    data: {
      type: 'blog-cards',
      heading: 'From our blog',
      description: 'Notes from the projects we ship.',
      columns: 2,
      cards: [
        {
          image: image('photos/city-haze'),
          category: { label: 'Cloud', color: 'info' },
          title: 'Moving an order system to the cloud',
          description: 'Four months from a spreadsheet to a cloud application.',
          author: { image: portrait('Amara Okafor'), name: 'Amara Okafor', date: 'Posted on 28 February' },
          href: { route: 'presentation' },
        },
        { image: image('photos/laptop-desk'), title: 'Releases every 2-3 weeks' },
      ],
    },
  },
  {
    id: 'blog-cards-background',
    title: 'Background cards',
    data: {
      type: 'blog-cards',
      heading: 'Featured',
      variant: 'background',
      cards: [
        {
          image: image('photos/blue-room'),
          category: { label: 'Security', color: 'success' },
          title: 'Monitoring around the clock',
          description: 'How we watch your servers 24/7.',
          href: '/privacy',
          label: 'Read the story',
          icon: 'arrow_forward',
        },
      ],
    },
  },
];
