/**
 * The mailer of one machine (docs/emails.md): an SMTP server named by SMTP_URL, through
 * nodemailer. One connection per message, no pool: a confirmation is one email now and then, and
 * a pool would hold a connection open that the server may drop. Every wait is bounded, so a
 * server that stops answering costs a send at most TOTAL_MS, and the answer is a retry.
 */
import { createTransport } from 'nodemailer';
import type { Mailbox } from './mailbox.ts';
import type { Mailer, MailOutcome } from './mailer.ts';
import { messageProblem } from './message-checks.ts';
import { smtpFailureOutcome } from './smtp-outcome.ts';

export interface SmtpTimeouts {
  /** To open the connection (TCP, and TLS for smtps://). */
  connectMs: number;
  /** From the open connection to the server's greeting. */
  greetingMs: number;
  /** Of silence at any later point of the conversation. */
  socketMs: number;
  /** For the whole send, however the server trickles its answers. */
  totalMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, greetingMs: 10_000, socketMs: 20_000, totalMs: 60_000 };

export interface SmtpMailerOptions {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465. */
  smtpUrl: string;
  from: Mailbox;
  timeouts?: SmtpTimeouts;
}

export function smtpMailer({ smtpUrl, from, timeouts = SMTP_TIMEOUTS }: SmtpMailerOptions): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectMs,
    // The message is text we wrote: nothing in it may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message): Promise<MailOutcome> {
      const problem = messageProblem(message);
      if (problem !== null) return { kind: 'rejected', reason: problem };
      try {
        const info = await transport.sendMail({
          from: { name: from.name, address: from.address },
          // An address, not a list to parse: message-checks.ts has made sure it is one plain address.
          to: { name: '', address: message.to },
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers ?? {},
          signal: AbortSignal.timeout(timeouts.totalMs),
        });
        return info.messageId ? { kind: 'sent', id: info.messageId } : { kind: 'sent' };
      } catch (error) {
        return smtpFailureOutcome(error);
      }
    },
  };
}
