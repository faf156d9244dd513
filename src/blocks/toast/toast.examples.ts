import type { BlockExample } from '../example';

export const toastExamples: BlockExample<'toast'>[] = [
  {
    id: 'toast-basic',
    title: 'Toast basic',
    data: {
      type: 'toast',
      title: 'Material Kit',
      date: '11 mins ago',
      description: 'Hello, world! This is a notification message.',
      icon: 'notifications',
      trigger: 'Show toast',
    },
  },
  {
    id: 'toast-message',
    title: 'Toast message',
    data: {
      type: 'toast',
      title: 'Message sent',
      date: '11 mins ago',
      description: 'Your message reached the team; expect a reply within 24 hours.',
      icon: 'mail',
      color: 'info',
      trigger: 'Show message toast',
    },
  },
];
