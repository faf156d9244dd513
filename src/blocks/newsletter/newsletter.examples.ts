import type { BlockExample } from '../example';

export const newsletterExamples: BlockExample<'newsletter'>[] = [
  {
    id: 'newsletter-image',
    title: 'With a picture',
    data: {
      type: 'newsletter',
      title: 'Be the first to see the news',
      description: 'Release notes, case studies and events, once a month. Unsubscribe at any time.',
      email: { label: 'Email Here...', placeholder: 'name@example.com' },
      image: { src: 'photos/desk-from-above', alt: '' },
    },
  },
  {
    id: 'newsletter-centered',
    title: 'Centered',
    data: {
      type: 'newsletter',
      title: 'Subscribe to our newsletter',
      email: { label: 'Your email', name: 'newsletterEmail' },
      button: 'Sign me up',
      align: 'center',
    },
  },
];
