import type { BlockExample } from '../example';
import type { ImageId } from '../../../schema/images';

const photo = (src: ImageId) => ({ src, alt: '' });

export const placeCardsExamples: BlockExample<'place-cards'>[] = [
  {
    id: 'place-cards-rental',
    title: 'Places to rent',
    data: {
      type: 'place-cards',
      heading: 'Places to stay',
      description: 'Homes picked for long stays and short trips.',
      cards: [
        {
          image: photo('places/garden-house'),
          categories: [
            { label: 'Entire home', icon: 'cottage' },
            { label: '4 guests', icon: 'group' },
            { label: '2 beds', icon: 'bed' },
          ],
          title: 'Cabin by the lake',
          description: 'A wooden cabin a few steps from the water, with a fireplace and a view of the hills.',
          href: '/privacy',
        },
        {
          image: photo('places/lounge'),
          categories: [
            { label: 'Private room', icon: 'apartment' },
            { label: '2 guests', icon: 'group' },
            { label: '1 bed', icon: 'bed' },
          ],
          title: 'Loft in the old town',
          description: 'Tall windows, a quiet street and every café within a short walk.',
        },
        {
          image: photo('places/pool'),
          categories: [{ label: 'Entire villa' }, { label: '8 guests' }, { label: '4 beds' }],
          title: 'Villa with a pool',
          description: 'Room for two families, a garden and a pool that catches the evening sun.',
        },
      ],
    },
  },
  {
    id: 'place-cards-plain',
    title: 'Cards without a heading',
    data: {
      type: 'place-cards',
      columns: 2,
      cards: [
        { image: photo('places/modern-house'), title: 'Chalet under the peaks' },
        { image: photo('places/glass-house'), categories: [{ label: 'Beach house' }], title: 'House on the dunes' },
      ],
    },
  },
];
