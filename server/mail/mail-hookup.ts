/** What a host needs to send email: a mailer, what the build says of the sender and site, and where the operator's notices go. */
import type { MailSite } from './mail-site.ts';
import type { Mailer } from './mailer.ts';

export interface MailHookup {
  mailer: Mailer;
  /** The emails' sender and the site their links lead to (mail-site.ts). */
  site: () => Promise<MailSite>;
  /** OPS_NOTIFY_EMAIL; null: no notices. */
  operatorAddress: string | null;
}
