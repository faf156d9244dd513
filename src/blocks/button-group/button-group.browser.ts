import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'button-group'> = false;
