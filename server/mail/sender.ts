/**
 * The emails' sender (templates/rendered-email.ts EmailSender) as the build wrote it from the
 * site's content: /emails/sender.json (src/pages/emails/sender.json.ts). Read once, when the
 * first email is written, from dist/ on one machine and from the site's assets on the edge.
 */
import { isRecord } from '../../src/lib/is-record.ts';
import { isSendableAddress } from './message-checks.ts';
import type { EmailSender } from './templates/rendered-email.ts';

export const SENDER_FILE = 'emails/sender.json';

/** The sender from the file's JSON; an error naming the fix when it is not one. */
export function parseSender(json: unknown): EmailSender {
  const text = (name: string) => (isRecord(json) && typeof json[name] === 'string' ? json[name].trim() : '');
  const sender = { product: text('product'), company: text('company'), contactEmail: text('contactEmail') };
  if (!sender.product || !sender.company || !isSendableAddress(sender.contactEmail))
    throw new Error(`/${SENDER_FILE} of the build does not name the sender: run npm run build`);
  return sender;
}

/** Reads the sender once with `read` (a failure is read again next time). */
export function senderFrom(read: () => Promise<unknown>): () => Promise<EmailSender> {
  let sender: Promise<EmailSender> | null = null;
  return () => {
    sender ??= read()
      .then(parseSender)
      .catch((error: unknown) => {
        sender = null;
        throw error;
      });
    return sender;
  };
}
