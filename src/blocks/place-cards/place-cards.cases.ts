import type { InvalidBlockCase } from '../example';

export const placeCardsInvalidCases: InvalidBlockCase<'place-cards'>[] = [
  {
    name: 'a place with an unknown icon before a fact',
    data: {
      type: 'place-cards',
      cards: [
        {
          image: { src: 'places/garden-house', alt: '' },
          categories: [{ label: '2 beds', icon: 'bedd' }],
          title: 'Cabin',
        },
      ],
    },
    path: ['cards', 0, 'categories', 0, 'icon'],
    message: /unknown icon "bedd"/,
  },
  {
    name: 'no cards',
    data: { type: 'place-cards', cards: [] },
    path: ['cards'],
  },
];
