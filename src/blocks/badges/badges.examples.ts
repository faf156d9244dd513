import type { BlockExample } from '../example';

export const badgesExamples: BlockExample<'badges'>[] = [
  {
    id: 'badges-kinds',
    title: 'Fill, gradient, sizes and pills',
    data: {
      type: 'badges',
      badges: [
        { label: 'Primary', color: 'primary' },
        { label: 'Success', color: 'success', variant: 'gradient' },
        { label: 'Small', color: 'dark', size: 'sm' },
        { label: 'Large', color: 'info', size: 'lg', rounded: true },
      ],
    },
  },
];
