import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'dark'] as const;
const label = (color: string) => color[0]!.toUpperCase() + color.slice(1);

export default definePage({
  name: 'el-progress-bars',
  meta: {
    title: 'Progress Bars – Elements',
    description:
      'Progress bars in seven colours at 50 percent, simple and gradient, a range slider and a single slider.',
  },
  nav: { title: 'Progress Bars', order: 7 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'progress-bars-simple',
      title: 'Simple',
      blocks: COLORS.map((color) => ({ type: 'progress' as const, color, value: 50, label: label(color) })),
    },
    {
      type: 'sample',
      id: 'progress-bars-gradient',
      title: 'Gradient',
      blocks: COLORS.map((color) => ({
        type: 'progress' as const,
        variant: 'gradient' as const,
        color,
        value: 50,
        label: label(color),
      })),
    },
    {
      type: 'sample',
      id: 'progress-bars-range-slider',
      title: 'Range slider',
      blocks: [{ type: 'slider', label: 'Price range', start: [30, 80] }],
    },
    {
      type: 'sample',
      id: 'progress-bars-single-slider',
      title: 'Single slider without tooltip',
      blocks: [{ type: 'slider', label: 'Volume', start: 50, tooltips: false }],
    },
  ],
});
