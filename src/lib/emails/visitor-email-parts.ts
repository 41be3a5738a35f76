/**
 * What every email to a visitor shares (the confirmation, the founder spot's): the link to leave,
 * who sent it and why, the reservation's payment and refund, and the headers that make leaving
 * one click. Each template puts its own words and links between them.
 */
import type { ConfirmationEmailCopy } from '../content/collections.ts';
import { fillTemplate } from '../content/template.ts';
import { linkHtml, paragraphHtml } from './email-frame.ts';
import { escapeHtml, fillHtml, safeUrl } from './escape-html.ts';
import { AUTOMATIC_HEADERS, type EmailSender, siteLabel } from './rendered-email.ts';

export interface VisitorEmailInput {
  /** Takes the address off the list and erases it; also the List-Unsubscribe address (GET and POST). */
  leaveUrl: string;
  siteUrl: string;
  copy: ConfirmationEmailCopy;
  sender: EmailSender;
}

export function visitorEmailParts({ leaveUrl, siteUrl, copy, sender }: VisitorEmailInput) {
  const leave = safeUrl(leaveUrl);
  const site = safeUrl(siteUrl);
  const contact = safeUrl(`mailto:${sender.contactEmail}`, ['mailto:']);
  return {
    /** The reservation's price and refund (a template naming {contactEmail}), as HTML and text. */
    paymentHtml: (payment: string) =>
      paragraphHtml(fillHtml(payment, { contactEmail: linkHtml(sender.contactEmail, contact) })),
    paymentText: (payment: string) => fillTemplate(payment, { contactEmail: sender.contactEmail }),
    leaveHtml: paragraphHtml(
      `${escapeHtml(copy.leavePrompt)} ${linkHtml(copy.leaveLink, leave)}<br>${escapeHtml(copy.leaveNote)}`,
      { small: true, muted: true },
    ),
    leaveText: `${copy.leavePrompt} ${copy.leaveLink}\n${leave}\n${copy.leaveNote}`,
    footer: [
      fillHtml(copy.sentBy, {
        company: escapeHtml(sender.company),
        contactEmail: linkHtml(sender.contactEmail, contact),
      }),
      fillHtml(copy.reason, { site: linkHtml(siteLabel(site), site) }),
    ],
    footerText: `${fillTemplate(copy.sentBy, { company: sender.company, contactEmail: sender.contactEmail })}\n${fillTemplate(copy.reason, { site: siteLabel(site) })}`,
    headers: {
      // One-click unsubscribe (RFC 8058): the mailbox provider POSTs to the leave link.
      'List-Unsubscribe': `<${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...AUTOMATIC_HEADERS,
    },
  };
}
