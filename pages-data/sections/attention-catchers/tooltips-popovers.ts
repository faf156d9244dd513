import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export default definePage({
  name: 'ac-tooltips-popovers',
  meta: {
    title: 'Tooltips & Popovers – Attention Catchers',
    description: 'Tooltips on hover and focus and popovers on click, each placed on the top, right, bottom and left.',
  },
  nav: { title: 'Tooltips & Popovers', order: 4 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'tooltips-popovers-tooltips',
      title: 'Tooltips',
      blocks: [
        {
          type: 'tooltips',
          kind: 'tooltip',
          items: SIDES.map((side) => ({ label: `Tooltip on ${side}`, text: `Tooltip on ${side}`, placement: side })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'tooltips-popovers-popovers',
      title: 'Popovers',
      blocks: [
        {
          type: 'tooltips',
          kind: 'popover',
          items: SIDES.map((side) => ({
            label: `Popover on ${side}`,
            title: `Popover on ${side}`,
            text: 'That’s the main thing people are controlled by! Thoughts - their perception of themselves!',
            placement: side,
          })),
        },
      ],
    },
  ],
});
