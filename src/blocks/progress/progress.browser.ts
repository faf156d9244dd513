import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'progress'> = false;
