import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'el-toggles',
  meta: {
    title: 'Toggles – Elements',
    description: 'Switches that start checked: a "Remember me" switch, and one with a description under its label.',
  },
  nav: { title: 'Toggles', order: 10 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'toggles-simple',
      title: 'Switch',
      blocks: [{ type: 'toggle', label: 'Remember me', name: 'remember' }],
    },
    {
      type: 'sample',
      id: 'toggles-description',
      title: 'Switch with a description',
      blocks: [
        {
          type: 'toggle',
          label: 'Remember me',
          description: 'Be sure that you will always be logged in.',
          name: 'remember',
        },
      ],
    },
  ],
});
