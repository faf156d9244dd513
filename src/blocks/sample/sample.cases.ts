import type { BlockInput } from '../../../schema/blocks';
import type { InvalidBlockCase } from '../example';

const hero: BlockInput<'hero'> = { type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Welcome' };

export const sampleInvalidCases: InvalidBlockCase<'sample'>[] = [
  {
    name: 'a sample without blocks',
    data: { type: 'sample', id: 'empty', title: 'Empty', blocks: [] },
    path: ['blocks'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'a sample inside a sample',
    data: {
      type: 'sample',
      id: 'outer',
      title: 'Outer',
      blocks: [{ type: 'sample', id: 'inner', title: 'Inner', blocks: [hero] }],
    },
    path: ['blocks', 0, 'type'],
    message: /unknown block type "sample"/,
  },
  {
    name: 'a sample without its anchor id',
    data: { type: 'sample', title: 'No id', blocks: [hero] },
    path: ['id'],
    message: /missing required field "id"/,
  },
];
