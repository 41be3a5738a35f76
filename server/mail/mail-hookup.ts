/** What a host needs to send email: a mailer, the sender its emails name, and where the operator's notices go. */
import type { Mailer } from './mailer.ts';
import type { EmailSender } from './templates/rendered-email.ts';

export interface MailHookup {
  mailer: Mailer;
  sender: () => Promise<EmailSender>;
  /** OPS_NOTIFY_EMAIL; null: no notices. */
  operatorAddress: string | null;
}
