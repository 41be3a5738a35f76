/**
 * The bot check's rules on the page's side (docs/leads.md, "The bot check"): how long a proof of
 * work is valid, when one is still good enough to queue a lead with, and what an answer of the
 * challenge endpoint means. Pure, so the sink (server/bot-check/) and the page read them alike.
 */
import { isRecord } from '../../lib/is-record.ts';
import { LEAD_LIFETIME_MS } from './outbox.ts';

export { PROOF_FIELD, PROOF_FIELD_LIMIT } from './fields.ts';

/**
 * How long a challenge may be solved and its proof sent for: the outbox's week, so that a lead
 * kept through an outage is still accepted on its last day, and one more day for the form it
 * was solved in to stay open before it is sent.
 */
export const PROOF_LIFETIME_MS = LEAD_LIFETIME_MS + 24 * 60 * 60_000;
/** A lead is queued only with a proof that outlives its week in the outbox by at least this much. */
export const PROOF_SPARE_MS = 60 * 60_000;

/** The `reason` of the reference sink's 400 when a lead's proof did not pass. */
export const PROOF_REFUSED = 'bot-check';

/** When a proof's challenge runs out (epoch ms), or null when the text is not a proof. */
export function proofExpiresAt(payload: string): number | null {
  try {
    const data: unknown = JSON.parse(atob(payload));
    if (!isRecord(data) || !isRecord(data['challenge'])) return null;
    const { parameters } = data['challenge'];
    const seconds = isRecord(parameters) ? parameters['expiresAt'] : undefined;
    return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * A proof good enough to queue a lead with at `now`: still valid at the end of the lead's week
 * in the outbox, with PROOF_SPARE_MS to spare (one solved long ago on a page left open is not).
 */
export function proofOutlivesOutbox(payload: string, now: number): boolean {
  const expiresAt = proofExpiresAt(payload);
  return expiresAt !== null && expiresAt >= now + LEAD_LIFETIME_MS + PROOF_SPARE_MS;
}

/**
 * What an answer of the challenge endpoint means: `solve` its challenge; `none`, this site has
 * no bot check (no such endpoint: a static deploy whose webhook is someone else's), so leads go
 * without a proof; `retry`, it may answer later (no connection, a timeout, a server error), so a
 * lead waits for a proof.
 */
export type ChallengeAnswer = 'solve' | 'none' | 'retry';

export function challengeAnswerOf(status: number | null): ChallengeAnswer {
  if (status === null || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 200 && status < 300) return 'solve';
  return 'none';
}
