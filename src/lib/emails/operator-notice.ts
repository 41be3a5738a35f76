/**
 * The operator's notice that a visitor confirmed (docs/emails.md): what kind of lead, and when,
 * with a link to the console (/ops), where the details are. Nothing the visitor typed goes in
 * it, not their address nor their message: an inbox is no place for a lead's details, and text
 * from a stranger has no business in an email the operator trusts.
 */

import { COPY_LOCALE } from '../constants.ts';
import type { OperatorNoticeCopy } from '../content/collections.ts';
import { fillTemplate } from '../content/template.ts';
import { buttonHtml, composeEmail, linkHtml, paragraphHtml } from './email-frame.ts';
import { escapeHtml, fillHtml, safeUrl } from './escape-html.ts';
import { AUTOMATIC_HEADERS, type EmailSender, type RenderedEmail, siteLabel } from './rendered-email.ts';

export type NoticeKind = 'waitlist' | 'founder' | 'feedback';

export interface OperatorNoticeInput {
  kind: NoticeKind;
  /** The operator's console, /ops on the site. */
  consoleUrl: string;
  siteUrl: string;
  copy: OperatorNoticeCopy;
  /** When the visitor confirmed. */
  receivedAt: Date;
  sender: EmailSender;
}

/** "November 21, 2026 at 4:42 PM UTC": in UTC, the zone of the leads and of the console's times. */
export const noticeTime = (at: Date): string =>
  `${new Intl.DateTimeFormat(COPY_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

export function operatorNotice({
  kind,
  consoleUrl,
  siteUrl,
  copy,
  receivedAt,
  sender,
}: OperatorNoticeInput): RenderedEmail {
  const words = copy[kind];
  const consoleLink = safeUrl(consoleUrl);
  const site = safeUrl(siteUrl);
  const time = noticeTime(receivedAt);
  const email = composeEmail({
    words,
    preheader: words.text,
    product: sender.product,
    card: [
      paragraphHtml(escapeHtml(words.text)),
      paragraphHtml(
        fillHtml(copy.received, { time: `<time datetime="${receivedAt.toISOString()}">${escapeHtml(time)}</time>` }),
      ),
      buttonHtml(copy.button, consoleLink),
      paragraphHtml(escapeHtml(copy.privacy), { small: true, muted: true }),
    ],
    footer: [fillHtml(copy.reason, { site: linkHtml(siteLabel(site), site) })],
    text: [
      `${words.text}\n${fillTemplate(copy.received, { time })}`,
      `${copy.button}\n${consoleLink}`,
      copy.privacy,
      fillTemplate(copy.reason, { site: siteLabel(site) }),
    ],
  });

  return { ...email, headers: { ...AUTOMATIC_HEADERS } };
}
