/**
 * A sender's claim on a lead: a lease, not a lock. Whoever sends a lead (a tab, the sync worker)
 * first claims it for CLAIM_MS, and gives its send up after SEND_TIMEOUT_MS, so that a live sender
 * always ends before its claim does. A sender that stops without letting go (a page frozen in the
 * back-forward cache or in a hidden tab, a tab killed mid-send) holds the lead back for CLAIM_MS
 * at most; then any page may send it. The next page of the same tab takes over the claims of the
 * page it replaced (../page-holder.ts) (docs/leads.md, "Two tabs, the sync worker, and a claim").
 */
import { isRecord } from '../../lib/is-record.ts';
import type { FinishedOutcome } from './handoff.ts';
import { isTime } from './stored-outbox.ts';

/** How long a claim lasts. */
export const CLAIM_MS = 12_000;
/** A send not answered by then is given up and retried: shorter than a claim, with room to note the answer. */
export const SEND_TIMEOUT_MS = 8_000;

/** When a send under a claim until `until` is given up: SEND_TIMEOUT_MS after a fresh claim. */
export const giveUpAt = (until: number) => until - (CLAIM_MS - SEND_TIMEOUT_MS);

export interface LeadClaim {
  submission_id: string;
  /** Who claimed it: one id per page load, or the worker's. */
  holder: string;
  /** Epoch ms when the claim runs out. */
  until: number;
}

/** What a would-be sender finds: the lead is its to send, another holds it until `until`, or it is finished. */
export type ClaimVerdict =
  | { kind: 'claimed'; until: number }
  | { kind: 'held elsewhere'; until: number }
  | { kind: 'finished'; outcome: FinishedOutcome };

export function parseClaim(value: unknown): LeadClaim | null {
  if (!isRecord(value)) return null;
  const { submission_id, holder, until } = value;
  if (typeof submission_id !== 'string' || typeof holder !== 'string' || !isTime(until)) return null;
  return { submission_id, holder, until };
}

/**
 * The claim a sender finds decides: a finished lead is never sent again, a claim of another
 * holder that has not run out stands, anything else (none, run out, its own, or one too far in
 * the future to be honest: a clock set back) is replaced by this sender's.
 */
export function claimVerdict(
  found: LeadClaim | null,
  finished: FinishedOutcome | null,
  holder: string,
  now: number,
): ClaimVerdict {
  if (finished !== null) return { kind: 'finished', outcome: finished };
  if (found !== null && found.holder !== holder && now < found.until && found.until <= now + CLAIM_MS)
    return { kind: 'held elsewhere', until: found.until };
  return { kind: 'claimed', until: now + CLAIM_MS };
}

/** Claims still running, by submission_id (what another sender said, or what storage holds). */
export type HeldElsewhere = ReadonlyMap<string, number>;

export const isHeldElsewhere = (held: HeldElsewhere, id: string, now: number) => (held.get(id) ?? 0) > now;

/**
 * A sender's word on the leads channel that it holds a lead's claim until `until`, or (`until`
 * null) that it has let it go. A page that is going away sends without claiming, so it leaves
 * alone a lead it heard is being sent elsewhere.
 */
export interface SendingNews {
  sending: string;
  until: number | null;
}

export function parseSendingNews(data: unknown): SendingNews | null {
  if (!isRecord(data) || typeof data['sending'] !== 'string') return null;
  const { until } = data;
  return { sending: data['sending'], until: isTime(until) ? until : null };
}
