import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'ac-modals',
  meta: {
    title: 'Modals – Attention Catchers',
    description: 'A simple dialog with Close and Save changes, and a danger notification with Ok, Got it and Close.',
  },
  nav: { title: 'Modals', order: 3 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'modals-simple',
      title: 'Simple modal',
      blocks: [
        {
          type: 'modal',
          trigger: { label: 'Launch demo modal', color: 'success' },
          title: 'Your modal title',
          body: [
            'Society has put up so many boundaries, so many limitations on what’s right and wrong that it’s almost impossible to get a pure thought out.',
            'Take your time: nothing is saved until you choose Save changes.',
          ],
          buttons: [
            { label: 'Close', color: 'dark' },
            { label: 'Save changes', color: 'primary' },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'modals-notification',
      title: 'Danger notification',
      blocks: [
        {
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
      ],
    },
  ],
});
