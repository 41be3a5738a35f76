/**
 * The one port every email goes out through (docs/emails.md): a message in, an outcome out, the
 * same on one machine (SMTP, ./smtp-mailer.ts) and on the edge (an HTTP mail API,
 * ./http-mailer.ts). No Node-only import here: the edge bundle reads this file too.
 *
 * A send never throws. Its outcome says what the caller does next: nothing, try again later, or
 * never write to that address again.
 */

export interface MailMessage {
  /** One recipient: a plain address that passes the site's email rule (./message-checks.ts). */
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, Auto-Submitted…): never From, To, Subject or a MIME header. */
  headers?: Record<string, string>;
}

/**
 * sent: the server took the message (`id`, its id there, when it says one).
 * retry: it may pass later: a 4xx SMTP reply, a timeout, a refused connection, HTTP 429 or 5xx,
 * and a mailer the operator has to fix (a refused password or API key).
 * rejected: it never will, for this address or this message: a 5xx SMTP reply to the recipient or
 * the message, an HTTP 4xx such as 422 for an invalid recipient, or a message this layer refuses
 * before sending (an address or header with a line break in it).
 */
export type MailOutcome =
  | { kind: 'sent'; id?: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'rejected'; reason: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
}

/** The longest reason kept: a remote server's words end up in logs, and it may say a lot. */
export const REASON_LIMIT = 300;
