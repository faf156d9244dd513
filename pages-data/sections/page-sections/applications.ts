import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-applications',
  meta: {
    title: 'Applications – Page Sections',
    description: 'Sections promoting a mobile or desktop app, with store and download buttons.',
  },
  nav: { title: 'Applications', order: 10 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'application-1',
      title: 'Mobile app with store buttons',
      blocks: [
        {
          type: 'app-promo',
          eyebrow: 'Mobile app',
          title: 'Your finances in your pocket',
          description: 'Follow income, expenses and transactions wherever you are, in more than 120 currencies.',
          features: ['Every transaction in one list', 'Reports by month and category', 'Help desk around the clock'],
          actions: [
            { label: 'App Store', href: { route: 'presentation' }, icon: 'shop', color: 'dark', variant: 'contained' },
            {
              label: 'Google Play',
              href: { route: 'presentation' },
              icon: 'android',
              color: 'dark',
              variant: 'outline',
            },
          ],
          image: { src: 'apps/phone', alt: 'The app on a phone: the balance, this week’s spending and transactions' },
          frame: 'phone',
        },
      ],
    },
    {
      type: 'sample',
      id: 'application-2',
      title: 'Dark desktop app with a download button',
      blocks: [
        {
          type: 'app-promo',
          eyebrow: 'Desktop app',
          title: 'Work faster on the big screen',
          description: 'The same data on Windows, macOS and Linux, with a new version every two to three weeks.',
          actions: [
            {
              label: 'Download',
              href: { route: 'presentation' },
              icon: 'download',
              color: 'white',
              variant: 'contained',
            },
          ],
          image: { src: 'apps/desktop', alt: 'The app’s dashboard in a desktop window' },
          frame: 'window',
          imagePosition: 'start',
          tone: 'dark',
        },
      ],
    },
  ],
});
