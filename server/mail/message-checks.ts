/**
 * What a message must be before any adapter hands it on. Its address comes from a stranger's form,
 * so a line break in it, or in a header built from it, would let that stranger write headers of
 * their own (another recipient, a Bcc): such a message is refused whole, never cleaned, since a
 * cleaned address may be someone else's. The same checks run on one machine and on the edge.
 */
import { isValidEmail } from '../../src/lib/forms/email.ts';
import type { MailMessage } from './mailer.ts';

/** RFC 5321's longest forward path, less its angle brackets. */
export const ADDRESS_LIMIT = 254;
const SUBJECT_LIMIT = 500;
const HEADER_VALUE_LIMIT = 2_000;

// A character that ends or bends a header line: a control character (CR, LF, tab, NUL, DEL, C1)
// or Unicode's line and paragraph separators, which some clients show as a break.
const LINE_BENDING = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// RFC 5322's specials, and white space: a plain address has none, and a list or a display name does.
const ADDRESS_SPECIALS = /[\s()<>[\]:;,\\"]/;
// A header name: letters, digits and hyphens (RFC 5322 allows more; no header we send needs it).
const HEADER_NAME = /^[A-Za-z0-9-]{1,76}$/;

/** Headers the adapters write themselves from the message's fields, or that shape its body. */
const OWN_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'sender',
  'date',
  'message-id',
  'return-path',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

/** Whether mail may go to `address`: the site's email rule, and nothing that reads as more than one plain address. */
export function isSendableAddress(address: string): boolean {
  return (
    address.length <= ADDRESS_LIMIT &&
    address === address.trim() &&
    isValidEmail(address) &&
    !ADDRESS_SPECIALS.test(address) &&
    !LINE_BENDING.test(address)
  );
}

/** Why a header value cannot be sent, or null. */
function headerValueProblem(name: string, value: string): string | null {
  if (LINE_BENDING.test(value)) return `the ${name} header holds a line break or control character`;
  if (value.length > HEADER_VALUE_LIMIT) return `the ${name} header is longer than ${HEADER_VALUE_LIMIT} characters`;
  return null;
}

/** Why the message cannot be sent as it is, or null when it can. */
export function messageProblem(message: MailMessage): string | null {
  if (!isSendableAddress(message.to)) return 'the recipient is not one plain email address';
  if (LINE_BENDING.test(message.subject)) return 'the subject holds a line break or control character';
  if (message.subject.trim() === '' || message.subject.length > SUBJECT_LIMIT)
    return `the subject is empty or longer than ${SUBJECT_LIMIT} characters`;
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name)) return 'a header name is not letters, digits and hyphens';
    if (OWN_HEADERS.has(name.toLowerCase())) return `the ${name} header is the mailer's own`;
    const problem = headerValueProblem(name, value);
    if (problem !== null) return problem;
  }
  return null;
}
