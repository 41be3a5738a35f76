/**
 * The mail settings (README "Configure", docs/emails.md), read and checked once at startup, the
 * same on one machine and on the edge: SMTP_URL and MAIL_FROM for an SMTP server (one machine
 * only), or MAIL_API_KEY and MAIL_FROM (MAIL_API_URL optional) for an HTTP mail API in Resend's
 * format. None of them set: no mail, and null. Half of them set, or one that cannot be used: an
 * error naming every variable at fault, so a server never starts believing it sends mail that it
 * cannot. The values themselves are never repeated: SMTP_URL holds a password.
 */
import { type Mailbox, parseMailbox } from './mailbox.ts';

export type MailSettings =
  | { transport: 'smtp'; smtpUrl: string; from: Mailbox }
  | { transport: 'http'; apiUrl: string; apiKey: string; from: Mailbox };

export type MailEnv = Readonly<Record<string, string | undefined>>;

/** Resend's endpoint; another API of the same format is a MAIL_API_URL away. */
export const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';

const MAIL_VARIABLES = ['SMTP_URL', 'MAIL_FROM', 'MAIL_API_URL', 'MAIL_API_KEY'] as const;
type MailVariable = (typeof MAIL_VARIABLES)[number];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const isSmtpUrl = (text: string) => {
  const url = urlOf(text);
  return url !== null && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
};

/** https, or http to this machine (a local stand-in for the API in a test). */
const isApiUrl = (text: string) => {
  const url = urlOf(text);
  return url !== null && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
};

/**
 * The mailer the variables describe, or null for none. `smtp`: whether this runtime can speak
 * SMTP (one machine can, the edge cannot). Throws an error naming every problem.
 */
export function mailSettingsFromEnv(env: MailEnv, { smtp }: { smtp: boolean }): MailSettings | null {
  const value = (name: MailVariable) => env[name]?.trim() ?? '';
  if (MAIL_VARIABLES.every((name) => value(name) === '')) return null;
  const problems: string[] = [];
  const from = parseMailbox(value('MAIL_FROM'));
  const useSmtp = smtp && value('SMTP_URL') !== '';
  const useApi = !useSmtp && value('MAIL_API_KEY') !== '';
  if (value('MAIL_FROM') === '') problems.push('MAIL_FROM is not set: the address every email comes from');
  else if (from === null)
    problems.push('MAIL_FROM must be one address, such as hello@example.com or Testable <hello@example.com>');
  if (value('SMTP_URL') !== '' && !smtp && !useApi)
    problems.push('SMTP_URL is set, but the edge cannot speak SMTP: set MAIL_API_KEY for an HTTP mail API instead');
  if (useSmtp && !isSmtpUrl(value('SMTP_URL')))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@smtp.example.com:587');
  if (value('MAIL_API_URL') !== '' && value('MAIL_API_KEY') === '')
    problems.push('MAIL_API_URL is set without MAIL_API_KEY, the key of that API');
  if (value('MAIL_API_URL') !== '' && !isApiUrl(value('MAIL_API_URL')))
    problems.push('MAIL_API_URL must be an https:// URL, such as https://api.resend.com/emails');
  if (!useSmtp && !useApi && value('MAIL_FROM') !== '')
    problems.push(`MAIL_FROM is set, but nothing to send with: set ${smtp ? 'SMTP_URL or ' : ''}MAIL_API_KEY`);
  if (problems.length > 0 || from === null)
    throw new Error(`Invalid mail configuration (README "Configure"):\n- ${problems.join('\n- ')}`);
  return useSmtp
    ? { transport: 'smtp', smtpUrl: value('SMTP_URL'), from }
    : { transport: 'http', apiUrl: value('MAIL_API_URL') || DEFAULT_MAIL_API_URL, apiKey: value('MAIL_API_KEY'), from };
}
