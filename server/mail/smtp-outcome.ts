/**
 * What an SMTP send's failure means for the address (./mailer.ts MailOutcome), read from the
 * error nodemailer hands back. A 5xx reply to the recipient or to the message is final for that
 * address; a 4xx reply, 503 (a session in the wrong state) and every failure to talk at all
 * (refused, timed out, cut off, a name that did not resolve) may pass later. A 5xx reply to our
 * own login or sender says the mailer is set up wrong, not that the address is: the operator
 * fixes SMTP_URL or MAIL_FROM and the same email then goes, so that is a retry too. No Node
 * import: the error is only read.
 */
import { type MailOutcome, REASON_LIMIT } from './mailer.ts';

/** What nodemailer puts on its errors (NodemailerError), as far as the outcome goes. */
interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
  message?: unknown;
}

/** Commands whose 5xx reply is about this recipient or this message. */
const ABOUT_THE_MESSAGE = ['RCPT', 'DATA', 'BDAT', 'END'];
// Line breaks and other control characters of a server's reply, before it goes to a log.
const CONTROL = /\p{Cc}+/gu;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The failure in a line: its code, the command it answered and the server's reply. */
function describe(failure: SmtpFailure): string {
  const parts = [text(failure.code), text(failure.command), text(failure.response) || text(failure.message)];
  const line = parts.filter((part) => part !== '').join(': ') || 'unknown SMTP failure';
  return line.replace(CONTROL, ' ').trim().slice(0, REASON_LIMIT);
}

/** The outcome of a send that failed with `error`. */
export function smtpFailureOutcome(error: unknown): MailOutcome {
  const failure: SmtpFailure = typeof error === 'object' && error !== null ? error : { message: String(error) };
  const reason = describe(failure);
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : 0;
  const command = text(failure.command).toUpperCase();
  const permanent = code >= 500 && code < 600 && code !== 503;
  if (!permanent) return { kind: 'retry', reason };
  if (ABOUT_THE_MESSAGE.some((name) => command.startsWith(name))) return { kind: 'rejected', reason };
  return {
    kind: 'retry',
    reason: `the SMTP server refused the mailer itself (check SMTP_URL and MAIL_FROM): ${reason}`,
  };
}
