import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'danger', 'light', 'dark', 'white'] as const;
const label = (color: string) => color[0]!.toUpperCase() + color.slice(1);

export default definePage({
  name: 'el-buttons',
  meta: {
    title: 'Buttons – Elements',
    description: 'Gradient, contained and outline buttons in every colour, three sizes, and buttons with icons.',
  },
  nav: { title: 'Buttons', order: 4 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'buttons-gradient',
      title: 'Gradient',
      blocks: [{ type: 'buttons', buttons: COLORS.map((color) => ({ label: label(color), color })) }],
    },
    {
      type: 'sample',
      id: 'buttons-contained',
      title: 'Contained',
      blocks: [
        { type: 'buttons', buttons: COLORS.map((color) => ({ label: label(color), color, variant: 'contained' })) },
      ],
    },
    {
      type: 'sample',
      id: 'buttons-outline',
      title: 'Outline',
      blocks: [
        {
          type: 'buttons',
          // Light and white outlines are made for dark backgrounds.
          buttons: COLORS.filter((color) => color !== 'white' && color !== 'light').map((color) => ({
            label: label(color),
            color,
            variant: 'outline',
          })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'buttons-sizes',
      title: 'Sizes',
      blocks: [
        {
          type: 'buttons',
          buttons: [{ label: 'Small', size: 'sm' }, { label: 'Default' }, { label: 'Large', size: 'lg' }],
        },
      ],
    },
    {
      type: 'sample',
      id: 'buttons-icons',
      title: 'With icons',
      blocks: [
        {
          type: 'buttons',
          buttons: [
            { label: 'Icon left', icon: 'favorite' },
            { label: 'Icon right', icon: 'arrow_forward', iconPosition: 'right', color: 'dark' },
          ],
        },
      ],
    },
  ],
});
