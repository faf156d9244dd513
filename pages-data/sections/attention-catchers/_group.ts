import { defineGroup } from '../../../schema';

export default defineGroup({
  heading: 'Attention Catchers',
  description: 'Alerts, notifications, modals, tooltips and popovers.',
  order: 4,
});
