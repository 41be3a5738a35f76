import { describe, expect, it } from 'vitest';
import { confirmedWords, thanksWords } from '../../../src/dialogs/reservation/last-step-words';
import type { Confirmation } from '../../../src/leads/rules/confirmation';
import type { FounderSpot } from '../../../src/leads/rules/founder-spot';
import { reservationCopySchema } from '../../../src/lib/content/schemas/dialogs';
import { readCopy } from '../../support/site-copy';

const copy = readCopy('src/content/modals/reservation.yaml', reservationCopySchema);
const { thanks, confirmed } = copy;

describe('the wait list’s thank-you: its title agrees with its text', () => {
  it.each<[Confirmation | null, string, string]>([
    ['sent', thanks.linkTitle, thanks.linkSentText],
    ['queued', thanks.linkTitle, thanks.linkQueuedText],
    [null, thanks.title, thanks.text],
  ])('told of %s: %s', (link, title, description) => {
    const words = thanksWords(thanks, link);
    expect(words).toEqual({ title, description });
    // The free wait list holds no founder spot, and says so nowhere.
    expect(`${words.title} ${words.description}`).not.toMatch(/founder|spot|\$/i);
    // Sent to the inbox by the title only when the text sends them there too.
    expect(/inbox/i.test(words.description)).toBe(link !== null);
    expect(/confirm/i.test(words.title)).toBe(link !== null);
  });
});

describe('step 3 promises only the email that is on its way', () => {
  const numbered: FounderSpot = { number: 7, already: false, lead: 'sent' };
  const already: FounderSpot = { number: 7, already: true, lead: 'sent' };
  const pending: FounderSpot = { pending: true, lead: 'sent' };
  const emailed: FounderSpot = { number: 7, already: false, lead: 'sent', emailed: true };
  it.each<[string, FounderSpot, Confirmation | null, string, string]>([
    ['a numbered spot, no email', numbered, null, "You're founder #7!", confirmed.text],
    // A numbered spot is confirmed: an answer that tells of an email for it changes nothing.
    ['a numbered spot, whatever is told', numbered, 'queued', "You're founder #7!", confirmed.text],
    ['a numbered spot whose email is on its way', emailed, null, "You're founder #7!", confirmed.emailedText],
    ['a spot held before', already, null, 'Founder spot #7 is already yours!', confirmed.alreadyText],
    ['held once confirmed, email sent', pending, 'sent', confirmed.pendingTitle, confirmed.linkSentText],
    ['held once confirmed, email on its way', pending, 'queued', confirmed.pendingTitle, confirmed.linkQueuedText],
    ['held once confirmed, no email possible', pending, null, confirmed.pendingTitle, confirmed.pendingText],
  ])('%s', (_, founder, link, title, description) => {
    const words = confirmedWords(confirmed, founder, link);
    expect(words).toEqual({ title, description });
    const promised = ('pending' in founder && link !== null) || ('emailed' in founder && founder.emailed === true);
    expect(/inbox|on its way/i.test(words.description)).toBe(promised);
    expect(words.description).not.toMatch(/48 hours|email with the details/i);
  });

  it.each([
    ['queued', confirmed.notSent],
    ['refused', confirmed.refused],
    ['unverified', confirmed.unverified],
  ] as const)('a reservation %s says so, never that it arrived', (lead, description) => {
    expect(confirmedWords(confirmed, { number: 7, already: false, lead }, null).description).toBe(description);
  });
});
