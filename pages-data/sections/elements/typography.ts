import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'el-typography',
  meta: {
    title: 'Typography – Elements',
    description: 'Headings 1 to 6, lead, paragraph, small and tiny text in Roboto and Roboto Mono.',
  },
  nav: { title: 'Typography', order: 11 },
  layout: showcaseLayout,
  blocks: [
    { type: 'sample', id: 'typography-roboto', title: 'Roboto', blocks: [{ type: 'typography' }] },
    {
      type: 'sample',
      id: 'typography-mono',
      title: 'Roboto Mono',
      blocks: [{ type: 'typography', family: 'mono' }],
    },
  ],
});
