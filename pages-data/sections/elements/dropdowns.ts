import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const items = [
  { label: 'Our Service', href: { route: 'presentation', hash: '#secOurService' } },
  { label: 'Solutions', href: { route: 'presentation', hash: '#secSolution' } },
  { label: 'Privacy Policy', href: { route: 'privacy' } },
];

export default definePage({
  name: 'el-dropdowns',
  meta: {
    title: 'Dropdowns – Elements',
    description: 'A dropdown and a dropup menu that open on click and close on focus loss, and a select picker.',
  },
  nav: { title: 'Dropdowns', order: 6 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'dropdowns-dropdown',
      title: 'Dropdown',
      // Room under the button for the open menu, which would otherwise scroll the preview.
      height: 280,
      blocks: [{ type: 'dropdown', label: 'Dropdown', items }],
    },
    {
      type: 'sample',
      id: 'dropdowns-dropup',
      title: 'Dropup',
      // The note above the button leaves room for the menu, which opens upwards.
      blocks: [
        {
          type: 'alert',
          color: 'info',
          title: 'Opens upwards',
          content: [
            'A dropup shows its menu above the button: use it near the bottom of a screen, where a dropdown would run off the edge.',
          ],
        },
        { type: 'dropdown', label: 'Dropup', direction: 'up', color: 'dark', items },
      ],
    },
    {
      type: 'sample',
      id: 'dropdowns-select',
      title: 'Select picker',
      blocks: [
        {
          type: 'select',
          label: 'City',
          name: 'city',
          options: ['Brazil', 'Bucharest', 'London', 'Washington'],
          searchable: false,
        },
      ],
    },
  ],
});
