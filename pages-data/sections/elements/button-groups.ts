import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';

const ALIGN = [{ label: 'Left' }, { label: 'Middle' }, { label: 'Right' }];

export default definePage({
  name: 'el-button-groups',
  meta: {
    title: 'Button Groups – Elements',
    description: 'Buttons joined in one row: simple, outline, checkbox and radio toggles, three sizes.',
  },
  nav: { title: 'Button Groups', order: 5 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'button-groups-simple',
      title: 'Simple',
      blocks: [{ type: 'button-group', label: 'Alignment', items: ALIGN }],
    },
    {
      type: 'sample',
      id: 'button-groups-outline',
      title: 'Outline',
      blocks: [{ type: 'button-group', label: 'Alignment, outline', variant: 'outline', items: ALIGN }],
    },
    {
      type: 'sample',
      id: 'button-groups-checkbox',
      title: 'Checkbox toggle',
      blocks: [
        {
          type: 'button-group',
          label: 'Options',
          kind: 'checkbox',
          variant: 'outline',
          items: [{ label: 'Checkbox 1', checked: true }, { label: 'Checkbox 2' }, { label: 'Checkbox 3' }],
        },
      ],
    },
    {
      type: 'sample',
      id: 'button-groups-radio',
      title: 'Radio toggle',
      blocks: [
        {
          type: 'button-group',
          label: 'Choice',
          kind: 'radio',
          variant: 'outline',
          items: [{ label: 'Radio 1', checked: true }, { label: 'Radio 2' }, { label: 'Radio 3' }],
        },
      ],
    },
    {
      type: 'sample',
      id: 'button-groups-sizing',
      title: 'Sizing',
      blocks: [
        { type: 'button-group', label: 'Small group', size: 'sm', items: ALIGN },
        { type: 'button-group', label: 'Default group', items: ALIGN },
        { type: 'button-group', label: 'Large group', size: 'lg', items: ALIGN },
      ],
    },
  ],
});
