import avatarsPage from '../../../pages-data/sections/elements/avatars';
import { type BlockExample, samplesOf } from '../example';
import { portrait } from '../../../pages-data/_people';

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
        { image: portrait('Elena Petrova'), name: 'Elena Petrova' },
        { image: portrait('Noah Fischer'), name: 'Noah Fischer' },
      ],
    },
  },
];
