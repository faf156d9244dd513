import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'inputareas-newsletter',
  meta: {
    title: 'Newsletters – Input Areas',
    description: 'Newsletter sign-ups: an email field and a button, beside a picture or centred.',
  },
  nav: { title: 'Newsletters', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'newsletter-1',
      title: 'Newsletter with a picture',
      blocks: [
        {
          type: 'newsletter',
          title: 'Be the first to see the news',
          description:
            'Your company may not be in the software business, but eventually, a software company will be in your business.',
          email: { label: 'Email Here...', placeholder: 'name@example.com' },
          image: { src: 'photos/desk-from-above', alt: '' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'newsletter-2',
      title: 'Centered newsletter',
      blocks: [
        {
          type: 'newsletter',
          title: 'Subscribe to our newsletter',
          description: 'Release notes, case studies and events, once a month. Unsubscribe at any time.',
          email: { label: 'Your email' },
          align: 'center',
        },
      ],
    },
  ],
});
