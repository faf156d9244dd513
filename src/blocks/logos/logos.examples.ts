import type { BlockExample } from '../example';

const logo = (name: string, file: string) => ({
  name,
  image: { src: `/images/partners/${file}.svg`, width: 240, height: 60 },
});

export const logosExamples: BlockExample<'logos'>[] = [
  {
    id: 'logos-row',
    title: 'Partner logos',
    data: {
      type: 'logos',
      heading: 'Trusted by teams around the world',
      logos: [logo('Northwind', 'northwind'), logo('Bluepeak', 'bluepeak'), logo('Lumen Labs', 'lumen-labs')],
    },
  },
  {
    id: 'logos-counters',
    title: 'Partner logos with counters',
    data: {
      type: 'logos',
      cards: true,
      logos: [logo('Orbitron', 'orbitron'), logo('Quayside', 'quayside'), logo('Vertex Bank', 'vertex-bank')],
      counters: [
        { count: 5234, title: 'Projects' },
        { count: 3400, suffix: '+', title: 'Hours of support' },
        { count: 24, suffix: '/7', duration: 4000, title: 'Support' },
      ],
    },
  },
];
