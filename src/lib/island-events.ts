/**
 * The window events that wake the islands hydrated on demand (`client:event`, see
 * src/directives/event.ts), each the first time its store has something to show.
 */
export const ISLAND_EVENTS = {
  dialogs: 'testable:dialogs',
  toasts: 'testable:toasts',
  consentBanner: 'testable:consent-banner',
} as const;
