/**
 * A person's story as the console and the CSV tell it (docs/operating.md, "The operator's console and the
 * founder count"), in pure rules: what an address did, and where it stands in the double opt-in.
 *
 * A founder reservation is made in two steps, and the first (the email) is stored as a wait-list
 * lead of its own (docs/leads.md): a founder is on the wait list already, so an address that
 * reserved did "Founder reservation", never also "Wait list". Every lead stays stored and is
 * listed on the person's page.
 */
import { LEAD_KINDS, type LeadKind } from '../../src/leads/rules/lead-kind.ts';
import type { ConfirmationStatus } from '../confirmations/rules.ts';

/** The kinds of lead an address has sent, each at least once. */
export type KindsSent = Readonly<Record<LeadKind, boolean>>;

/** What the address did, in the order the console names it: a reservation covers its wait-list step. */
export function didOf(sent: KindsSent): LeadKind[] {
  return LEAD_KINDS.filter((kind) => sent[kind] && !(kind === 'waitlist' && sent.founder));
}

/** Where an address stands: confirmed by the email's link, waiting for it, mail to it failed, or never asked. */
export const CONFIRMATION_STATES = ['confirmed', 'pending', 'failed', 'not needed'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/**
 * An address's state from its confirmation row (null: none), whether a mailer is set up, and
 * whether it is due an email at all (it joined the wait list or reserved; feedback alone is not).
 * Without a mailer nothing is asked of anyone: not needed, but for an address confirmed earlier.
 * With one, an address due an email and never sent one (it came before the mailer) is pending,
 * as its reservation holds no spot until it is confirmed.
 */
export function confirmationState(
  status: ConfirmationStatus | null,
  { mailer, due }: { mailer: boolean; due: boolean },
): ConfirmationState {
  if (status === 'confirmed') return 'confirmed';
  if (!mailer) return 'not needed';
  if (status === 'failed') return 'failed';
  if (status === null && !due) return 'not needed';
  return 'pending';
}

/** A founder spot waits on this address: with a mailer, a reservation holds none until it is confirmed. */
export const spotPending = (did: readonly LeadKind[], state: ConfirmationState) =>
  did.includes('founder') && state !== 'confirmed' && state !== 'not needed';

/** Where a person's address stands, from what they did: only a wait-list or founder address is due an email. */
export const personState = (
  { confirmation, did }: { confirmation: ConfirmationStatus | null; did: readonly LeadKind[] },
  mailer: boolean,
): ConfirmationState => confirmationState(confirmation, { mailer, due: did.some((kind) => kind !== 'feedback') });
