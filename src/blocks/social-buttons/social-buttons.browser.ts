import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'social-buttons'> = false;
