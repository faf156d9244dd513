import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-features',
  meta: {
    title: 'Features – Page Sections',
    description: 'Feature sections: icon cards in three, two and four columns, on light and dark backgrounds.',
  },
  nav: { title: 'Features', order: 2 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'features-three-columns',
      title: 'Three columns',
      blocks: [
        {
          type: 'card-grid',
          title: 'Built for teams that ship',
          description: 'Everything you need to plan, build and run your software in one place.',
          cards: [
            {
              icon: 'rocket_launch',
              title: 'Fast development',
              description: 'New versions every 2-3 weeks and minor updates several times a day.',
            },
            {
              icon: 'verified',
              title: 'Predictable quality',
              description: 'A quality management system in place since 2022, ISO 9001 certified.',
              color: 'success',
            },
            {
              icon: 'security',
              title: 'Reliable delivery',
              description: 'ISO 27001 certified, with 24/7 in-house security monitoring.',
              color: 'info',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'features-two-columns',
      title: 'Two columns with details',
      blocks: [
        {
          type: 'card-grid',
          title: 'How we work with you',
          columns: 2,
          cards: [
            {
              icon: 'groups',
              title: 'One team',
              description: 'Your product owner and our engineers plan every release together.',
              details: ['Agile, two-week sprints', 'A demo at the end of each sprint'],
            },
            {
              icon: 'cloud',
              title: 'Cloud-native',
              description: 'Built and run on cloud infrastructure, ready for remote work.',
              details: ['Automated tests and deployments', 'Monitoring around the clock'],
              color: 'info',
            },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'features-dark',
      title: 'Four columns on a dark background',
      blocks: [
        {
          type: 'card-grid',
          title: 'Services at a glance',
          tone: 'dark',
          columns: 4,
          cards: [
            { icon: 'lightbulb', title: 'IT consulting', color: 'warning' },
            { icon: 'code', title: 'Software development', color: 'info' },
            { icon: 'bug_report', title: 'Testing and QA', color: 'success' },
            { icon: 'support_agent', title: 'Help desk', color: 'primary' },
          ],
        },
      ],
    },
  ],
});
