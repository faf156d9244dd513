import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'alert'> = (block) => block.dismissible;
