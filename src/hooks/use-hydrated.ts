import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** False in the prerender and while hydrating, true after: for what exists or runs only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
