import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';

export const widgetsExamples: BlockExample<'widgets'>[] = [
  {
    id: 'widgets-day',
    title: 'A day at a glance',
    data: {
      type: 'widgets',
      heading: 'Good morning',
      image: { src: 'photos/vr-bg', alt: '' },
      widgets: [
        { kind: 'weather', place: 'Berlin', temperature: 28, condition: 'Cloudy' },
        {
          kind: 'agenda',
          title: 'Today',
          items: [
            { time: '08:00', title: 'Stand-up with the team', platform: 'Video call' },
            { time: '11:30', title: 'Release review', platform: 'Room 2' },
          ],
        },
        { kind: 'tasks', title: 'To do', items: [{ label: 'Shopping' }, { label: 'Meeting', done: true }] },
        { kind: 'emails', title: 'Emails', count: 21, link: { href: '/privacy' } },
        {
          kind: 'player',
          songs: [
            { title: 'Night Drive', singer: 'The Brightliners' },
            { title: 'Morning Light', singer: 'Sofia Marin' },
          ],
        },
        {
          kind: 'messages',
          title: 'Messages',
          items: [
            { image: { ...portrait('Amara Okafor'), alt: 'Amara Okafor' }, tooltip: '2 New Messages', href: '/' },
            { image: { ...portrait('Lukas Weber'), alt: 'Lukas Weber' }, tooltip: '1 New Message', href: '/' },
          ],
        },
      ],
    },
  },
];
