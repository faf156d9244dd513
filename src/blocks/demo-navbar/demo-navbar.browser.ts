import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'demo-navbar'> = true;
