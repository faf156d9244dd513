import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'app-promo'> = false;
