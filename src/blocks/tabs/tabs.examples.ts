import type { BlockExample } from '../example';

export const tabsExamples: BlockExample<'tabs'>[] = [
  {
    id: 'tabs-billing',
    title: 'Monthly and annual plans',
    data: {
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
  },
  {
    id: 'tabs-team',
    title: 'Freelancer and startup plans',
    data: {
      type: 'tabs',
      label: 'Team size',
      items: [
        { label: 'Freelancer', content: ['Up to 2 team members and 20GB of storage.'] },
        { label: 'Startup', content: ['Up to 10 team members and 40GB of storage.'] },
      ],
    },
  },
  {
    id: 'tabs-with-icon',
    title: 'Tabs with icons',
    data: {
      type: 'tabs',
      label: 'Account',
      variant: 'tabs',
      items: [
        { label: 'Profile', icon: 'person', content: ['Your name, photo and contact details.'] },
        { label: 'Messages', icon: 'chat', content: ['Conversations with our help desk.'] },
        { label: 'Settings', icon: 'settings', content: ['Notifications, language and security.'] },
      ],
    },
  },
  {
    id: 'tabs-vertical',
    title: 'Vertical tabs',
    data: {
      type: 'tabs',
      label: 'Services',
      orientation: 'vertical',
      items: [
        { label: 'IT consulting', content: ['We assess your systems and plan what to build, buy or retire.'] },
        { label: 'Software development', content: ['Cloud-native applications, with new versions every 2-3 weeks.'] },
        { label: 'Help desk', content: ['L1, L2 and L3 support governed by an SLA, 24/7.'] },
      ],
    },
  },
];
