import { useMediaQuery } from './use-media-query';

/** True when the visitor asked for less motion: animations then show their end state at once. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
