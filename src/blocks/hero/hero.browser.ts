import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'hero'> = (block) => block.typed !== undefined;
