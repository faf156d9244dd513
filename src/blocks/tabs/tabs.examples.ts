import navTabsPage from '../../../pages-data/sections/navigation/nav-tabs';
import { type BlockExample, samplesOf } from '../example';

const samples = samplesOf(navTabsPage, 'tabs');
const withIcons = samples.find((sample) => sample.id === 'tabs-with-icon')!.data;

// The showcase's pills, icon pills and vertical tabs, then pills that leave the row free and underlined tabs.
export const tabsExamples: BlockExample<'tabs'>[] = [
  ...samples,
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
  { id: 'tabs-underlined', title: 'Underlined tabs', data: { ...withIcons, variant: 'tabs', fullWidth: false } },
];
