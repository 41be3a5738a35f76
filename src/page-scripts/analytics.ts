/**
 * Page analytics, once per page load (docs/pages.md "Analytics and consent"): the consent reaction,
 * page_view, one delegated listener for every call-to-action (`data-track="<button_id>"`, ids
 * listed in src/lib/analytics/events.ts) and scroll depth. Events only queue; see
 * src/browser/analytics.ts.
 */
import { track } from '../browser/analytics';
import { isButtonId } from '../lib/analytics/events';
import { resolveMeasurementId } from '../lib/analytics/id';
import { newDepths, SCROLL_DEPTHS, type ScrollDepth, scrollRatio } from '../lib/analytics/scroll';
import { config } from '../lib/config/site-config';
import { openConsentSettings, startConsent } from '../stores/consent';

const SCROLL_CHECK_MS = 200;

startConsent(resolveMeasurementId({ search: location.search, global: window.GA_MEASUREMENT_ID, env: config.gaId }));
track('page_view');

// Capture phase: a handler that stops the click's propagation cannot hide it from analytics.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-track]');
    const id = button?.dataset['track'];
    if (button && isButtonId(id) && button.getAttribute('aria-disabled') !== 'true')
      track('button_click', { button_id: id });
    // The footer's "Cookie settings" (data-open="consent", hidden without JavaScript).
    if (target?.closest('[data-open="consent"]')) openConsentSettings();
  },
  { capture: true },
);

const sentDepths = new Set<ScrollDepth>();
let pendingCheck: number | undefined;

function checkScrollDepth(): void {
  pendingCheck = undefined;
  const ratio = scrollRatio(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
  for (const percent of newDepths(ratio, sentDepths)) {
    sentDepths.add(percent);
    track('scroll_depth', { percent });
  }
  if (sentDepths.size === SCROLL_DEPTHS.length) window.removeEventListener('scroll', onScroll);
}

// Throttled: at most one measurement per interval, always one after the last scroll event.
function onScroll(): void {
  if (pendingCheck === undefined) pendingCheck = window.setTimeout(checkScrollDepth, SCROLL_CHECK_MS);
}

window.addEventListener('scroll', onScroll, { passive: true });
