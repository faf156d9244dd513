import { cardGridExamples } from '../card-grid/card-grid.examples';
import type { BlockExample } from '../example';

export const sampleExamples: BlockExample<'sample'>[] = [
  {
    id: 'sample-cards',
    title: 'Sample with one block',
    data: {
      type: 'sample',
      id: 'sample-cards',
      title: 'Icon cards',
      blocks: [{ ...cardGridExamples[0]!.data, id: 'sample-cards-grid', title: 'Solutions in a sample' }],
    },
  },
  {
    id: 'sample-fixed-height',
    title: 'Sample with a fixed preview height',
    data: {
      type: 'sample',
      id: 'sample-fixed-height',
      title: 'Two sections in a 320 px frame',
      height: 320,
      blocks: [
        { ...cardGridExamples[0]!.data, id: undefined, title: 'First section in a frame' },
        { ...cardGridExamples[1]!.data, id: undefined, title: 'Second section in a frame' },
      ],
    },
  },
];
