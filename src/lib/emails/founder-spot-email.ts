/**
 * The email that tells a founder which spot they hold (docs/emails.md, "What there is"): sent
 * once the spot is held, that is once the address is confirmed and has reserved, so the number
 * is known. It says the number, the $10 reservation and its refund in the founder confirmation's
 * words, and gives the link to leave, like the other emails. Nothing the visitor typed is in it.
 */
import { fillTemplate } from '../content/template.ts';
import { composeEmail, paragraphHtml, ruleHtml } from './email-frame.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './rendered-email.ts';
import { type VisitorEmailInput, visitorEmailParts } from './visitor-email-parts.ts';

export interface FounderSpotEmailInput extends VisitorEmailInput {
  /** The spot's number, as the confirm page shows it (1 to FOUNDER_SPOTS). */
  number: number;
}

export function founderSpotEmail({ number, ...visitor }: FounderSpotEmailInput): RenderedEmail {
  const { copy, sender } = visitor;
  const filled = (template: string) => fillTemplate(template, { number });
  const spot = copy.founderSpot;
  const words = { ...spot, subject: filled(spot.subject), heading: filled(spot.heading) };
  const intro = filled(spot.intro);
  const parts = visitorEmailParts(visitor);
  const payment = copy.founder.payment;

  const email = composeEmail({
    words,
    preheader: spot.preheader,
    product: sender.product,
    card: [paragraphHtml(escapeHtml(intro)), parts.paymentHtml(payment), ruleHtml(), parts.leaveHtml],
    footer: parts.footer,
    text: [intro, parts.paymentText(payment), parts.leaveText, parts.footerText],
  });

  return { ...email, headers: parts.headers };
}
