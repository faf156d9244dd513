import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { portrait } from '../../_people';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

export default definePage({
  name: 'el-avatars',
  meta: {
    title: 'Avatars – Elements',
    description:
      'Round portraits: an overlapping team group whose names show in tooltips, and six sizes from xs to xxl.',
  },
  nav: { title: 'Avatars', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'avatars-group',
      title: 'Group with tooltips',
      blocks: [
        {
          type: 'avatars',
          group: true,
          items: (['Amara Okafor', 'Lukas Weber', 'Sofia Marin', 'Daniel Kim'] as const).map((name) => ({
            image: portrait(name),
            name,
            href: { route: 'el-tables', hash: '#tables-simple' },
          })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'avatars-sizes',
      title: 'Sizes',
      blocks: [
        {
          type: 'avatars',
          items: SIZES.map((size) => ({ image: portrait('Priya Nair'), name: `Priya Nair, size ${size}`, size })),
        },
      ],
    },
  ],
});
