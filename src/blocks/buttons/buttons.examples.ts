import type { BlockExample } from '../example';

export const buttonsExamples: BlockExample<'buttons'>[] = [
  {
    id: 'buttons-variants',
    title: 'Gradient, contained and outline',
    data: {
      type: 'buttons',
      buttons: [
        { label: 'Gradient', color: 'primary' },
        { label: 'Contained', variant: 'contained', color: 'success' },
        { label: 'Outline', variant: 'outline', color: 'dark' },
        { label: 'Text only', color: 'none' },
      ],
    },
  },
  {
    id: 'buttons-icons',
    title: 'Sizes, icons, links and states',
    data: {
      type: 'buttons',
      label: 'Account actions',
      align: 'center',
      buttons: [
        { label: 'Small', size: 'sm', icon: 'favorite' },
        {
          label: 'Privacy policy',
          size: 'lg',
          icon: 'arrow_forward',
          iconPosition: 'right',
          href: { route: 'privacy' },
        },
        { label: 'Unavailable', disabled: true, href: '/' },
      ],
    },
  },
];
