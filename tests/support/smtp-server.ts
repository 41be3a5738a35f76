/**
 * A real SMTP server in the test's process (smtp-server on a free loopback port), each message
 * read back with mailparser: what a mail server would have received. Plain and open unless
 * `options` say otherwise.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface Arrival {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

export interface RunningSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  arrivals: Arrival[];
  close(): Promise<void>;
}

export async function startSmtpServer(options: SMTPServerOptions = {}): Promise<RunningSmtpServer> {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const { mailFrom, rcptTo } = session.envelope;
          arrivals.push({
            mail,
            envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((rcpt) => rcpt.address) },
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP reply of `code` as smtp-server sends one from a handler's error. */
export const smtpReply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
