import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'ac-notifications',
  meta: {
    title: 'Notifications – Attention Catchers',
    description: 'Toasts: a basic notification and a message, each opened by its button and closed by its close icon.',
  },
  nav: { title: 'Notifications', order: 2 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'notifications-toast-basic',
      title: 'Toast basic',
      blocks: [
        {
          type: 'toast',
          title: 'Material Kit',
          date: '11 mins ago',
          description: 'Hello, world! This is a notification message.',
          icon: 'notifications',
          trigger: 'Show toast',
        },
      ],
    },
    {
      type: 'sample',
      id: 'notifications-toast-message',
      title: 'Toast message',
      blocks: [
        {
          type: 'toast',
          title: 'Message sent',
          date: '11 mins ago',
          description: 'Your message reached the team; expect a reply within 24 hours.',
          icon: 'mail',
          color: 'info',
          trigger: 'Show message toast',
        },
      ],
    },
  ],
});
