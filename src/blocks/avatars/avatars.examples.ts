import avatarsPage from '../../../pages-data/sections/elements/avatars';
import { type BlockExample, samplesOf } from '../example';

const portrait = (slug: string) => ({ src: `/images/people/${slug}.svg`, alt: '', width: 128, height: 128 });

// Spec §2 (Avatars): the showcase's group with tooltips and sizes xs to xxl, then a group without links.
export const avatarsExamples: BlockExample<'avatars'>[] = [
  ...samplesOf(avatarsPage, 'avatars'),
  {
    id: 'avatars-group-unlinked',
    title: 'Group without links',
    data: {
      type: 'avatars',
      group: true,
      size: 'sm',
      items: [
        { image: portrait('elena-petrova'), name: 'Elena Petrova' },
        { image: portrait('noah-fischer'), name: 'Noah Fischer' },
      ],
    },
  },
];
