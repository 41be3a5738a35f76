// @vitest-environment node
/**
 * The founder spot's email (src/lib/emails/founder-spot-email.ts, docs/emails.md): the
 * number it is given in both parts and the subject, the founder confirmation's payment words,
 * the leave link and its headers, and no confirm link.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { messageProblem } from '../../../../server/mail/message-checks';
import { confirmationEmailSchema } from '../../../../src/lib/content/schemas/emails';
import { CONFIRMATION_COPY } from '../../../../src/lib/emails/email-copy';
import { founderSpotEmail } from '../../../../src/lib/emails/founder-spot-email';

const SITE = 'https://testable.dev/';
const SENDER = { product: 'Testable', company: 'Testable Ltd', contactEmail: 'hello@testable.dev' };
const LEAVE = 'https://testable.dev/leave?t=dec0de';

const spotEmail = (number: number, copy = CONFIRMATION_COPY) =>
  founderSpotEmail({ number, leaveUrl: LEAVE, siteUrl: SITE, copy, sender: SENDER });
const visibleText = (html: string) => {
  const document = parseDocument(html);
  for (const hidden of DomUtils.findAll((node) => ['style', 'title'].includes(node.name), document.children))
    DomUtils.removeElement(hidden);
  return DomUtils.textContent(document).replace(/\s+/g, ' ');
};
const hrefs = (html: string) =>
  DomUtils.findAll((node) => node.name === 'a', parseDocument(html).children).map((a) => a.attribs['href']);

describe('the founder spot email', () => {
  it('has words the schema takes, each that names the spot with its {number}', () => {
    expect(confirmationEmailSchema.safeParse(CONFIRMATION_COPY).success).toBe(true);
    const missing = { ...CONFIRMATION_COPY, founderSpot: { ...CONFIRMATION_COPY.founderSpot, heading: 'You’re in' } };
    expect(confirmationEmailSchema.safeParse(missing).success).toBe(false);
  });

  it.each([
    [1, 'You’re Testable founder #1', 'You’re founder #1!'],
    [7, 'You’re Testable founder #7', 'You’re founder #7!'],
    [50, 'You’re Testable founder #50', 'You’re founder #50!'],
  ])('spot %i: the subject %s and the heading %s, in both parts', (number, subject, heading) => {
    const email = spotEmail(number);
    expect(email.subject).toBe(subject);
    expect(visibleText(email.html)).toContain(heading);
    expect(email.text).toContain(heading);
    expect(email.text).toContain(`Your founder spot, number ${number}, is held`);
    expect(messageProblem({ to: 'ada@example.com', ...email })).toBeNull();
  });

  it('says that no card was charged, what the $10 is and how it is refunded, in the founder confirmation’s words', () => {
    const email = spotEmail(3);
    const payment = CONFIRMATION_COPY.founder.payment.replace('{contactEmail}', SENDER.contactEmail);
    expect(visibleText(email.html)).toContain(payment);
    expect(email.text).toContain(payment);
    expect(hrefs(email.html)).toContain(`mailto:${SENDER.contactEmail}`);
  });

  it('gives the leave link and one-click leaving, and no link to confirm', () => {
    const email = spotEmail(3);
    expect(hrefs(email.html)).toContain(LEAVE);
    expect(email.text).toContain(LEAVE);
    expect(email.headers['List-Unsubscribe']).toBe(`<${LEAVE}>`);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers['Auto-Submitted']).toBe('auto-generated');
    expect(hrefs(email.html).filter((href) => href?.includes('/confirm'))).toEqual([]);
    expect(visibleText(email.html)).not.toContain(CONFIRMATION_COPY.button);
  });

  it('escapes its words in the markup', () => {
    const copy = {
      ...CONFIRMATION_COPY,
      founderSpot: { ...CONFIRMATION_COPY.founderSpot, intro: '<b>#{number}</b> & more' },
    };
    const email = spotEmail(4, copy);
    expect(email.html).toContain('&lt;b&gt;#4&lt;/b&gt; &amp; more');
    expect(email.html).not.toContain('<b>#4</b>');
  });
});
