/**
 * The outbox as localStorage holds it, read back (rules/outbox.ts keeps the queue): tolerant of
 * what another release wrote, so that no lead that can still be sent is lost to a bad entry.
 */
import { isRecord } from '../../lib/is-record.ts';
import { leadFieldsOf } from './fields.ts';
import { intentOf } from './lead-intent.ts';
import type { PendingLead } from './outbox.ts';

/** A time or count as stored: a finite number. */
export const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const count = (value: unknown) => (isTime(value) && value >= 0 ? Math.floor(value) : 0);

/**
 * One stored entry, or null when it cannot be sent (no email or submission_id). The reader is
 * tolerant both ways: a field an older release did not write reads as '' or its default, and a
 * field a newer release wrote is kept as it is, so rewriting the outbox never loses it. A lead
 * that can still be sent is never lost to a bad counter either. An entry without `queuedAt`
 * (format 1) starts its week `now`.
 */
export function parsePendingLead(item: unknown, now: number): PendingLead | null {
  if (!isRecord(item) || typeof item['email'] !== 'string' || typeof item['submission_id'] !== 'string') return null;
  const { format, queuedAt, attempts, opaqueSends, nextAttemptAt, heldUntil } = item;
  const lead: PendingLead = {
    ...item,
    ...leadFieldsOf(item),
    format: isTime(format) ? format : 1,
    queuedAt: isTime(queuedAt) ? queuedAt : now,
    attempts: count(attempts),
    opaqueSends: count(opaqueSends),
    nextAttemptAt: isTime(nextAttemptAt) ? nextAttemptAt : 0,
  };
  if (isTime(heldUntil)) lead.heldUntil = heldUntil;
  else delete lead.heldUntil;
  if (typeof item['altcha'] !== 'string') delete lead.altcha;
  if (intentOf(item['intent']) === null) delete lead.intent;
  return lead;
}

/** The stored list of webhook origins known to send CORS headers: whatever is not text is skipped. */
export function parseOrigins(stored: string | undefined): string[] {
  try {
    const data: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(data) ? data.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the stored outbox; an entry that cannot be sent is skipped rather than breaking the page. */
export function parseOutbox(stored: string | undefined, now: number): PendingLead[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.map((item) => parsePendingLead(item, now)).filter((lead) => lead !== null);
}
