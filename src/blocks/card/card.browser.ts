import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'card'> = false;
