/**
 * The mailer of one machine, from its environment (README "Configure"): SMTP when SMTP_URL and
 * MAIL_FROM are set, else the HTTP mail API when MAIL_API_KEY and MAIL_FROM are, else none
 * (null: no email is sent). A half-made setting throws, naming the variables, at startup.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { httpMailer } from './http-mailer.ts';
import type { MailHookup } from './mail-hookup.ts';
import { type MailEnv, mailSettingsFromEnv } from './mail-settings.ts';
import { MAIL_SITE_FILE, mailSiteFrom } from './mail-site.ts';
import type { Mailer } from './mailer.ts';
import { operatorAddressFromEnv } from './operator-address.ts';
import { smtpMailer } from './smtp-mailer.ts';

export function mailerFromEnv(env: MailEnv): Mailer | null {
  const settings = mailSettingsFromEnv(env, { smtp: true });
  if (settings === null) return null;
  return settings.transport === 'smtp' ? smtpMailer(settings) : httpMailer(settings);
}

/** Everything the host needs to send email, from the environment and the build in `distDir`; null: no mailer. */
export function mailHookupFromEnv(env: MailEnv, distDir: string): MailHookup | null {
  const mailer = mailerFromEnv(env);
  if (mailer === null) return null;
  return {
    mailer,
    operatorAddress: operatorAddressFromEnv(env),
    site: mailSiteFrom(async () => JSON.parse(await readFile(join(distDir, MAIL_SITE_FILE), 'utf8'))),
  };
}
