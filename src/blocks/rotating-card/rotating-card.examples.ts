import type { BlockExample } from '../example';

export const rotatingCardExamples: BlockExample<'rotating-card'>[] = [
  {
    id: 'card-rotate',
    title: 'Rotating card',
    data: {
      type: 'rotating-card',
      front: {
        image: { src: 'photos/mountain-road', alt: '' },
        icon: 'touch_app',
        title: 'Feel the Material Kit',
        description:
          'All the Bootstrap components that you need in a development have been re-designed with the new look.',
      },
      back: {
        title: 'Discover More',
        description:
          'You will save a lot of time going from prototyping to full-functional code because all elements are implemented.',
        actions: [
          {
            label: 'Start with Headers',
            href: '/sections/page-sections/page-headers',
            color: 'white',
            variant: 'contained',
          },
        ],
      },
    },
  },
];
