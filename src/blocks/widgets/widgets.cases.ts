import type { InvalidBlockCase } from '../example';

export const widgetsInvalidCases: InvalidBlockCase<'widgets'>[] = [
  {
    name: 'a card of an unknown kind',
    data: { type: 'widgets', heading: 'Today', widgets: [{ kind: 'clock' }] },
    path: ['widgets', 0, 'kind'],
  },
  {
    name: 'a player without songs',
    data: { type: 'widgets', heading: 'Today', widgets: [{ kind: 'player', songs: [] }] },
    path: ['widgets', 0, 'songs'],
  },
];
