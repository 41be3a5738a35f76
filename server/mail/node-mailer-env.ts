/**
 * The mailer of one machine, from its environment (README "Configure"): SMTP when SMTP_URL and
 * MAIL_FROM are set, else the HTTP mail API when MAIL_API_KEY and MAIL_FROM are, else none
 * (null: no email is sent). A half-made setting throws, naming the variables, at startup.
 */
import { httpMailer } from './http-mailer.ts';
import { type MailEnv, mailSettingsFromEnv } from './mail-settings.ts';
import type { Mailer } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export function mailerFromEnv(env: MailEnv): Mailer | null {
  const settings = mailSettingsFromEnv(env, { smtp: true });
  if (settings === null) return null;
  return settings.transport === 'smtp' ? smtpMailer(settings) : httpMailer(settings);
}
