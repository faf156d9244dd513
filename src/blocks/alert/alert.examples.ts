import { THEME_COLORS } from '../../../schema/primitives';
import type { BlockExample } from '../example';

// Spec §2 (Alerts): simple, with links, with content, dismissible warning; colours as in §9.
export const alertExamples: BlockExample<'alert'>[] = [
  ...THEME_COLORS.map((color) => ({
    id: `alert-${color}`,
    title: `Simple ${color} alert`,
    data: { type: 'alert' as const, color, content: [`A simple ${color} alert—check it out!`] },
  })),
  {
    id: 'alert-with-links',
    title: 'Alert with links',
    data: {
      type: 'alert',
      color: 'primary',
      fontWeight: 'medium',
      content: [
        [
          'A simple primary alert with ',
          { text: 'an example link', href: '#alert-with-links' },
          '. Give it a click if you like.',
        ],
      ],
    },
  },
  {
    id: 'alert-with-content',
    title: 'Alert with content',
    data: {
      type: 'alert',
      title: 'Well done!',
      content: [
        'Aww yeah, you successfully read this important alert message. This example text is going to run a bit longer so that you can see how spacing within an alert works with this kind of content.',
        'Whenever you need to, be sure to use margin utilities to keep things nice and tidy.',
      ],
    },
  },
  {
    id: 'alert-dismissible',
    title: 'Dismissible warning alert',
    data: {
      type: 'alert',
      color: 'warning',
      dismissible: true,
      content: [[{ bold: 'Holy guacamole!' }, ' You should check in on some of those fields below.']],
    },
  },
];
