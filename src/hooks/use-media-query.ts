import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (window resize). During prerender and hydration it
 * reports `serverValue`, so the first client render matches the HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
