// @vitest-environment node
/**
 * The HTTP mailer against a stand-in for the mail API (node:http on a free port of this machine),
 * answering as Resend does: what the request carries, and what each answer comes back as.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { httpMailer } from '../../../../server/mail/http-mailer';
import type { MailMessage } from '../../../../server/mail/mailer';

const FROM = { name: 'Testable', address: 'hello@testable.example' };
const KEY = 're_test_0123456789';

const MESSAGE: MailMessage = {
  to: 'ada@example.com',
  subject: 'Confirm your place on the wait list',
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<https://testable.example/leave?token=abc>' },
};

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = (response: ServerResponse) => void;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The stand-in API: it records each request and answers with `answer`. */
async function fakeApi(answer: Answer): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`, received };
}

const json =
  (status: number, body: unknown): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const send = async (answer: Answer, options: { timeoutMs?: number } = {}) => {
  const api = await fakeApi(answer);
  const outcome = await httpMailer({ apiUrl: api.url, apiKey: KEY, from: FROM, ...options }).send(MESSAGE);
  return { outcome, received: api.received };
};

describe('the HTTP mailer', () => {
  it('posts the message as Resend reads it, with the key as a bearer token', async () => {
    const { outcome, received } = await send(json(200, { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
    expect(outcome).toEqual({ kind: 'sent', id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/emails',
        headers: expect.objectContaining({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }),
        body: {
          from: '"Testable" <hello@testable.example>',
          to: ['ada@example.com'],
          subject: MESSAGE.subject,
          html: MESSAGE.html,
          text: MESSAGE.text,
          headers: MESSAGE.headers,
        },
      },
    ]);
  });

  it.each([
    ['200 with an id', json(200, { id: 'abc' }), { kind: 'sent', id: 'abc' }],
    ['202 without a body', (response: ServerResponse) => response.writeHead(202).end(), { kind: 'sent' }],
    [
      '200 with a body that is not JSON',
      (response: ServerResponse) => response.writeHead(200).end('OK'),
      { kind: 'sent' },
    ],
  ])('is sent on %s', async (_, answer, expected) => {
    expect((await send(answer)).outcome).toEqual(expected);
  });

  it.each([
    [422, 'rejected', { name: 'validation_error', message: 'Invalid `to` field.' }],
    [400, 'rejected', { name: 'validation_error', message: 'The request body is missing' }],
    [429, 'retry', { name: 'rate_limit_exceeded', message: 'Too many requests' }],
    [408, 'retry', { message: 'Request timeout' }],
    [500, 'retry', { name: 'internal_server_error', message: 'An unexpected error occurred' }],
    [503, 'retry', { message: 'Service unavailable' }],
  ])('answers %i: %s, with the API’s words', async (status, kind, body) => {
    expect((await send(json(status, body))).outcome).toEqual({
      kind,
      reason: `HTTP ${status}: ${body.message}`,
    });
  });

  it('retries when the key is refused: MAIL_API_KEY is for the operator to fix, not the address', async () => {
    const { outcome } = await send(json(401, { name: 'missing_api_key', message: 'Missing API key' }));
    expect(outcome).toEqual({
      kind: 'retry',
      reason: expect.stringMatching(/MAIL_API_KEY.*HTTP 401: Missing API key/),
    });
  });

  it('retries when the API cannot be reached', async () => {
    const api = await fakeApi(json(200, {}));
    await Promise.all(closers.splice(0).map((close) => close()));
    const outcome = await httpMailer({ apiUrl: api.url, apiKey: KEY, from: FROM }).send(MESSAGE);
    expect(outcome).toEqual({ kind: 'retry', reason: expect.stringContaining('could not be reached') });
  });

  it('retries, within its timeout, when the API never answers', async () => {
    const started = performance.now();
    const { outcome } = await send(() => undefined, { timeoutMs: 200 });
    expect(outcome).toEqual({ kind: 'retry', reason: 'the mail API did not answer in time' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('takes the status of an answer whose body never ends', async () => {
    const { outcome } = await send((response) => response.writeHead(200).write('{"id":'), { timeoutMs: 200 });
    expect(outcome).toEqual({ kind: 'sent' });
  });

  it('does not follow a redirect with the key', async () => {
    const { outcome } = await send((response) => response.writeHead(307, { location: 'http://127.0.0.2/' }).end());
    // The 307 itself is the answer (as on workerd, which has no redirect: 'error'): tried again later.
    expect(outcome).toEqual({ kind: 'retry', reason: expect.stringMatching(/^HTTP 307/) });
  });

  it('refuses a message with a line break in its address or a header, and posts nothing', async () => {
    const api = await fakeApi(json(200, { id: 'x' }));
    const mailer = httpMailer({ apiUrl: api.url, apiKey: KEY, from: FROM });
    expect(await mailer.send({ ...MESSAGE, to: 'ada@example.com\nBcc: eve@example.net' })).toMatchObject({
      kind: 'rejected',
    });
    expect(await mailer.send({ ...MESSAGE, headers: { 'X-Note': 'a\r\nb' } })).toMatchObject({ kind: 'rejected' });
    expect(api.received).toEqual([]);
  });
});
