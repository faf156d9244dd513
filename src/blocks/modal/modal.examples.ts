import type { BlockExample } from '../example';

export const modalExamples: BlockExample<'modal'>[] = [
  {
    id: 'modal-simple',
    title: 'Simple modal',
    data: {
      type: 'modal',
      trigger: { label: 'Launch demo modal', color: 'success' },
      title: 'Your modal title',
      body: [
        'Society has put up so many boundaries, so many limitations on what’s right and wrong that it’s almost impossible to get a pure thought out.',
      ],
      buttons: [
        { label: 'Close', color: 'dark' },
        { label: 'Save changes', color: 'primary' },
      ],
    },
  },
  {
    id: 'modal-notification',
    title: 'Danger notification',
    data: {
      type: 'modal',
      trigger: { label: 'Show notification', color: 'danger' },
      title: 'Your attention is required',
      variant: 'notification',
      icon: 'notifications_active',
      heading: 'You should read this!',
      body: ['A small river named Duden flows by their place and supplies it with the necessary regelialia.'],
      buttons: [
        { label: 'Ok, Got it', color: 'white', variant: 'contained' },
        { label: 'Close', color: 'none' },
      ],
    },
  },
];
