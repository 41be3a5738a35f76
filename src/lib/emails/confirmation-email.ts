/**
 * The email that asks a new address to confirm it is theirs (docs/emails.md): for the wait list,
 * or for a founder reservation. It says what they signed up for, gives the link that confirms it
 * (CONFIRMATION_LINK_DAYS, once) and the link that takes them off the list and erases them, and
 * who sent it. It carries nothing the visitor typed, not even their own address: a stranger can
 * enter anyone's address, and the email must then say nothing they wrote.
 */

import { CONFIRMATION_LINK_DAYS } from '../constants.ts';
import { fillTemplate } from '../content/template.ts';
import { bareLinkHtml, buttonHtml, composeEmail, paragraphHtml, ruleHtml } from './email-frame.ts';
import { escapeHtml, safeUrl } from './escape-html.ts';
import type { RenderedEmail } from './rendered-email.ts';
import { type VisitorEmailInput, visitorEmailParts } from './visitor-email-parts.ts';

export type ConfirmationKind = 'waitlist' | 'founder';

export interface ConfirmationEmailInput extends VisitorEmailInput {
  kind: ConfirmationKind;
  /** Confirms the address: works once, for CONFIRMATION_LINK_DAYS. */
  confirmUrl: string;
}

export function confirmationEmail({ kind, confirmUrl, ...visitor }: ConfirmationEmailInput): RenderedEmail {
  const { copy, sender } = visitor;
  const words = copy[kind];
  const confirm = safeUrl(confirmUrl);
  const parts = visitorEmailParts(visitor);
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
      ...(payment === null ? [] : [parts.paymentHtml(payment)]),
      buttonHtml(copy.button, confirm),
      paragraphHtml(escapeHtml(validity), { small: true, muted: true }),
      paragraphHtml(`${escapeHtml(copy.linkFallback)}<br>${bareLinkHtml(confirm)}`, { small: true, muted: true }),
      ruleHtml(),
      parts.leaveHtml,
    ],
    footer: parts.footer,
    text: [
      words.intro,
      ...(payment === null ? [] : [parts.paymentText(payment)]),
      `${copy.button}\n${confirm}`,
      validity,
      parts.leaveText,
      parts.footerText,
    ],
  });

  return { ...email, headers: parts.headers };
}
