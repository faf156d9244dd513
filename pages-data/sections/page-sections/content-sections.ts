import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'pagesections-content-sections',
  meta: {
    title: 'Content Sections – Page Sections',
    description: 'Content sections: a heading, text and icon points beside a picture on the right or the left.',
  },
  nav: { title: 'Content Sections', order: 14 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'content-1',
      title: 'Text with points, picture on the right',
      blocks: [
        {
          type: 'content',
          title: 'Read more about us',
          text: [
            'We build and run software for companies that want to own their product and move fast. Pass your work on to us and keep your focus on your customers.',
          ],
          image: { src: 'photos/meeting', alt: 'Two people working at a shared desk' },
          items: [
            { icon: 'groups', title: 'One team', description: 'Your people and ours plan every release together.' },
            { icon: 'speed', title: 'Fast releases', description: 'New versions every 2-3 weeks.' },
            { icon: 'verified', title: 'Certified quality', description: 'ISO 9001 and ISO 27001 certified.' },
            { icon: 'support_agent', title: 'Support 24/7', description: 'L1, L2 and L3 support under an SLA.' },
          ],
        },
      ],
    },
    {
      type: 'sample',
      id: 'content-2',
      title: 'Text and list, picture on the left',
      blocks: [
        {
          type: 'content',
          title: 'Numbers you can trust',
          text: [
            'Every project comes with a dashboard your whole team can read:',
            {
              list: [
                'Sprint progress and the next release date',
                'Open issues by priority',
                'Uptime and response times',
              ],
            },
          ],
          image: { src: 'photos/desk-from-above', alt: 'Bar and line charts on a dashboard' },
          imageSide: 'left',
        },
      ],
    },
  ],
});
