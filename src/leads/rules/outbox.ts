/**
 * The lead outbox: submissions that could not be delivered yet, kept in localStorage and
 * retried until the webhook accepts (or refuses) them. Pure functions over a plain array.
 */
import { isRecord } from '../../lib/is-record.ts';
import { hasLeadFields, type LeadField, leadFieldsOf } from './fields.ts';

export type LeadFields = Record<Exclude<LeadField, 'submission_id'>, string>;

export interface PendingLead extends LeadFields {
  /** The same on every retry of one submission, so the receiver can drop repeats. */
  submission_id: string;
  attempts: number;
  /** Epoch ms before which no retry is due. */
  nextAttemptAt: number;
  /** Epoch ms before which the webhook asked not to be called again (its Retry-After). */
  heldUntil?: number;
}

export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 5 * 60_000;
/** The longest Retry-After honoured: a broken header must not park a lead for days. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s ... up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** What one answer of the webhook means for the lead. */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; retryAfterMs: number | null }
  | { kind: 'refused'; status: number };

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

const sameSubmission = (a: LeadFields, b: LeadFields) =>
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() && a.message === b.message;

/**
 * Adds a submission, or replaces the queued one with the same email and message (keeping its
 * submission_id, so a copy already on its way is still recognised as a repeat).
 */
export function enqueueLead(outbox: PendingLead[], fields: LeadFields, newId: () => string, now: number) {
  const existing = outbox.find((lead) => sameSubmission(lead, fields));
  const lead: PendingLead = {
    ...fields,
    submission_id: existing?.submission_id ?? newId(),
    attempts: 0,
    nextAttemptAt: now,
  };
  return { outbox: [...outbox.filter((item) => item !== existing), lead], lead };
}

export function removeLead(outbox: PendingLead[], submissionId: string): PendingLead[] {
  return outbox.filter((lead) => lead.submission_id !== submissionId);
}

/**
 * After a failed attempt: wait the backoff, or what the webhook asked for when that is longer.
 * A lead missing from the outbox (another tab's write crossed ours) is put back: it was not
 * delivered, so it must not be lost.
 */
export function markFailed(
  outbox: PendingLead[],
  lead: PendingLead,
  now: number,
  retryAfterMs: number | null = null,
): PendingLead[] {
  const index = outbox.findIndex((item) => item.submission_id === lead.submission_id);
  const current = outbox[index] ?? lead;
  const attempts = current.attempts + 1;
  const next: PendingLead = {
    ...current,
    attempts,
    nextAttemptAt: now + Math.max(retryDelay(attempts), retryAfterMs ?? 0),
  };
  if (retryAfterMs === null) delete next.heldUntil;
  else next.heldUntil = now + retryAfterMs;
  return index === -1 ? [...outbox, next] : outbox.map((item, at) => (at === index ? next : item));
}

/**
 * The outbox as storage holds it, made whole again. localStorage has no transactions across
 * tabs: a tab that writes after a stale read can drop a lead another tab has just queued. So a
 * page remembers every lead it has seen waiting; one missing from storage and not known to be
 * finished (delivered or refused, here or in another tab) is put back, and one known to be
 * finished is not brought back by such a write either.
 */
export function reconcile(
  stored: PendingLead[],
  remembered: Iterable<PendingLead>,
  finished: ReadonlySet<string>,
): PendingLead[] {
  const kept = stored.filter((lead) => !finished.has(lead.submission_id));
  const present = new Set(kept.map((lead) => lead.submission_id));
  const lost = [...remembered].filter((lead) => !present.has(lead.submission_id) && !finished.has(lead.submission_id));
  return lost.length === 0 && kept.length === stored.length ? stored : [...kept, ...lost];
}

/** The connection is back: everything is due now, except where the webhook asked for a pause. */
export function wakeUp(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.map((lead) => ({ ...lead, nextAttemptAt: Math.max(now, lead.heldUntil ?? 0) }));
}

export function dueLeads(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.filter((lead) => lead.nextAttemptAt <= now);
}

/** Milliseconds until the next retry is due, or null when nothing waits. */
export function nextRetryIn(outbox: PendingLead[], now: number): number | null {
  if (outbox.length === 0) return null;
  return Math.max(0, Math.min(...outbox.map((lead) => lead.nextAttemptAt)) - now);
}

/** A time or count as stored: a finite number. */
export const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * One stored entry, or null when it cannot be sent. An entry whose sent fields are all there is
 * kept, with its bookkeeping repaired if need be: a lead that can still be sent is never lost to
 * a bad counter.
 */
export function parsePendingLead(item: unknown): PendingLead | null {
  if (!isRecord(item) || !hasLeadFields(item)) return null;
  const { attempts, nextAttemptAt, heldUntil } = item;
  const lead: PendingLead = {
    ...leadFieldsOf(item),
    attempts: isTime(attempts) && attempts >= 0 ? Math.floor(attempts) : 0,
    nextAttemptAt: isTime(nextAttemptAt) ? nextAttemptAt : 0,
  };
  if (isTime(heldUntil)) lead.heldUntil = heldUntil;
  return lead;
}

/** Reads the stored outbox; an entry that cannot be sent is skipped rather than breaking the page. */
export function parseOutbox(stored: string | undefined): PendingLead[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.map(parsePendingLead).filter((lead) => lead !== null);
}

/** The form body the webhook receives (honeypot and bookkeeping fields never leave). */
export function toFormBody(lead: PendingLead): URLSearchParams {
  return new URLSearchParams(leadFieldsOf(lead));
}
