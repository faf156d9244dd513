import type { BlockExample } from '../example';
import type { ImageId } from '../../../schema/images';

const logo = (name: string, src: ImageId) => ({
  name,
  image: { src },
});

export const logosExamples: BlockExample<'logos'>[] = [
  {
    id: 'logos-row',
    title: 'Partner logos',
    data: {
      type: 'logos',
      heading: 'Trusted by teams around the world',
      logos: [
        logo('Northwind', 'partners/northwind'),
        logo('Bluepeak', 'partners/bluepeak'),
        logo('Lumen Labs', 'partners/lumen-labs'),
      ],
    },
  },
  {
    id: 'logos-counters',
    title: 'Partner logos with counters',
    data: {
      type: 'logos',
      cards: true,
      logos: [
        logo('Orbitron', 'partners/orbitron'),
        logo('Quayside', 'partners/quayside'),
        logo('Vertex Bank', 'partners/vertex-bank'),
      ],
      counters: [
        { count: 5234, title: 'Projects' },
        { count: 3400, suffix: '+', title: 'Hours of support' },
        { count: 24, suffix: '/7', duration: 4000, title: 'Support' },
      ],
    },
  },
];
