import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the page's HTML (and on the server), true from the render after:
 * what the HTML showed is rendered first, so React keeps its elements, and only then what this
 * browser knows (its storage).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
