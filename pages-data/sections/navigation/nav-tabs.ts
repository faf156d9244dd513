import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'navigation-navtabs',
  meta: {
    title: 'Nav Tabs – Navigation',
    description: 'Tabs that switch panels: simple pills, tabs with icons, and vertical tabs beside their panels.',
  },
  nav: { title: 'Nav Tabs', order: 2 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'tabs-simple',
      title: 'Simple tabs',
      blocks: [
        {
          type: 'tabs',
          label: 'Billing period',
          fullWidth: true,
          items: [
            {
              label: 'Monthly',
              content: [{ list: ['Starter: $59 per month', 'Premium: $89 per month', 'Enterprise: $99 per month'] }],
            },
            {
              label: 'Annual',
              content: [{ list: ['Starter: $119 per year', 'Premium: $159 per year', 'Enterprise: $399 per year'] }],
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'tabs-with-icon',
      title: 'Tabs with icons',
      blocks: [
        {
          type: 'tabs',
          label: 'Account',
          fullWidth: true,
          items: [
            { label: 'Profile', icon: 'person', content: ['Your name, photo and contact details.'] },
            { label: 'Messages', icon: 'chat', content: ['Conversations with our help desk.'] },
            { label: 'Settings', icon: 'settings', content: ['Notifications, language and security.'] },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'tabs-vertical',
      title: 'Vertical tabs',
      blocks: [
        {
          type: 'tabs',
          label: 'Services',
          orientation: 'vertical',
          items: [
            { label: 'IT consulting', content: ['We assess your systems and plan what to build, buy or retire.'] },
            {
              label: 'Software development',
              content: ['Cloud-native applications, with new versions every 2-3 weeks.'],
            },
            { label: 'Help desk', content: ['L1, L2 and L3 support governed by an SLA, 24/7.'] },
          ],
        },
      ],
    },
  ],
});
