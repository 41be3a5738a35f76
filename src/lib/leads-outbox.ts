/**
 * The lead outbox: submissions that could not be delivered yet, kept in localStorage and
 * retried until the webhook accepts them. Pure functions over a plain array.
 */
export interface LeadFields {
  email: string;
  url: string;
  message: string;
  site: string;
}

export interface PendingLead extends LeadFields {
  /** The same on every retry of one submission, so the receiver can drop repeats. */
  submission_id: string;
  attempts: number;
  /** Epoch ms before which no retry is due. */
  nextAttemptAt: number;
}

export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s ... up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const sameSubmission = (a: LeadFields, b: LeadFields) =>
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() && a.message === b.message;

/**
 * Adds a submission, or replaces the queued one with the same email and message (keeping its
 * submission_id, so a copy already on its way is still recognised as a repeat).
 */
export function enqueueLead(outbox: PendingLead[], fields: LeadFields, newId: () => string, now: number) {
  const existing = outbox.find((lead) => sameSubmission(lead, fields));
  const lead: PendingLead = { ...fields, submission_id: existing?.submission_id ?? newId(), attempts: 0, nextAttemptAt: now };
  return { outbox: [...outbox.filter((item) => item !== existing), lead], lead };
}

export function removeLead(outbox: PendingLead[], submissionId: string): PendingLead[] {
  return outbox.filter((lead) => lead.submission_id !== submissionId);
}

export function markFailed(outbox: PendingLead[], submissionId: string, now: number): PendingLead[] {
  return outbox.map((lead) =>
    lead.submission_id === submissionId
      ? { ...lead, attempts: lead.attempts + 1, nextAttemptAt: now + retryDelay(lead.attempts + 1) }
      : lead,
  );
}

export function dueLeads(outbox: PendingLead[], now: number): PendingLead[] {
  return outbox.filter((lead) => lead.nextAttemptAt <= now);
}

/** Milliseconds until the next retry is due, or null when nothing waits. */
export function nextRetryIn(outbox: PendingLead[], now: number): number | null {
  if (outbox.length === 0) return null;
  return Math.max(0, Math.min(...outbox.map((lead) => lead.nextAttemptAt)) - now);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads the stored outbox; anything malformed is dropped rather than breaking the page. */
export function parseOutbox(stored: string | undefined): PendingLead[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is PendingLead =>
      typeof item === 'object' &&
      item !== null &&
      ['email', 'url', 'message', 'site', 'submission_id'].every((key) => isString(item[key])) &&
      Number.isFinite(item.attempts) &&
      Number.isFinite(item.nextAttemptAt),
  );
}

/** The form body the webhook receives (honeypot and bookkeeping fields never leave). */
export function toFormBody(lead: PendingLead): URLSearchParams {
  const { email, url, message, site, submission_id } = lead;
  return new URLSearchParams({ email, url, message, site, submission_id });
}
