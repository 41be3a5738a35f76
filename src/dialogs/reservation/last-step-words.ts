/**
 * What the reservation's last step says (docs/emails.md, "The pages its links open, and what the
 * page says after a lead"): only what the sink's answer says is on its way. The email that asks
 * the visitor to confirm their address, sent or on its way, sends them to their inbox, title and
 * text alike; without it, nothing promises an email.
 */
import type { Confirmation } from '../../leads/rules/confirmation';
import type { FounderSpot } from '../../leads/rules/founder-spot';
import type { ReservationCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { problemLine } from '../shared/FormParts';

export interface StepWords {
  title: string;
  description: string;
}

/**
 * A last step's text: its usual one, or, when the sink tells of the email that asks the visitor to
 * confirm their address, the one that sends them to their inbox.
 */
export function textWithLink(
  copy: { text: string; linkSentText: string; linkQueuedText: string },
  link: Confirmation | null,
): string {
  if (link === null) return copy.text;
  return { sent: copy.linkSentText, queued: copy.linkQueuedText }[link];
}

/** The wait list's thank-you: its title says what its text asks, the inbox when an email is on its way. */
export const thanksWords = (copy: ReservationCopy['thanks'], link: Confirmation | null): StepWords => ({
  title: link === null ? copy.title : copy.linkTitle,
  description: textWithLink(copy, link),
});

/** A pending reservation's texts: where no email can confirm the address, its own text. */
const pendingCopy = (copy: ReservationCopy['confirmed']) => ({ ...copy, text: copy.pendingText });

/**
 * Step 3's words: the founder number, or the spot this email holds already (whose confirmation
 * email went with its first reservation), or, with email set up, that the spot is held once the
 * address is confirmed (the link's texts say so, and no number is promised before); and whether
 * the reservation reached us, never claimed before it has. A numbered spot is held already: its
 * words promise an email only when the sink says the one naming the spot is on its way (an address
 * confirmed before it reserved, with a mailer), and none otherwise.
 */
export function confirmedWords(
  copy: ReservationCopy['confirmed'],
  founder: FounderSpot,
  link: Confirmation | null,
): StepWords {
  // Held once the address is confirmed: the email's link, or without one, the address to write to.
  if ('pending' in founder) return { title: copy.pendingTitle, description: textWithLink(pendingCopy(copy), link) };
  const title = fillTemplate(founder.already ? copy.alreadyTitle : copy.title, { number: founder.number });
  const sent = founder.already ? copy.alreadyText : founder.emailed ? copy.emailedText : copy.text;
  return { title, description: founder.lead === 'sent' ? sent : problemLine(founder.lead, copy) };
}
