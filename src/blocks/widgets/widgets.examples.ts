import type { BlockExample } from '../example';

const portrait = (name: string) => ({ src: `/images/people/${name}.svg`, alt: '', width: 128, height: 128 });

export const widgetsExamples: BlockExample<'widgets'>[] = [
  {
    id: 'widgets-day',
    title: 'A day at a glance',
    data: {
      type: 'widgets',
      heading: 'Good morning',
      image: { src: '/images/headers/waves.svg', alt: '', width: 1600, height: 900 },
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
            { image: { ...portrait('amara-okafor'), alt: 'Amara Okafor' }, tooltip: '2 New Messages', href: '/' },
            { image: { ...portrait('lukas-weber'), alt: 'Lukas Weber' }, tooltip: '1 New Message', href: '/' },
          ],
        },
      ],
    },
  },
];
