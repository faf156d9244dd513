import type { InvalidBlockCase } from '../example';

export const logosInvalidCases: InvalidBlockCase<'logos'>[] = [
  {
    name: 'a logo row without logos',
    data: { type: 'logos', logos: [] },
    path: ['logos'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a logo from another site',
    data: {
      type: 'logos',
      logos: [{ name: 'Acme', image: { src: 'https://cdn.example/acme.svg' } }],
    },
    path: ['logos', 0, 'image', 'src'],
    message: /^unknown image "https:\/\/cdn\.example\/acme\.svg"\./,
  },
];
