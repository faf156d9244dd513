import type { BlockExample } from '../example';

export const ctaExamples: BlockExample<'cta'>[] = [
  {
    id: 'cta-buttons',
    title: 'Light call to action with buttons',
    data: {
      type: 'cta',
      title: 'Ready to start your project?',
      description: 'Tell us what you need; we reply within 24 hours.',
      icon: 'rocket_launch',
      actions: [
        { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
        { label: 'Our Service', href: { route: 'presentation', hash: '#secOurService' }, variant: 'outline' },
      ],
    },
  },
  {
    id: 'cta-signup',
    title: 'Dark call to action with an email signup',
    data: {
      type: 'cta',
      title: 'Get the release notes',
      description: 'A short email every two to three weeks, when a new version ships.',
      tone: 'dark',
      signup: {},
    },
  },
  {
    id: 'cta-image',
    title: 'Gradient call to action with a picture',
    data: {
      type: 'cta',
      title: 'Ship faster with a cloud-native team',
      tone: 'gradient',
      image: { src: 'illustrations/rocket', alt: 'A rocket taking off' },
      actions: [{ label: 'Privacy Policy', href: { route: 'privacy' }, color: 'white', variant: 'contained' }],
    },
  },
];
