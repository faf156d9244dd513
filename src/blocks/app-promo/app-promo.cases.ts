import type { InvalidBlockCase } from '../example';

export const appPromoInvalidCases: InvalidBlockCase<'app-promo'>[] = [
  {
    name: 'an app promotion without buttons',
    data: {
      type: 'app-promo',
      title: 'App',
      actions: [],
      image: { src: 'photos/office-dark', alt: '' },
    },
    path: ['actions'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'an app picture that is a path, not a catalogue id',
    data: {
      type: 'app-promo',
      title: 'App',
      actions: [{ label: 'Get', href: '/' }],
      image: { src: '/images/hero.svg', alt: '' },
    },
    path: ['image', 'src'],
    message: /^unknown image "\/images\/hero\.svg"\..*schema\/images\.ts/,
  },
];
