import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void) {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
}

/** Whether the page is scrolled past `offset` pixels; false while prerendering and hydrating. */
export function useScrolled(offset = 8): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > offset,
    () => false,
  );
}
