import type { NeedsBrowser } from '../types';

// Its tabs are plain HTML that the site's shell script runs (src/client/tabs.ts).
export const needsBrowser: NeedsBrowser<'pricing'> = false;
