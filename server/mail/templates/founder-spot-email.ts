/**
 * The email that tells a founder which spot they hold (docs/emails.md, "What there is"): sent
 * once the spot is held, that is once the address is confirmed and has reserved, so the number
 * is known. It says the number, the $10 reservation and its refund in the founder confirmation's
 * words, and gives the link to leave, like the other emails. Nothing the visitor typed is in it.
 */
import type { ConfirmationEmailCopy } from '../../../src/lib/content/collections.ts';
import { fillTemplate } from '../../../src/lib/content/template.ts';
import { composeEmail, linkHtml, paragraphHtml, ruleHtml } from './email-frame.ts';
import { escapeHtml, fillHtml, safeUrl } from './escape-html.ts';
import { AUTOMATIC_HEADERS, type EmailSender, type RenderedEmail, siteLabel } from './rendered-email.ts';

export interface FounderSpotEmailInput {
  /** The spot's number, as the confirm page shows it (1 to FOUNDER_SPOTS). */
  number: number;
  /** Takes the address off the list and erases it; also the List-Unsubscribe address. */
  leaveUrl: string;
  siteUrl: string;
  copy: ConfirmationEmailCopy;
  sender: EmailSender;
}

export function founderSpotEmail({ number, leaveUrl, siteUrl, copy, sender }: FounderSpotEmailInput): RenderedEmail {
  const filled = (template: string) => fillTemplate(template, { number });
  const spot = copy.founderSpot;
  const words = { ...spot, subject: filled(spot.subject), heading: filled(spot.heading) };
  const intro = filled(spot.intro);
  const leave = safeUrl(leaveUrl);
  const site = safeUrl(siteUrl);
  const contact = safeUrl(`mailto:${sender.contactEmail}`, ['mailto:']);
  const payment = copy.founder.payment;

  const email = composeEmail({
    words,
    preheader: spot.preheader,
    product: sender.product,
    card: [
      paragraphHtml(escapeHtml(intro)),
      paragraphHtml(fillHtml(payment, { contactEmail: linkHtml(sender.contactEmail, contact) })),
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
      intro,
      fillTemplate(payment, { contactEmail: sender.contactEmail }),
      `${copy.leavePrompt} ${copy.leaveLink}\n${leave}\n${copy.leaveNote}`,
      `${fillTemplate(copy.sentBy, { company: sender.company, contactEmail: sender.contactEmail })}\n${fillTemplate(copy.reason, { site: siteLabel(site) })}`,
    ],
  });

  return {
    ...email,
    headers: {
      'List-Unsubscribe': `<${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...AUTOMATIC_HEADERS,
    },
  };
}
