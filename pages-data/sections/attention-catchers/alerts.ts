import { definePage, THEME_COLORS } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'ac-alerts',
  meta: {
    title: 'Alerts – Attention Catchers',
    description: 'Alerts in the eight theme colours, with links, with a heading and paragraphs, and a dismissible one.',
  },
  nav: { title: 'Alerts', order: 1 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'alerts-simple',
      title: 'Simple',
      blocks: THEME_COLORS.map((color) => ({
        type: 'alert' as const,
        color,
        content: [`A simple ${color} alert—check it out!`],
      })),
    },
    {
      type: 'sample',
      id: 'alerts-with-links',
      title: 'With links',
      blocks: THEME_COLORS.map((color) => ({
        type: 'alert' as const,
        color,
        content: [
          [
            `A simple ${color} alert with `,
            { text: 'an example link', href: { route: 'privacy' } },
            '. Give it a click if you like.',
          ],
        ],
      })),
    },
    {
      type: 'sample',
      id: 'alerts-with-content',
      title: 'With content',
      blocks: [
        {
          type: 'alert',
          title: 'Well done!',
          content: [
            'Aww yeah, you successfully read this important alert message. This example text is going to run a bit longer so that you can see how spacing within an alert works with this kind of content.',
            'Whenever you need to, be sure to use margin utilities to keep things nice and tidy.',
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'alerts-dismissible',
      title: 'Dismissible warning',
      blocks: [
        {
          type: 'alert',
          color: 'warning',
          dismissible: true,
          content: [[{ bold: 'Holy guacamole!' }, ' You should check in on some of those fields below.']],
        },
      ],
    },
  ],
});
