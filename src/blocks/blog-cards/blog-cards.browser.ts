import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'blog-cards'> = false;
