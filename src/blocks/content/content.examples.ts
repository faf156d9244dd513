import type { BlockExample } from '../example';

export const contentExamples: BlockExample<'content'>[] = [
  {
    id: 'content-points',
    title: 'Text and points beside a picture',
    data: {
      type: 'content',
      title: 'Read more about us',
      text: ['We build and run software for companies that want to own their product and move fast.'],
      image: {
        src: '/images/content/team-desk.svg',
        alt: 'Two people working at a shared desk',
        width: 640,
        height: 480,
      },
      items: [
        { icon: 'groups', title: 'One team', description: 'Your people and ours plan every release together.' },
        { icon: 'speed', title: 'Fast releases', description: 'New versions every 2-3 weeks.' },
      ],
    },
  },
  {
    id: 'content-left',
    title: 'Picture on the left',
    data: {
      type: 'content',
      title: 'Numbers you can trust',
      text: ['Every project has a dashboard:', { list: ['Sprint progress', 'Open issues', 'Uptime'] }],
      image: { src: '/images/content/charts.svg', alt: 'Bar and line charts', width: 640, height: 480 },
      imageSide: 'left',
    },
  },
];
