// @vitest-environment node
/**
 * The SMTP mailer against a real SMTP server in this process (smtp-server on a free port), read
 * back with mailparser: what arrives, and what each kind of failure comes back as. A send that
 * should go has the mailer's own timeouts, so a busy machine never cuts it short; the tests of a
 * server too slow to wait for set them to a few hundred milliseconds (FAST), which they then cost.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { ParsedMail } from 'mailparser';
import type { SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../../server/mail/mailer';
import { type SmtpTimeouts, smtpMailer } from '../../../../server/mail/smtp-mailer';
import { type Arrival, smtpReply, startSmtpServer } from '../../../support/smtp-server';

const FROM = { name: 'Testable', address: 'hello@testable.example' };
/** For the tests of a timeout only. */
const FAST: SmtpTimeouts = { connectMs: 500, greetingMs: 300, socketMs: 300, totalMs: 2_000 };

const MESSAGE: MailMessage = {
  to: 'ada@example.com',
  subject: 'Confirm your place on the wait list',
  html: '<!doctype html><html><body><p>Hello <a href="https://testable.example/confirm">Confirm</a></p></body></html>',
  text: 'Hello\n\nConfirm: https://testable.example/confirm\n',
  headers: {
    'List-Unsubscribe': '<https://testable.example/leave?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A real SMTP server on a free port of this machine, closed after the test. */
async function smtpServer(options: SMTPServerOptions = {}): Promise<{ url: string; arrivals: Arrival[] }> {
  const server = await startSmtpServer(options);
  closers.push(server.close);
  return server;
}

/** A TCP server that takes connections and says nothing, ever: a stuck SMTP server. */
async function silentServer(): Promise<string> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A port nothing listens on: one that was free a moment ago. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n\s+/g, ' ');

describe('the SMTP mailer', () => {
  it('delivers the message with both parts, its headers, its sender and its one recipient', async () => {
    const { url, arrivals } = await smtpServer();
    const outcome = await smtpMailer({ smtpUrl: url, from: FROM }).send(MESSAGE);
    expect(outcome).toEqual({ kind: 'sent', id: expect.stringMatching(/^<.+@.+>$/) });
    expect(arrivals).toHaveLength(1);
    const [{ mail, envelope } = {} as Arrival] = arrivals;
    expect(envelope).toEqual({ from: 'hello@testable.example', to: ['ada@example.com'] });
    expect(mail.from?.value).toEqual([{ name: 'Testable', address: 'hello@testable.example' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.text).toBe(MESSAGE.text);
    expect(mail.html).toBe(MESSAGE.html);
    expect(mail.messageId).toBe(outcome.kind === 'sent' ? outcome.id : '');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('List-Unsubscribe: <https://testable.example/leave?token=abc>');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('signs in with the user and password of SMTP_URL', async () => {
    const logins: string[] = [];
    const { url, arrivals } = await smtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        if (auth.password === 'right password') callback(null, { user: auth.username });
        else callback(smtpReply(535, 'Authentication credentials invalid'));
      },
    });
    const withLogin = (password: string) => url.replace('smtp://', `smtp://mailer:${encodeURIComponent(password)}@`);
    expect(await smtpMailer({ smtpUrl: withLogin('right password'), from: FROM }).send(MESSAGE)).toEqual({
      kind: 'sent',
      id: expect.any(String),
    });
    // A refused login is the mailer's fault, not the address's: the same email goes once it is fixed.
    expect(await smtpMailer({ smtpUrl: withLogin('wrong'), from: FROM }).send(MESSAGE)).toEqual({
      kind: 'retry',
      reason: expect.stringMatching(/check SMTP_URL.*EAUTH.*535/),
    });
    expect(logins).toEqual(['mailer:right password', 'mailer:wrong']);
    expect(arrivals).toHaveLength(1);
  });

  it.each([
    [550, 'rejected', 'No such user here'],
    [553, 'rejected', 'Mailbox name not allowed'],
    [451, 'retry', 'Try again later'],
    [452, 'retry', 'Mailbox full for now'],
    [503, 'retry', 'Bad sequence of commands'],
  ])('answers %i to the recipient: %s', async (code, kind, text) => {
    const { url, arrivals } = await smtpServer({
      onRcptTo: (_address, _session, callback) => callback(smtpReply(code, text)),
    });
    const outcome = await smtpMailer({ smtpUrl: url, from: FROM }).send(MESSAGE);
    expect(outcome).toEqual({ kind, reason: expect.stringContaining(`${code}`) });
    expect(outcome).toEqual({ kind, reason: expect.stringContaining(text) });
    expect(arrivals).toEqual([]);
  });

  it('is rejected when the server refuses the message itself with a 5xx, and retries on a 4xx', async () => {
    const refusing = (code: number) =>
      smtpServer({
        onData(stream, _session, callback) {
          stream.on('end', () => callback(smtpReply(code, 'Message refused')));
          stream.resume();
        },
      });
    const permanent = await refusing(554);
    expect(await smtpMailer({ smtpUrl: permanent.url, from: FROM }).send(MESSAGE)).toMatchObject({
      kind: 'rejected',
    });
    const transient = await refusing(421);
    expect(await smtpMailer({ smtpUrl: transient.url, from: FROM }).send(MESSAGE)).toMatchObject({
      kind: 'retry',
    });
  });

  it('retries later when our own sender is refused: MAIL_FROM is for the operator to fix', async () => {
    const { url } = await smtpServer({
      onMailFrom: (_address, _session, callback) => callback(smtpReply(550, 'Sender not allowed')),
    });
    expect(await smtpMailer({ smtpUrl: url, from: FROM }).send(MESSAGE)).toEqual({
      kind: 'retry',
      reason: expect.stringMatching(/MAIL_FROM.*550 Sender not allowed/),
    });
  });

  it('retries when the server is down', async () => {
    const outcome = await smtpMailer({ smtpUrl: await closedPort(), from: FROM }).send(MESSAGE);
    expect(outcome).toEqual({ kind: 'retry', reason: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) });
  });

  it('retries, within its greeting timeout, when the server never says hello', async () => {
    const started = performance.now();
    const outcome = await smtpMailer({ smtpUrl: await silentServer(), from: FROM, timeouts: FAST }).send(MESSAGE);
    const took = performance.now() - started;
    expect(outcome).toEqual({ kind: 'retry', reason: expect.stringContaining('ETIMEDOUT') });
    expect(took).toBeGreaterThanOrEqual(FAST.greetingMs - 50);
    expect(took).toBeLessThan(FAST.totalMs);
  });

  it('ends a send that takes longer than its whole budget, however the server keeps it going', async () => {
    // The server answers each command, but only just before the mailer would give up on it.
    const { url } = await smtpServer({
      onRcptTo: (_address, _session, callback) => setTimeout(() => callback(), FAST.socketMs - 100),
      onMailFrom: (_address, _session, callback) => setTimeout(() => callback(), FAST.socketMs - 100),
    });
    const timeouts = { ...FAST, totalMs: FAST.socketMs };
    const started = performance.now();
    const outcome = await smtpMailer({ smtpUrl: url, from: FROM, timeouts }).send(MESSAGE);
    expect(outcome).toEqual({ kind: 'retry', reason: expect.stringContaining('EABORT') });
    expect(performance.now() - started).toBeLessThan(FAST.socketMs * 2);
  });

  it('refuses a message whose address would add a header of its own, and sends nothing', async () => {
    const { url, arrivals } = await smtpServer();
    const mailer = smtpMailer({ smtpUrl: url, from: FROM });
    for (const message of [
      { ...MESSAGE, to: 'ada@example.com\r\nBcc: eve@example.net' },
      { ...MESSAGE, to: 'ada@example.com, eve@example.net' },
      { ...MESSAGE, subject: 'Hello\r\nBcc: eve@example.net' },
      { ...MESSAGE, headers: { 'List-Unsubscribe': '<https://x.example/>\nBcc: eve@example.net' } },
      { ...MESSAGE, headers: { Bcc: 'eve@example.net' } },
    ]) {
      expect(await mailer.send(message)).toMatchObject({ kind: 'rejected' });
    }
    expect(arrivals).toEqual([]);
  });
});
