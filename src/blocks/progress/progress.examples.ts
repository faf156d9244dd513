import { PROGRESS_COLORS } from '../../../schema/blocks/progress';
import type { BlockExample } from '../example';

// The showcase's seven colours at 50 %, filled and gradient.
const SHOWCASE_COLORS = PROGRESS_COLORS.filter((c) => c !== 'error' && c !== 'light');

export const progressExamples: BlockExample<'progress'>[] = [
  ...SHOWCASE_COLORS.map((color) => ({
    id: `progress-${color}`,
    title: `Simple ${color} progress bar`,
    data: { type: 'progress' as const, color, value: 50 },
  })),
  ...SHOWCASE_COLORS.map((color) => ({
    id: `progress-gradient-${color}`,
    title: `Gradient ${color} progress bar`,
    data: { type: 'progress' as const, variant: 'gradient' as const, color, value: 50 },
  })),
  {
    id: 'progress-labelled',
    title: 'Progress bar with a label',
    data: { type: 'progress', label: 'Profile completed', value: 75 },
  },
];
