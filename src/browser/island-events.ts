/**
 * The window events that wake the islands hydrated on demand (`client:event`, see
 * src/directives/event.ts), each the first time its store has something to show.
 */
export const ISLAND_EVENTS = {
  dialogs: 'testable:dialogs',
  toasts: 'testable:toasts',
  consentBanner: 'testable:consent-banner',
} as const;

declare global {
  interface Window {
    /** The events dispatched so far: island runtime and page script load in either order. */
    testableWokenIslands?: Set<string>;
  }
}

/** Wakes the islands waiting for `event`: now, or as soon as Astro's runtime starts them. */
export function wakeIslands(event: string): void {
  window.testableWokenIslands ??= new Set();
  window.testableWokenIslands.add(event);
  window.dispatchEvent(new Event(event));
}

/** Whether `event` was dispatched before an island waiting for it started. */
export function wasWoken(event: string): boolean {
  return window.testableWokenIslands?.has(event) ?? false;
}
