import { definePage } from '../../../schema';
import type { ImageId } from '../../../schema/images';

const photo = (src: ImageId, alt: string) => ({ src, alt });

export default definePage({
  name: 'landing-coworking',
  meta: {
    title: 'Your Perfect Place for Work | Brightline Software',
    description:
      'A demo co-working landing page: flexible desks and private offices, what members say, who we are and where to find us.',
  },
  nav: { title: 'Co-working', order: 1 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/lounge-meeting', alt: '' },
      title: 'Your Perfect Place for Work',
      description:
        'Quiet desks, fast internet and meeting rooms in the heart of the city, from one day to a whole year.',
      actions: [
        { label: 'Get Started', href: '#places', color: 'white', variant: 'contained' },
        {
          label: 'Read more',
          about: 'everything a workspace includes',
          href: '#information',
          color: 'white',
          variant: 'outline',
        },
      ],
      minHeight: '75vh',
    },
    {
      type: 'card-grid',
      id: 'information',
      title: 'Everything you need to get work done',
      description: 'Bring your laptop; we take care of the rest.',
      columns: 3,
      cards: [
        {
          icon: 'wifi',
          title: 'Fast, secure internet',
          description: 'Fibre connection with a private network for every team.',
        },
        {
          icon: 'meeting_room',
          title: 'Meeting rooms',
          description: 'Rooms for two to twelve people, booked by the hour from your phone.',
          color: 'info',
        },
        {
          icon: 'schedule',
          title: 'Open 24/7',
          description: 'Your access card works day and night, every day of the year.',
          color: 'success',
        },
      ],
    },
    {
      type: 'reviews',
      id: 'testimonial',
      heading: 'What our members say',
      columns: 1,
      reviews: [
        {
          rating: 5,
          review:
            'We moved our team of six here last spring. The space is calm, the coffee is good and we never have to think about the office again.',
          author: {
            name: 'Daniel Kim',
            image: { src: 'people/man-sunglasses', alt: '' },
            date: 'Member since 2024',
          },
          variant: 'gradient',
          color: 'dark',
        },
      ],
    },
    {
      type: 'content',
      id: 'about-us',
      title: 'About us',
      text: [
        'We started as a small software team looking for a place to work. Now we run spaces where freelancers, start-ups and remote teams work side by side.',
      ],
      image: { src: 'photos/meeting', alt: 'Two people working at a shared desk' },
      items: [
        { icon: 'groups', title: 'A community', description: 'Talks, lunches and workshops every month.' },
        { icon: 'support_agent', title: 'Help on site', description: 'Our staff fix the printer and more.' },
      ],
    },
    {
      type: 'place-cards',
      id: 'places',
      heading: 'Our places',
      description: 'Pick the space that suits the way you work.',
      cards: [
        {
          image: photo('photos/office-empty', 'Desks by a window in an open workspace'),
          categories: [
            { label: 'Hot desk', icon: 'desk' },
            { label: '1 person', icon: 'person' },
          ],
          title: 'Open workspace',
          description: 'Take any free desk in the open area, with lockers and phone booths nearby.',
        },
        {
          image: photo('photos/team-laptops', 'A team at their laptops around shared tables'),
          categories: [
            { label: 'Private office', icon: 'meeting_room' },
            { label: '4 people', icon: 'group' },
          ],
          title: 'Team loft',
          description: 'A lockable office for a small team, with its own whiteboard wall.',
        },
        {
          image: photo('photos/skyline', 'The city skyline at sunset, seen from the terrace'),
          categories: [
            { label: 'Event space', icon: 'event' },
            { label: '40 people', icon: 'groups' },
          ],
          title: 'Rooftop hall',
          description: 'Host a meetup or a launch, with a screen, sound and a view over the city.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'start',
      title: 'Ready to work with us?',
      description: 'Book a free day pass and see if our space suits you.',
      tone: 'gradient',
      actions: [{ label: 'Start Now', href: { route: 'signup-cover' }, color: 'white', variant: 'contained' }],
    },
  ],
});
