import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'typography'> = false;
