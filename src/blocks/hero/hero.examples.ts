import type { BlockExample } from '../example';

export const heroExamples: BlockExample<'hero'>[] = [
  {
    id: 'header-image',
    title: 'Header with background image',
    data: {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'IT consulting and software development',
      description: 'We plan, build, test and run the software your business depends on.',
      actions: [
        {
          label: 'Our Service',
          href: { route: 'presentation', hash: '#secOurService' },
          color: 'white',
          variant: 'contained',
        },
        { label: 'Privacy Policy', href: { route: 'privacy' }, color: 'white', variant: 'outline' },
      ],
    },
  },
  {
    id: 'header-left',
    title: 'Left-aligned header without mask',
    data: {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: 'Network of connected points' },
      title: 'Work with us',
      center: false,
      mask: false,
      minHeight: '50vh',
    },
  },
  {
    id: 'header-typed',
    title: 'Header with typed words, as a card',
    data: {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Our experts are great at',
      level: 'h2',
      typed: { words: ['web development', 'mobile development', 'web design'] },
      minHeight: '50vh',
      fullWidth: false,
    },
  },
  {
    id: 'header-navbar',
    title: 'Header with a Buy Now navbar',
    data: {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Build with us',
      level: 'h2',
      navbar: {
        label: 'Header navbar',
        brand: { text: 'Brightline', href: { route: 'presentation' } },
        links: [{ label: 'Home', href: { route: 'presentation' } }],
        action: { label: 'Buy Now', href: { route: 'presentation' }, color: 'white', variant: 'contained', size: 'sm' },
        variant: 'transparent',
      },
    },
  },
  {
    id: 'header-typed-socials',
    title: 'Header with typed words, a button and social links',
    data: {
      type: 'hero',
      image: { src: 'photos/team-laptops', alt: '' },
      title: 'Work with an amazing',
      level: 'h2',
      typed: { words: ['team', 'design', 'tool'] },
      actions: [{ label: 'Create Account', href: { route: 'privacy' }, color: 'white', variant: 'contained' }],
      socials: {
        links: [
          { network: 'facebook', href: 'https://www.facebook.com/' },
          { network: 'linkedin', href: 'https://www.linkedin.com/' },
        ],
      },
      center: false,
    },
  },
];
