/**
 * The mailer of the edge, from the Pages project's variables (README "Configure"): the HTTP mail
 * API when MAIL_API_KEY and MAIL_FROM are set, else none (null: no email is sent). workerd speaks
 * no SMTP, so this file never imports nodemailer; SMTP_URL alone here is an error that says so.
 */
import { httpMailer } from './http-mailer.ts';
import { type MailEnv, mailSettingsFromEnv } from './mail-settings.ts';
import type { Mailer } from './mailer.ts';

export function mailerFromEnv(env: MailEnv): Mailer | null {
  const settings = mailSettingsFromEnv(env, { smtp: false });
  if (settings === null) return null;
  if (settings.transport !== 'http') throw new Error('The edge sends mail through an HTTP mail API only');
  return httpMailer(settings);
}
