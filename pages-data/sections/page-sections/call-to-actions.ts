import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-call-to-actions',
  meta: {
    title: 'Call to Actions – Page Sections',
    description: 'Sections before the footer that ask the reader to take the next step.',
  },
  nav: { title: 'Call to Actions', order: 9 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'prefooter-1',
      title: 'Call to action with buttons',
      blocks: [
        {
          type: 'cta',
          title: 'Ready to start your project?',
          description: 'Tell us what you need and we reply within 24 hours.',
          icon: 'rocket_launch',
          actions: [
            { label: 'Contact Us', href: { route: 'presentation', hash: '#secContactUs' } },
            {
              label: 'Our Service',
              href: { route: 'presentation', hash: '#secOurService' },
              variant: 'outline',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'prefooter-2',
      title: 'Dark call to action with an email signup',
      blocks: [
        {
          type: 'cta',
          title: 'Be the first to see the news',
          description:
            'Join 40,000 subscribers and get a short note when a new version ships, every two to three weeks.',
          tone: 'dark',
          signup: { label: 'Your email address', button: 'Subscribe' },
        },
      ],
    },
    {
      type: 'sample',
      id: 'prefooter-3',
      title: 'Gradient call to action with a picture',
      blocks: [
        {
          type: 'cta',
          title: 'Ship faster with a cloud-native team',
          description: 'New versions every two to three weeks, minor updates several times a day.',
          tone: 'gradient',
          image: { src: 'illustrations/rocket', alt: 'A rocket taking off' },
          actions: [
            { label: 'Start Now', href: { route: 'presentation' }, color: 'white', variant: 'contained' },
            { label: 'Privacy Policy', href: { route: 'privacy' }, color: 'white', variant: 'outline' },
          ],
        },
      ],
    },
  ],
});
