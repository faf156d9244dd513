import type { BlockInput } from '../../../schema/blocks';
import type { InvalidBlockCase } from '../example';

const cardGrid: BlockInput<'card-grid'> = {
  type: 'card-grid',
  title: 'Services',
  cards: [{ icon: 'cloud', title: 'Cloud' }],
};

export const cardGridInvalidCases: InvalidBlockCase<'card-grid'>[] = [
  {
    name: 'no cards',
    data: { ...cardGrid, cards: [] },
    path: ['cards'],
    message: 'expected at least 1 item, found none',
  },
  {
    name: 'five columns',
    data: { ...cardGrid, columns: 5 },
    path: ['columns'],
    message: 'expected 2, 3 or 4, found 5',
  },
  {
    name: 'a misspelt field on a card',
    data: { ...cardGrid, cards: [{ icon: 'cloud', title: 'Cloud', colour: 'info' }] },
    path: ['cards', 0, 'colour'],
    message: /unknown field "colour"\. Did you mean `color`\?/,
  },
];
