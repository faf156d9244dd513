import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'place-cards'> = false;
