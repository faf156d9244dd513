import { definePage } from '../../../schema';
import { type Person, portrait } from '../../_people';
import { PARTNERS } from '../../_partners';

type Network = 'linkedin' | 'github' | 'twitter';

const member = (name: Person, label: string, description: string, networks: Network[]) => ({
  image: portrait(name),
  name,
  position: { label, color: 'info' as const },
  description,
  socials: networks.map((network) => ({ network, href: `https://www.${network}.com/` })),
});

export default definePage({
  name: 'about-us',
  meta: {
    title: 'About Us | Brightline Software',
    description:
      'Meet the team behind Brightline Software: consultants, developers and testers who build and run software for businesses since 2024.',
    // Shared with a photo of the team rather than the drawn card: the page is about people.
    image: { src: 'photos/team-laptops', alt: 'Five colleagues working together at a long table of laptops' },
  },
  nav: { title: 'About Us', order: 1 },
  layout: {
    navbar: {
      variant: 'transparent',
      menus: true,
      action: { label: 'Buy Now', href: { route: 'pricing' }, color: 'primary', size: 'sm' },
    },
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/team-laptops', alt: '' },
      title: 'Work with an amazing',
      // Spec §4: the about page's typed words.
      typed: { words: ['team', 'design', 'tool'] },
      description:
        'We are consultants, developers and testers who plan, build and run the software your business depends on.',
      actions: [{ label: 'Create Account', href: { route: 'signup-cover' }, color: 'white', variant: 'contained' }],
      socials: {
        links: [
          { network: 'facebook', href: 'https://www.facebook.com/' },
          { network: 'instagram', href: 'https://www.instagram.com/' },
          { network: 'twitter', href: 'https://twitter.com/' },
          { network: 'google', href: 'https://www.google.com/' },
        ],
      },
      minHeight: '75vh',
    },
    {
      type: 'card-grid',
      id: 'features',
      title: 'Why companies work with us',
      description: 'One team covers the whole life of your software, from the first workshop to support in production.',
      columns: 4,
      cardStyle: 'tinted',
      cards: [
        {
          icon: 'menu_book',
          title: 'Full documentation',
          description: 'Every delivery comes with architecture notes, user guides and a record of decisions.',
        },
        {
          icon: 'rocket_launch',
          title: 'Fast releases',
          description: 'New versions every 2-3 weeks and minor updates several times a day.',
        },
        {
          icon: 'savings',
          title: 'Save time and money',
          description: 'Proven building blocks and automated tests keep projects on budget.',
        },
        {
          icon: 'devices',
          title: 'Fully responsive',
          description: 'Applications that work on every screen, from phones to large monitors.',
        },
      ],
    },
    {
      type: 'team',
      heading: 'The Executive Team',
      description: 'The people who answer for your project, from the first call to the last release.',
      layout: 'horizontal',
      tone: 'dark',
      members: [
        member('Amara Okafor', 'Chief executive', 'Founded the company in 2024 after ten years of consulting.', [
          'linkedin',
          'twitter',
        ]),
        member('Lukas Weber', 'Chief technology officer', 'Keeps releases coming every 2-3 weeks.', [
          'linkedin',
          'github',
        ]),
        member('Sofia Marin', 'Head of delivery', 'Plans the projects and the people on them.', ['linkedin']),
        member('Daniel Kim', 'Head of support', 'Runs the 24/7 help desk and its monitoring.', ['linkedin', 'twitter']),
      ],
    },
    {
      type: 'content',
      id: 'how-we-work',
      title: 'Built to stay with you',
      text: [
        'Most of our clients came for one project and stayed for years. We write down what we build, hand over what you want to run yourself, and keep the rest running around the clock.',
        {
          list: [
            'A named team that knows your systems',
            'Releases you can plan a quarter ahead',
            'One contract from consulting to support',
          ],
        },
      ],
      image: { src: 'photos/meeting', alt: 'Two colleagues reviewing a plan at a shared desk' },
      imageSide: 'right',
    },
    {
      type: 'logos',
      heading: 'Trusted by teams around the world',
      description: 'Banks, logistics companies and software makers build, test and run their software with us.',
      logos: PARTNERS,
      // Spec §9: the about page's counters.
      counters: [
        { count: 5234, title: 'Projects', description: 'Delivered for clients, large and small.' },
        { count: 3400, suffix: '+', title: 'Hours', description: 'Of support given every month.' },
        {
          count: 24,
          suffix: '/7',
          duration: 4000,
          title: 'Support',
          description: 'In-house help desk and monitoring.',
        },
      ],
    },
    {
      type: 'newsletter',
      title: 'Be the first to see the news',
      description: 'Release notes, case studies and events, once a month. Unsubscribe at any time.',
      email: { label: 'Email', placeholder: 'name@example.com' },
      image: { src: 'photos/desk-from-above', alt: '' },
    },
  ],
});
