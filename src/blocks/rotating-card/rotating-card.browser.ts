import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'rotating-card'> = false;
