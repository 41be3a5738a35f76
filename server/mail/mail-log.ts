/**
 * A line for the log when a send did not pass (docs/emails.md, "When they go"): the mail
 * server's reason and what happens next, and never an address, which is a person's.
 */
import { withoutAddresses } from '../http/log-text.ts';
import type { MailOutcome } from './mailer.ts';

export const logOutcome = (what: string, outcome: MailOutcome, next: string) => {
  if (outcome.kind !== 'sent') console.warn(`[mail] ${what}: ${withoutAddresses(outcome.reason)}; ${next}.`);
};
