/**
 * What an answer of the webhook means for a lead (docs/leads.md, "What the reference sink answers"): the
 * same reading whether a page or the sync worker sent it.
 */

/** The longest Retry-After honoured: a broken header must not park a lead for days. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** What one answer of the webhook means for the lead. */
export type DeliveryOutcome =
  /** `reply`: the webhook's JSON answer, when it gave one (the reference sink's founder number, its confirmation email). */
  | { kind: 'delivered'; reply?: unknown }
  /** Sent, but its answer could not be read: it may or may not have arrived. */
  | { kind: 'opaque' }
  | { kind: 'retry'; retryAfterMs: number | null }
  /** `reply`: the webhook's JSON answer, when it gave one (the reference sink's reason). */
  | { kind: 'refused'; status: number; reply?: unknown };

/**
 * 2xx accepts; a timeout (408), too many requests (429) or a server error (5xx) may pass, so the
 * lead is kept and retried, no sooner than Retry-After says; any other answer is a refusal that
 * a retry would not change.
 */
export function outcomeOf(status: number, retryAfter: string | null, now: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'retry', retryAfterMs: parseRetryAfter(retryAfter, now) };
  return { kind: 'refused', status };
}

const DELAY_SECONDS = /^\d{1,10}$/;

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  // An HTTP date always ends in GMT; anything else Date.parse would guess at ("1.5", "-5").
  const wait = DELAY_SECONDS.test(text)
    ? Number(text) * 1000
    : text.endsWith('GMT')
      ? Date.parse(text) - now
      : Number.NaN;
  if (Number.isNaN(wait)) return null;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, wait));
}
