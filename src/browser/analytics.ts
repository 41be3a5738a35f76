/**
 * Google's tag, behind consent (docs/pages.md "Analytics and consent"). Every call goes through gtag's
 * queue (`window.dataLayer`, started with Consent Mode defaults all denied by the inline
 * src/page-scripts/gtag-bootstrap.js). Nothing leaves the browser until enableAnalytics() runs
 * after the visitor accepts: only then is Google's script requested, and it reads the queue from
 * the start.
 */
import { analyticsCookieNames, CONSENT_DEFAULTS, cookieDomains } from '../lib/analytics/consent';
import type { EventName, EventParams } from '../lib/analytics/events';
import { GOOGLE_TAG_ORIGIN } from '../lib/analytics/google';

type ConsentState = Partial<Record<keyof typeof CONSENT_DEFAULTS, 'granted' | 'denied'>>;

export type GtagCall =
  | [command: 'event', name: EventName, params: EventParams]
  | [command: 'consent', mode: 'default' | 'update', state: ConsentState]
  | [command: 'js', time: Date]
  | [command: 'config', measurementId: string, params?: Record<string, string | number | boolean>];

type Gtag = (...call: GtagCall) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    /**
     * A page owner's measurement id, tried after `?ga=` and before PUBLIC_GA_ID
     * (src/lib/analytics/id.ts); read, never trusted.
     */
    GA_MEASUREMENT_ID?: unknown;
  }
}

/** gtag, creating the same queue as the inline bootstrap where it is missing (unit tests). */
function gtag(...call: GtagCall): void {
  if (typeof window === 'undefined') return;
  if (!window.gtag) {
    window.dataLayer ??= [];
    const queue = window.dataLayer;
    window.gtag = function gtag(..._call: GtagCall) {
      // biome-ignore lint/complexity/noArguments: gtag.js reads its queue as `arguments` objects.
      queue.push(arguments);
    };
    window.gtag('consent', 'default', { ...CONSENT_DEFAULTS });
  }
  window.gtag(...call);
}

/** Queues an event; Google's script, if the visitor lets it load, sends what is queued. */
export function track(name: EventName, params: EventParams = {}): void {
  gtag('event', name, params);
}

let loadedId: string | null = null;

/** True once Google's script was requested on this page (only a reload removes it). */
export function googleTagLoaded(): boolean {
  return loadedId !== null;
}

export function googleTagUrl(measurementId: string): string {
  return `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** After Accept (now or stored): analytics storage granted, then Google's script, once a page. */
export function enableAnalytics(measurementId: string): void {
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (loadedId !== null) return;
  loadedId = measurementId;
  const script = document.createElement('script');
  script.async = true;
  script.src = googleTagUrl(measurementId);
  document.head.append(script);
  gtag('js', new Date());
  // Our own page_view event counts the page, once per page load (docs/pages.md "Analytics and
  // consent"); the automatic one would count it twice.
  gtag('config', measurementId, { send_page_view: false });
}

/**
 * After a change from Accept to Reject: analytics storage denied, and Google's cookies removed.
 * A script already loaded stays in memory until the page reloads (see chooseConsent).
 */
export function disableAnalytics(): void {
  gtag('consent', 'update', { analytics_storage: 'denied' });
  const expired = 'Max-Age=0; path=/; SameSite=Lax';
  for (const name of analyticsCookieNames(document.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support.
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(location.hostname)) {
      // biome-ignore lint/suspicious/noDocumentCookie: as above.
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
}
