import type { BlockExample } from '../example';

export const buttonGroupExamples: BlockExample<'button-group'>[] = [
  {
    id: 'button-group-simple',
    title: 'Simple',
    data: {
      type: 'button-group',
      label: 'Alignment',
      items: [{ label: 'Left' }, { label: 'Middle' }, { label: 'Right' }],
    },
  },
  {
    id: 'button-group-checkbox',
    title: 'Checkbox toggles, small',
    data: {
      type: 'button-group',
      label: 'Text style',
      kind: 'checkbox',
      variant: 'outline',
      size: 'sm',
      items: [{ label: 'Bold', checked: true }, { label: 'Italic' }],
    },
  },
  {
    id: 'button-group-radio',
    title: 'Radio toggles',
    data: {
      type: 'button-group',
      label: 'Plan',
      kind: 'radio',
      variant: 'outline',
      color: 'dark',
      items: [{ label: 'Monthly', checked: true }, { label: 'Annual' }],
    },
  },
];
