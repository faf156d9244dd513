import type { InvalidBlockCase } from '../example';

export const teamInvalidCases: InvalidBlockCase<'team'>[] = [
  {
    name: 'a member without a position',
    data: {
      type: 'team',
      heading: 'Team',
      members: [{ image: { src: 'brand/logo', alt: '' }, name: 'A' }],
    },
    path: ['members', 0, 'position'],
    message: /missing required field "position"/,
  },
  {
    name: 'a social link to an unknown network',
    data: {
      type: 'team',
      heading: 'Team',
      members: [
        {
          image: { src: 'brand/logo', alt: '' },
          name: 'A',
          position: { label: 'CEO' },
          socials: [{ network: 'myspace', href: 'https://myspace.com/' }],
        },
      ],
    },
    path: ['members', 0, 'socials', 0, 'network'],
  },
];
