/**
 * The lead outbox: submissions not known to be delivered yet, kept in localStorage and sent
 * again until the webhook accepts or refuses them, or their week is over. Pure functions over a
 * plain array.
 */
import { type LeadField, leadFieldsOf, PROOF_FIELD } from './fields.ts';
import { INTENT_FIELD, intentOf, type LeadIntent } from './lead-intent.ts';

export type LeadFields = Record<Exclude<LeadField, 'submission_id'>, string> & {
  /** Set on the email step of a founder reservation only (rules/lead-intent.ts). */
  intent?: LeadIntent;
};

/**
 * The stored format written now. 1 is the unversioned format of earlier releases. A reader of any
 * version keeps what it does not know (parsePendingLead, rules/stored-outbox.ts), so a release
 * rolled back or forward never drops a waiting lead.
 */
export const LEAD_FORMAT = 2;

export interface PendingLead extends LeadFields {
  /** The same on every retry of one submission, so the receiver can drop repeats. */
  submission_id: string;
  format: number;
  /** Epoch ms when the visitor submitted it: the week of LEAD_LIFETIME_MS counts from here. */
  queuedAt: number;
  /** Failed sends: no answer, or a readable 408, 429 or 5xx. */
  attempts: number;
  /** Sends whose answer could not be read (a webhook without CORS headers): it may have arrived. */
  opaqueSends: number;
  /** Epoch ms before which no retry is due. */
  nextAttemptAt: number;
  /** Epoch ms before which the webhook asked not to be called again (its Retry-After). */
  heldUntil?: number;
  /**
   * The bot check's proof of work (docs/leads.md, "The bot check"), once the page has one: it
   * goes with every send of this submission, which the sink takes it again for.
   */
  altcha?: string;
}

export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 5 * 60_000;

/** How long a lead is sent for: the end of its schedule, when it leaves the visitor's browser. */
export const LEAD_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const OPAQUE_RESEND_BASE_MS = 60_000;
export const OPAQUE_RESEND_MAX_MS = 24 * 60 * 60_000;

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s ... up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * After an answer that cannot be read: sent again 1, 4, 16 ... minutes later, at most a day apart,
 * until a readable answer or the week's end (docs/leads.md: an opaque answer never ends a
 * lead's life on its own). Sparse, because the webhook most likely has it already.
 */
export function opaqueResendDelay(opaqueSends: number): number {
  return Math.min(OPAQUE_RESEND_MAX_MS, OPAQUE_RESEND_BASE_MS * 4 ** Math.max(0, opaqueSends - 1));
}

const sameSubmission = (a: LeadFields, b: LeadFields) =>
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() && a.message === b.message;

/**
 * A re-submit keeps the queued submission_id only when it says the same thing: a copy already on
 * its way is then recognised as a repeat. A corrected app address is new information, which the
 * receiver must not drop as a repeat, so it gets an id of its own; so does a changed plan.
 */
export const keepsSubmissionId = (queued: LeadFields, fields: LeadFields) =>
  sameSubmission(queued, fields) && queued.url === fields.url && queued.plan === fields.plan;

/**
 * Adds a submission, or replaces the queued one with the same email and message; `replaced` is
 * the id that one had when the new one needs its own.
 */
export function enqueueLead(outbox: PendingLead[], fields: LeadFields, newId: () => string, now: number) {
  const existing = outbox.find((lead) => sameSubmission(lead, fields));
  const lead: PendingLead = {
    ...fields,
    submission_id: existing && keepsSubmissionId(existing, fields) ? existing.submission_id : newId(),
    format: LEAD_FORMAT,
    queuedAt: now,
    attempts: 0,
    opaqueSends: 0,
    nextAttemptAt: now,
  };
  const replaced = existing && existing.submission_id !== lead.submission_id ? existing.submission_id : null;
  return { outbox: [...outbox.filter((item) => item !== existing), lead], lead, replaced };
}

export function removeLead(outbox: PendingLead[], submissionId: string): PendingLead[] {
  return outbox.filter((lead) => lead.submission_id !== submissionId);
}

/**
 * Changes one lead of the outbox. A lead missing from it (another tab's write crossed ours) is
 * put back: it was not delivered, so it must not be lost.
 */
function updateLead(outbox: PendingLead[], lead: PendingLead, change: (current: PendingLead) => PendingLead) {
  const index = outbox.findIndex((item) => item.submission_id === lead.submission_id);
  const next = change(outbox[index] ?? lead);
  return index === -1 ? [...outbox, next] : outbox.map((item, at) => (at === index ? next : item));
}

/** After a failed attempt: wait the backoff, or what the webhook asked for when that is longer. */
export function markFailed(
  outbox: PendingLead[],
  lead: PendingLead,
  now: number,
  retryAfterMs: number | null = null,
): PendingLead[] {
  return updateLead(outbox, lead, (current) => {
    const attempts = current.attempts + 1;
    const next: PendingLead = {
      ...current,
      attempts,
      nextAttemptAt: now + Math.max(retryDelay(attempts), retryAfterMs ?? 0),
    };
    if (retryAfterMs === null) delete next.heldUntil;
    else next.heldUntil = now + retryAfterMs;
    return next;
  });
}

/**
 * After a send whose answer could not be read: kept, and sent again on the sparse schedule,
 * held there (see wakeUp) because the webhook most likely has it already.
 */
export function markOpaque(outbox: PendingLead[], lead: PendingLead, now: number): PendingLead[] {
  return updateLead(outbox, lead, (current) => {
    const opaqueSends = current.opaqueSends + 1;
    const nextAttemptAt = now + opaqueResendDelay(opaqueSends);
    return { ...current, opaqueSends, nextAttemptAt, heldUntil: nextAttemptAt };
  });
}

/** The proof of work a page solved for a waiting lead; a lead no longer waiting is not brought back. */
export function withProof(outbox: PendingLead[], submissionId: string, altcha: string): PendingLead[] {
  if (!outbox.some((lead) => lead.submission_id === submissionId)) return outbox;
  return outbox.map((lead) => (lead.submission_id === submissionId ? { ...lead, altcha } : lead));
}

/** The lead's week is over: it leaves the outbox unsent (see expiredLeads). */
export const isExpired = (lead: PendingLead, now: number) => now - lead.queuedAt >= LEAD_LIFETIME_MS;

/** When the lead next needs the page: its next send, or the end of its week if that is sooner. */
const dueAt = (lead: PendingLead) => Math.min(lead.nextAttemptAt, lead.queuedAt + LEAD_LIFETIME_MS);

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

/**
 * The connection is back: everything is due now, except where the webhook asked for a pause or
 * a lead waits on the sparse schedule after an unreadable answer (both in heldUntil).
 */
export function wakeUp(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.map((lead) => ({ ...lead, nextAttemptAt: Math.max(now, lead.heldUntil ?? 0) }));
}

/** The leads to send now: due, and still within their week. */
export function dueLeads(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.filter((lead) => lead.nextAttemptAt <= now && !isExpired(lead, now));
}

export function expiredLeads(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.filter((lead) => isExpired(lead, now));
}

/** Milliseconds until the next send or expiry is due, or null when nothing waits. */
export function nextRetryIn(outbox: PendingLead[], now: number): number | null {
  if (outbox.length === 0) return null;
  return Math.max(0, Math.min(...outbox.map(dueAt)) - now);
}

/**
 * The form body the webhook receives (honeypot and bookkeeping fields never leave). `plan` goes
 * only when there is one (a founder reservation's), `intent` only on a reservation's email step,
 * and `altcha` only with a proof: a lead without them reaches a webhook with the same five fields
 * as ever.
 */
export function toFormBody(lead: PendingLead): URLSearchParams {
  const { plan, ...fields } = leadFieldsOf(lead);
  const intent = intentOf(lead.intent);
  return new URLSearchParams({
    ...fields,
    ...(plan === '' ? {} : { plan }),
    ...(intent === null ? {} : { [INTENT_FIELD]: intent }),
    ...(lead.altcha ? { [PROOF_FIELD]: lead.altcha } : {}),
  });
}
