import type { BlockExample } from '../example';

export const typographyExamples: BlockExample<'typography'>[] = [
  {
    id: 'typography-mono',
    title: 'Monospace',
    data: { type: 'typography', family: 'mono', text: 'Ship small, ship often' },
  },
];
