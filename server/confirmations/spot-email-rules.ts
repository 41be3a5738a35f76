/**
 * When a founder is sent the email that names their spot (docs/emails.md, "When they go"), as
 * pure rules: which thing a visitor did owes it, and what a sender does with one that is due.
 */
import { FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import type { ConfirmationKind } from '../../src/lib/emails/confirmation-email.ts';
import { type ConfirmationReply, type ConfirmationStatus, capFreesAt } from './rules.ts';

/** What a lead tells the page of its emails: its confirmation's, or that the spot's email is on its way. */
export type LeadReply = ConfirmationReply | 'spot-queued';

/**
 * A lead owes the spot's email when it is a founder reservation from an address confirmed already:
 * the reservation holds the spot at once (server/founders/founder-spots.ts). Any other lead, or
 * an address not yet confirmed (its confirmation's link will), owes none.
 */
export const owesSpotEmailOnLead = (kind: ConfirmationKind, status: ConfirmationStatus | null): boolean =>
  kind === 'founder' && status === 'confirmed';

/** Confirming owes the spot's email for a founder's confirmation only, never the wait list's. */
export const owesSpotEmailOnConfirm = (kind: ConfirmationKind): boolean => kind === 'founder';

export interface SpotEmailFacts {
  /** The spot the address holds (heldSpotOf); null: none (erased, or no reservation kept). */
  number: number | null;
  /** The address it goes to; null once erased. */
  address: string | null;
  /** Mail to the address is held back (it left, or refused mail for good). */
  heldBack: boolean;
  /** Emails the site sent in the last 24 hours, and when the oldest of them went. */
  day: { count: number; oldest: number | null };
  dailyLimit: number;
  now: number;
}

export type SpotEmailPlan =
  /** Send it now, naming `number`. */
  | { kind: 'send'; number: number }
  /** The day's cap is reached: try again at `until`. */
  | { kind: 'wait'; until: number }
  /** Never: no spot to name (or one past the last), no address, or mail held back. */
  | { kind: 'none' };

/** What a sender does with a due spot email. */
export function planSpotEmail({ number, address, heldBack, day, dailyLimit, now }: SpotEmailFacts): SpotEmailPlan {
  if (number === null || number < 1 || number > FOUNDER_SPOTS) return { kind: 'none' };
  if (address === null || heldBack) return { kind: 'none' };
  if (day.count >= dailyLimit) return { kind: 'wait', until: capFreesAt(day.oldest ?? now) };
  return { kind: 'send', number };
}
