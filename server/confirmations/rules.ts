/**
 * When the double opt-in writes to an address, as pure rules (docs/emails.md, "When they go"):
 * what a new lead does to its address's confirmation, when a send that may pass later is tried
 * again, and the bounds that keep the sink from becoming a way to mail strangers.
 */
import type { LeadIntent } from '../../src/leads/rules/lead-intent.ts';
import type { LeadKind } from '../../src/leads/rules/lead-kind.ts';
import { CONFIRMATION_LINK_DAYS } from '../../src/lib/constants.ts';
import type { ConfirmationKind } from '../../src/lib/emails/confirmation-email.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a confirm link works; the emails say so in days. */
export const CONFIRM_LINK_MS = CONFIRMATION_LINK_DAYS * DAY;
/**
 * When a leave link runs out: never, in practice (the last time a Date can hold). It works as long
 * as the address is kept, and goes with it (erasure, retention: server/ops/retention.ts).
 */
export const LEAVE_LINK_EXPIRES_AT = 8.64e15;
/** At most one confirmation to an address in this time (but see `decideOnLead`, founder). */
export const RESEND_AFTER_MS = DAY;
/** Confirmations one address is ever sent: a list that asked three times without an answer stops asking. */
export const MOST_CONFIRMATIONS = 3;
/** The cap on confirmations the whole site sends in 24 hours, unless MAIL_DAILY_LIMIT says otherwise. */
export const DEFAULT_DAILY_LIMIT = 200;
/** How long one sender holds a due email before another may take it (longer than a send's 60 s bound). */
export const SEND_LEASE_MS = 2 * MINUTE;
/** The pauses between tries of a send that may pass later; the last repeats until the link runs out. */
export const RETRY_PAUSES_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR] as const;

export type ConfirmationStatus = 'due' | 'sent' | 'confirmed' | 'failed';

/** What the store holds of an address's confirmation (migrations/0005_confirmations.sql). */
export interface ConfirmationState {
  kind: ConfirmationKind;
  status: ConfirmationStatus;
  sends: number;
  /** ms, or null when none was sent. */
  lastSentAt: number | null;
  /** The address, as written, whose mail failed for good; null: the failure stops every spelling. */
  failedAddress?: string | null;
}

/** What the sink tells the page of its address's confirmation email (docs/leads.md). */
export type ConfirmationReply = 'sent' | 'queued' | null;

export type LeadDecision =
  /** An email is due now, saying `kind`. */
  | { due: true; kind: ConfirmationKind }
  /** Nothing to send; `reply` is what the page is told. */
  | { due: false; reply: ConfirmationReply };

/**
 * The email a stored lead asks for, one per thing the visitor did: a wait-list sign-up the wait
 * list's, a founder reservation the founder's; feedback none, and none for the email step of a
 * reservation (`intent` founder), which joins no wait list: the reservation's own lead, sent by
 * its payment step, asks for the founder's.
 */
export function emailKindOf(kind: LeadKind, intent: LeadIntent | null): ConfirmationKind | null {
  if (kind === 'feedback') return null;
  if (kind === 'waitlist' && intent === 'founder') return null;
  return kind;
}

/** A link sent at `lastSentAt` still works at `now`. */
const linkWorks = (lastSentAt: number | null, now: number) => lastSentAt !== null && now < lastSentAt + CONFIRM_LINK_MS;

/**
 * What a wait-list or founder lead does to its address's confirmation (`state` null: the address
 * has none yet):
 * - a new address: its email is due at once;
 * - confirmed, or refusing mail: nothing, ever; but a hard failure of one spelling (a look-alike
 *   letter shares the address's key) does not stop a lead written another way, which starts over;
 * - due already: it stays due (saying founder once a reservation came);
 * - sent within a day: nothing; but a founder reservation after a wait-list email is sent its own
 *   email once (the wait list joined, then a spot reserved: two things done, and the visitor is
 *   owed the founder's words): at most two emails to an address in a day, the second by reserving;
 * - sent longer ago, not confirmed: due again, at most MOST_CONFIRMATIONS in all.
 */
export function decideOnLead(
  state: ConfirmationState | null,
  kind: ConfirmationKind,
  now: number,
  address = '',
): LeadDecision {
  if (state === null) return { due: true, kind };
  if (state.status === 'failed' && state.failedAddress && state.failedAddress !== address) return { due: true, kind };
  if (state.status === 'confirmed' || state.status === 'failed') return { due: false, reply: null };
  const strongest: ConfirmationKind = kind === 'founder' || state.kind === 'founder' ? 'founder' : 'waitlist';
  if (state.status === 'due') return { due: true, kind: strongest };
  if (kind === 'founder' && state.kind === 'waitlist' && state.sends < MOST_CONFIRMATIONS) {
    return { due: true, kind: 'founder' };
  }
  const recent = state.lastSentAt !== null && now < state.lastSentAt + RESEND_AFTER_MS;
  if (recent || state.sends >= MOST_CONFIRMATIONS) {
    return { due: false, reply: linkWorks(state.lastSentAt, now) ? 'sent' : null };
  }
  return { due: true, kind: strongest };
}

/**
 * When a send that may pass later (`attempts` tries made, the email due since `dueSince`) is
 * tried next; null when that would be after the link it carries could have run out: the address
 * is then given up on, as it would be for a hard failure.
 */
export function retryAt(attempts: number, dueSince: number, now: number): number | null {
  const pause = RETRY_PAUSES_MS[Math.min(Math.max(attempts, 1), RETRY_PAUSES_MS.length) - 1] as number;
  const next = now + pause;
  return next < dueSince + CONFIRM_LINK_MS ? next : null;
}

/** The 24 hours' cap is reached: the next email waits until the oldest of them is a day old. */
export const capFreesAt = (oldestInDay: number) => oldestInDay + DAY;
export const DAY_MS = DAY;

/**
 * When an operator's notice that may pass later is tried again: after as long again as it has
 * waited since the confirmation (a minute at least, 12 hours at most); null once the confirmation
 * is older than a link's life, when the console says it better than a late email.
 */
export function noticeRetryAt(confirmedAt: number, now: number): number | null {
  const pause = Math.min(Math.max(now - confirmedAt, MINUTE), 12 * HOUR);
  const next = now + pause;
  return next < confirmedAt + CONFIRM_LINK_MS ? next : null;
}
