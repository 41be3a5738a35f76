/**
 * The mailer of the edge, and of one machine without SMTP (docs/emails.md): an HTTP mail API in
 * Resend's format, through `fetch` alone, so the same file runs on workerd and on Node.
 * `POST {apiUrl}` with the key as a bearer token and the message as JSON; bounded by a timeout
 * that covers the answer's body too, which is read no further than BODY_LIMIT.
 */
import { httpOutcome } from './http-outcome.ts';
import { formatMailbox, type Mailbox } from './mailbox.ts';
import { type Mailer, type MailOutcome, REASON_LIMIT } from './mailer.ts';
import { messageProblem } from './message-checks.ts';

export const HTTP_TIMEOUT_MS = 10_000;
/** An id or an error message is a few hundred bytes; more is not read. */
const BODY_LIMIT = 16_384;

export interface HttpMailerOptions {
  apiUrl: string;
  apiKey: string;
  from: Mailbox;
  timeoutMs?: number;
  /** The runtime's fetch; a test may hand in its own. */
  fetch?: typeof fetch;
}

/** The first BODY_LIMIT bytes of the answer, as text. */
async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, BODY_LIMIT));
}

/** Why the request never got an answer, in a line. */
function networkReason(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'the mail API did not answer in time';
  const message = error instanceof Error ? error.message : String(error);
  return `the mail API could not be reached: ${message}`.slice(0, REASON_LIMIT);
}

export function httpMailer({
  apiUrl,
  apiKey,
  from,
  timeoutMs = HTTP_TIMEOUT_MS,
  fetch: send = fetch,
}: HttpMailerOptions): Mailer {
  return {
    async send(message): Promise<MailOutcome> {
      const problem = messageProblem(message);
      if (problem !== null) return { kind: 'rejected', reason: problem };
      const body = {
        from: formatMailbox(from),
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      };
      try {
        const response = await send(apiUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          // The key goes to the address configured, never to one a redirect names: a 3xx is
          // answered as it is, and tried again later. ('manual', not 'error', which workerd refuses.)
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The status decides; a body cut off by the timeout only loses the id or the API's words.
        return httpOutcome(response.status, await readLimited(response).catch(() => ''));
      } catch (error) {
        return { kind: 'retry', reason: networkReason(error) };
      }
    },
  };
}
