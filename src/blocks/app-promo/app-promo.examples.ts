import type { BlockExample } from '../example';

export const appPromoExamples: BlockExample<'app-promo'>[] = [
  {
    id: 'app-promo-phone',
    title: 'Mobile app with store buttons',
    data: {
      type: 'app-promo',
      eyebrow: 'Mobile app',
      title: 'Track your finances on the go',
      description: 'Income, expenses and transactions in one place.',
      features: ['Works offline', 'Support around the clock'],
      actions: [
        { label: 'App Store', href: { route: 'presentation' }, icon: 'shop', color: 'dark', variant: 'contained' },
        { label: 'Google Play', href: { route: 'presentation' }, icon: 'android', color: 'dark', variant: 'outline' },
      ],
      image: { src: 'apps/phone', alt: 'The app on a phone' },
      frame: 'phone',
    },
  },
  {
    id: 'app-promo-desktop',
    title: 'Dark desktop app, picture first',
    data: {
      type: 'app-promo',
      title: 'The desktop app',
      actions: [
        { label: 'Download', href: { route: 'privacy' }, icon: 'download', color: 'white', variant: 'contained' },
      ],
      image: { src: 'apps/desktop', alt: 'The app in a desktop window' },
      frame: 'window',
      imagePosition: 'start',
      tone: 'dark',
    },
  },
];
