import { definePage, SOCIAL_NETWORKS } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'el-social-buttons',
  meta: {
    title: 'Social Buttons – Elements',
    description: 'Buttons for twelve social networks in their brand colours, with names or as icons only.',
  },
  nav: { title: 'Social Buttons', order: 8 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'social-buttons-labels',
      title: 'With labels',
      blocks: [{ type: 'social-buttons', buttons: SOCIAL_NETWORKS.map((network) => ({ network })) }],
    },
    {
      type: 'sample',
      id: 'social-buttons-icons',
      title: 'Icons only',
      blocks: [{ type: 'social-buttons', labels: false, buttons: SOCIAL_NETWORKS.map((network) => ({ network })) }],
    },
  ],
});
