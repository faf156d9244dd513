import { definePage } from '../../../schema';
import { portrait } from '../../_people';

export default definePage({
  name: 'virtual-reality',
  meta: {
    title: 'Virtual reality | Brightline Software',
    description: 'A demo dashboard: weather, the day’s agenda, a to-do card, emails, a media player and messages.',
  },
  nav: { title: 'Virtual reality', order: 1 },
  layout: { navbar: { variant: 'light', sticky: true, menus: true } },
  blocks: [
    {
      type: 'widgets',
      heading: 'Hello, Amara',
      level: 'h1',
      image: { src: 'photos/vr-bg', alt: '' },
      widgets: [
        { kind: 'weather', place: 'Today in Berlin', temperature: 28, condition: 'Cloudy', icon: 'cloud' },
        {
          kind: 'agenda',
          title: 'To-do list',
          items: [
            { time: '08:00', title: 'Synk up with the team', platform: 'Hangouts' },
            { time: '09:30', title: 'Gym', platform: 'World Class' },
            { time: '11:00', title: 'Design review', platform: 'Zoom' },
          ],
        },
        { kind: 'tasks', title: 'To do', items: [{ label: 'Shopping' }, { label: 'Meeting' }] },
        { kind: 'emails', title: 'Emails', count: 21, link: { label: 'Check', href: { route: 'presentation' } } },
        {
          kind: 'player',
          songs: [
            { title: 'Life Will Go On', singer: 'The Brightliners' },
            { title: 'Night Shift', singer: 'Sofia Marin' },
            { title: 'Ship It', singer: 'Release Train' },
          ],
        },
        {
          kind: 'messages',
          title: 'Messages',
          items: [
            { image: portrait('Amara Okafor', 'Amara Okafor'), tooltip: '2 New Messages', href: '/' },
            { image: portrait('Lukas Weber', 'Lukas Weber'), tooltip: '1 New Message', href: '/' },
            { image: portrait('Sofia Marin', 'Sofia Marin'), tooltip: '13 New Messages', href: '/' },
            { image: portrait('Daniel Kim', 'Daniel Kim'), tooltip: '7 New Messages', href: '/' },
          ],
        },
      ],
    },
  ],
});
