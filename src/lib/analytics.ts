/**
 * Analytics events go through here. Until the consent-aware Google tag is set up, events are
 * queued on window.dataLayer in gtag's own format, so nothing is sent anywhere.
 */
type EventName =
  | 'page_view'
  | 'button_click'
  | 'reservation_started'
  | 'reservation_completed'
  | 'test_plan_started'
  | 'test_plan_completed'
  | 'faq_expanded'
  | 'conversion'
  | 'scroll_depth';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(name: EventName, params: Record<string, string | number> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // gtag reads its queue as `arguments` objects; a plain array entry is ignored by it.
  (function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag's queue format requires the arguments object.
    window.dataLayer?.push(arguments);
  })('event', name, params);
}
