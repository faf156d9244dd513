import type { BlockExample } from '../example';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const POPOVER_TEXT = 'That’s the main thing people are controlled by! Thoughts - their perception of themselves!';

export const tooltipsExamples: BlockExample<'tooltips'>[] = [
  {
    id: 'tooltips-placements',
    title: 'Tooltips',
    data: {
      type: 'tooltips',
      kind: 'tooltip',
      items: SIDES.map((side) => ({ label: `Tooltip on ${side}`, text: `Tooltip on ${side}`, placement: side })),
    },
  },
  {
    id: 'popovers-placements',
    title: 'Popovers',
    data: {
      type: 'tooltips',
      kind: 'popover',
      items: SIDES.map((side) => ({
        label: `Popover on ${side}`,
        title: `Popover on ${side}`,
        text: POPOVER_TEXT,
        placement: side,
      })),
    },
  },
];
