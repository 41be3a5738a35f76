/**
 * What the sink says of the email that asks a new address to confirm itself (docs/emails.md),
 * in its JSON answer to a wait-list lead or a founder reservation: `"sent"`, the mail server took
 * one earlier and its link still works; `"queued"`, one is due and on its way. Any other
 * answer, or none, means no such email is coming (no mailer, an address confirmed already, mail
 * to it failed), and the page says what it always said. Only these two words ever choose words
 * of the page: nothing of the answer is shown.
 */
import { isRecord } from '../../lib/is-record.ts';

export const CONFIRMATIONS = ['sent', 'queued'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/** The confirmation email a delivered lead's answer tells of, or null when it tells of none. */
export function confirmationOf(reply: unknown): Confirmation | null {
  if (!isRecord(reply)) return null;
  const { confirmation } = reply;
  return CONFIRMATIONS.find((known) => known === confirmation) ?? null;
}

/**
 * The answer to a founder reservation from an address confirmed already tells that the email
 * naming its spot is on its way (`"spotEmail":"queued"`, docs/leads.md); any other answer, none.
 */
export function spotEmailOf(reply: unknown): boolean {
  return isRecord(reply) && reply['spotEmail'] === 'queued';
}
