import type { BlockExample } from '../example';

// Spec §2 (Progress Bars page) and §9: a range slider from 30 to 80, a single slider at 50 without tooltip.
export const sliderExamples: BlockExample<'slider'>[] = [
  {
    id: 'slider-range',
    title: 'Range slider',
    data: { type: 'slider', label: 'Price range', start: [30, 80] },
  },
  {
    id: 'slider-single',
    title: 'Single slider without tooltip',
    data: { type: 'slider', label: 'Volume', start: 50, tooltips: false },
  },
];
