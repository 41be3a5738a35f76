/**
 * The email that asks a new address to confirm it is theirs (docs/emails.md): for the wait list,
 * or for a founder reservation. It says what they signed up for, gives the link that confirms it
 * (CONFIRMATION_LINK_DAYS, once) and the link that takes them off the list and erases them, and
 * who sent it. It carries nothing the visitor typed, not even their own address: a stranger can
 * enter anyone's address, and the email must then say nothing they wrote.
 */

import { CONFIRMATION_LINK_DAYS } from '../../../src/lib/constants.ts';
import type { ConfirmationEmailCopy } from '../../../src/lib/content/collections.ts';
import { fillTemplate } from '../../../src/lib/content/template.ts';
import { bareLinkHtml, buttonHtml, composeEmail, linkHtml, paragraphHtml, ruleHtml } from './email-frame.ts';
import { escapeHtml, fillHtml, safeUrl } from './escape-html.ts';
import { AUTOMATIC_HEADERS, type EmailSender, type RenderedEmail, siteLabel } from './rendered-email.ts';

export type ConfirmationKind = 'waitlist' | 'founder';

export interface ConfirmationEmailInput {
  kind: ConfirmationKind;
  /** Confirms the address: works once, for CONFIRMATION_LINK_DAYS. */
  confirmUrl: string;
  /** Takes the address off the list and erases it; also the List-Unsubscribe address (GET and POST). */
  leaveUrl: string;
  siteUrl: string;
  copy: ConfirmationEmailCopy;
  sender: EmailSender;
}

export function confirmationEmail({
  kind,
  confirmUrl,
  leaveUrl,
  siteUrl,
  copy,
  sender,
}: ConfirmationEmailInput): RenderedEmail {
  const words = copy[kind];
  const confirm = safeUrl(confirmUrl);
  const leave = safeUrl(leaveUrl);
  const site = safeUrl(siteUrl);
  const contact = safeUrl(`mailto:${sender.contactEmail}`, ['mailto:']);
  const validity = fillTemplate(copy.validity, { days: CONFIRMATION_LINK_DAYS });
  // A reservation's email says what it cost and how it is refunded: no card was charged, as the
  // payment step said (docs/emails.md, "Every promise is one the system keeps").
  const payment = kind === 'founder' ? copy.founder.payment : null;

  const email = composeEmail({
    words,
    preheader: words.preheader,
    product: sender.product,
    card: [
      paragraphHtml(escapeHtml(words.intro)),
      ...(payment === null
        ? []
        : [paragraphHtml(fillHtml(payment, { contactEmail: linkHtml(sender.contactEmail, contact) }))]),
      buttonHtml(copy.button, confirm),
      paragraphHtml(escapeHtml(validity), { small: true, muted: true }),
      paragraphHtml(`${escapeHtml(copy.linkFallback)}<br>${bareLinkHtml(confirm)}`, { small: true, muted: true }),
      ruleHtml(),
      paragraphHtml(
        `${escapeHtml(copy.leavePrompt)} ${linkHtml(copy.leaveLink, leave)}<br>${escapeHtml(copy.leaveNote)}`,
        { small: true, muted: true },
      ),
    ],
    footer: [
      fillHtml(copy.sentBy, {
        company: escapeHtml(sender.company),
        contactEmail: linkHtml(sender.contactEmail, contact),
      }),
      fillHtml(copy.reason, { site: linkHtml(siteLabel(site), site) }),
    ],
    text: [
      words.intro,
      ...(payment === null ? [] : [fillTemplate(payment, { contactEmail: sender.contactEmail })]),
      `${copy.button}\n${confirm}`,
      validity,
      `${copy.leavePrompt} ${copy.leaveLink}\n${leave}\n${copy.leaveNote}`,
      `${fillTemplate(copy.sentBy, { company: sender.company, contactEmail: sender.contactEmail })}\n${fillTemplate(copy.reason, { site: siteLabel(site) })}`,
    ],
  });

  return {
    ...email,
    headers: {
      // One-click unsubscribe (RFC 8058): the mailbox provider POSTs to the leave link.
      'List-Unsubscribe': `<${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...AUTOMATIC_HEADERS,
    },
  };
}
