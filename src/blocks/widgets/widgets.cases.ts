import type { InvalidBlockCase } from '../example';

export const widgetsInvalidCases: InvalidBlockCase<'widgets'>[] = [
  {
    name: 'a card of an unknown kind',
    data: { type: 'widgets', heading: 'Today', widgets: [{ kind: 'clock' }] },
    path: ['widgets', 0, 'kind'],
  },
  {
    name: 'a temperature no weather has',
    data: {
      type: 'widgets',
      heading: 'Today',
      widgets: [{ kind: 'weather', place: 'Berlin', temperature: 1e21, condition: 'Cloudy' }],
    },
    path: ['widgets', 0, 'temperature'],
    message: 'expected a temperature from -100 to 100, found 1e+21',
  },
  {
    name: 'an email count that is not a whole number',
    data: {
      type: 'widgets',
      heading: 'Today',
      widgets: [{ kind: 'emails', title: 'Emails', count: 2.5, link: { href: '/' } }],
    },
    path: ['widgets', 0, 'count'],
    message: 'expected a whole number, found 2.5',
  },
  {
    name: 'a player without songs',
    data: { type: 'widgets', heading: 'Today', widgets: [{ kind: 'player', songs: [] }] },
    path: ['widgets', 0, 'songs'],
  },
];
