import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const;
const label = (color: string) => color[0]!.toUpperCase() + color.slice(1);

export default definePage({
  name: 'el-badges',
  meta: { title: 'Badges – Elements', description: 'Gradient, simple and rounded badges in the eight theme colours.' },
  nav: { title: 'Badges', order: 2 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'badges-gradient',
      title: 'Gradient',
      blocks: [
        { type: 'badges', badges: COLORS.map((color) => ({ label: label(color), color, variant: 'gradient' })) },
      ],
    },
    {
      type: 'sample',
      id: 'badges-simple',
      title: 'Simple',
      blocks: [{ type: 'badges', badges: COLORS.map((color) => ({ label: label(color), color })) }],
    },
    {
      type: 'sample',
      id: 'badges-rounded',
      title: 'Rounded',
      blocks: [
        {
          type: 'badges',
          badges: COLORS.map((color) => ({ label: label(color), color, variant: 'gradient', rounded: true })),
        },
      ],
    },
  ],
});
