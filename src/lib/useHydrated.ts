import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the client hydrates, true afterwards. Lets a page show
 * what only the browser knows (the query string, navigator features) without a hydration mismatch:
 * React re-renders with `true` right after hydrating the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
