import type { BlockExample } from '../example';

const portrait = (name: string) => ({
  src: `/images/people/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`,
  alt: '',
  width: 128,
  height: 128,
});
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

// Spec §2 (Avatars): a group with tooltips showing four team member names, and the sizes xs to xxl.
export const avatarsExamples: BlockExample<'avatars'>[] = [
  {
    id: 'avatars-group',
    title: 'Group with tooltips',
    data: {
      type: 'avatars',
      group: true,
      items: ['Amara Okafor', 'Lukas Weber', 'Sofia Marin', 'Daniel Kim'].map((name) => ({
        image: portrait(name),
        name,
        href: { route: 'presentation', hash: '#secOurService' },
      })),
    },
  },
  {
    id: 'avatars-sizes',
    title: 'Sizes',
    data: {
      type: 'avatars',
      items: SIZES.map((size) => ({ image: portrait('Priya Nair'), name: `Priya Nair, size ${size}`, size })),
    },
  },
  {
    id: 'avatars-group-unlinked',
    title: 'Group without links',
    data: {
      type: 'avatars',
      group: true,
      size: 'sm',
      items: ['Elena Petrova', 'Noah Fischer'].map((name) => ({ image: portrait(name), name })),
    },
  },
];
