/**
 * What the emails name that only the build knows: their sender (src/lib/emails/rendered-email.ts
 * EmailSender, from the site's content) and the site their links lead to (the PUBLIC_SITE_URL the
 * pages were built for, which the server's own environment may lack): /emails/site.json
 * (src/pages/emails/site.json.ts). Read once, when the first email is written, from dist/ on one
 * machine and from the site's assets on the edge.
 */

import type { EmailSender } from '../../src/lib/emails/rendered-email.ts';
import { isRecord } from '../../src/lib/is-record.ts';
import { isSendableAddress } from './message-checks.ts';

export const MAIL_SITE_FILE = 'emails/site.json';

export interface MailSite {
  sender: EmailSender;
  /** The site's origin, such as https://testable.dev. */
  siteUrl: string;
}

const isWebOrigin = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
};

/** The file's JSON as a MailSite; an error naming the fix when it is not one. */
export function parseMailSite(json: unknown): MailSite {
  const text = (name: string) => (isRecord(json) && typeof json[name] === 'string' ? json[name].trim() : '');
  const sender = { product: text('product'), company: text('company'), contactEmail: text('contactEmail') };
  const siteUrl = text('siteUrl');
  if (!sender.product || !sender.company || !isSendableAddress(sender.contactEmail) || !isWebOrigin(siteUrl))
    throw new Error(`/${MAIL_SITE_FILE} of the build does not name the emails' sender and site: run npm run build`);
  return { sender, siteUrl };
}

/** Reads the file once with `read` (a failure is read again next time). */
export function mailSiteFrom(read: () => Promise<unknown>): () => Promise<MailSite> {
  let site: Promise<MailSite> | null = null;
  return () => {
    site ??= read()
      .then(parseMailSite)
      .catch((error: unknown) => {
        site = null;
        throw error;
      });
    return site;
  };
}
