/**
 * What an HTTP mail API's answer means for the address (./mailer.ts MailOutcome), in Resend's
 * terms: 2xx sent, with the id its JSON gives; 408, 429 and 5xx may pass later; 401 and 403 say
 * the API key is wrong (the operator fixes MAIL_API_KEY, and the same email then goes: a retry);
 * any other 4xx, such as 422 for an invalid recipient, never will.
 */
import { isRecord } from '../../src/lib/is-record.ts';
import { type MailOutcome, REASON_LIMIT } from './mailer.ts';

const RETRY_STATUSES = new Set([408, 425, 429]);
const KEY_REFUSED = new Set([401, 403]);
// Line breaks and other control characters of the API's words, before they go to a log.
const CONTROL = /\p{Cc}+/gu;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** The API's own words about a failure (Resend: `{ "name": …, "message": … }`), or its status alone. */
function describe(status: number, body: string): string {
  const data = parse(body);
  const said = isRecord(data) && typeof data['message'] === 'string' ? data['message'] : body;
  return `HTTP ${status}: ${said}`.replace(CONTROL, ' ').trim().slice(0, REASON_LIMIT);
}

/** The outcome of an answer with `status` and `body` (text, perhaps JSON). */
export function httpOutcome(status: number, body: string): MailOutcome {
  if (status >= 200 && status < 300) {
    const data = parse(body);
    const id = isRecord(data) && typeof data['id'] === 'string' ? data['id'].slice(0, REASON_LIMIT) : '';
    return id === '' ? { kind: 'sent' } : { kind: 'sent', id };
  }
  const reason = describe(status, body);
  if (KEY_REFUSED.has(status))
    return { kind: 'retry', reason: `the mail API refused the key (check MAIL_API_KEY and MAIL_FROM): ${reason}` };
  if (status >= 400 && status < 500 && !RETRY_STATUSES.has(status)) return { kind: 'rejected', reason };
  return { kind: 'retry', reason };
}
