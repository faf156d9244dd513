import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'footer-section'> = false;
