import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'logos'> = (block) => block.counters.length > 0;
