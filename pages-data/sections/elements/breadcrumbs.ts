import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

export default definePage({
  name: 'el-breadcrumbs',
  meta: { title: 'Breadcrumbs – Elements', description: 'Breadcrumb trails of one, two and three entries.' },
  nav: { title: 'Breadcrumbs', order: 3 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'breadcrumbs-one',
      title: 'One entry',
      blocks: [{ type: 'breadcrumbs', label: 'Breadcrumb with one entry', items: [{ label: 'Home' }] }],
    },
    {
      type: 'sample',
      id: 'breadcrumbs-two',
      title: 'Two entries',
      blocks: [
        {
          type: 'breadcrumbs',
          label: 'Breadcrumb with two entries',
          items: [{ label: 'Home', href: { route: 'presentation' } }, { label: 'Library' }],
        },
      ],
    },
    {
      type: 'sample',
      id: 'breadcrumbs-three',
      title: 'Three entries',
      blocks: [
        {
          type: 'breadcrumbs',
          label: 'Breadcrumb with three entries',
          items: [
            { label: 'Home', href: { route: 'presentation' } },
            { label: 'Library', href: { route: 'el-breadcrumbs' } },
            { label: 'Data' },
          ],
        },
      ],
    },
  ],
});
