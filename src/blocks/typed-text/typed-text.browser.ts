import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'typed-text'> = true;
