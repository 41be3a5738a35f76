// @vitest-environment node
/**
 * Whatever the words, the links and the sender's facts hold, the emails' markup is the
 * templates' own: every value is escaped, so the count of `<`, `>` and `"` in the HTML is that
 * of the real emails, and each value reads back as written. The words come from the content
 * editor, the links carry tokens, and any of them may one day hold a stranger's text by mistake.
 */
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { messageProblem } from '../../../../server/mail/message-checks';
import { confirmationEmail } from '../../../../src/lib/emails/confirmation-email';
import { CONFIRMATION_COPY, OPERATOR_NOTICE_COPY } from '../../../../src/lib/emails/email-copy';
import { founderSpotEmail } from '../../../../src/lib/emails/founder-spot-email';
import { operatorNotice } from '../../../../src/lib/emails/operator-notice';
import type { EmailSender, RenderedEmail } from '../../../../src/lib/emails/rendered-email';
import { anyCodePoint, checkProperty } from '../../../support/properties';

const SENDER: EmailSender = { product: 'Testable', company: 'Testable Ltd', contactEmail: 'hello@testable.dev' };

/** Any text with a letter in it (the schemas refuse blank copy), braces aside: placeholders are the copy's own. */
const words = fc
  .string({
    unit: fc.oneof(anyCodePoint, fc.constantFrom('<', '>', '"', "'", '&', '<script>', '</p>', '&amp;')),
    minLength: 1,
    maxLength: 40,
  })
  .map((text) => `${text.replace(/[{}]/g, '')}x`);

/** Copy of the same shape as `copy`, each text replaced by any words, its placeholders kept. */
function anyCopy<T>(copy: T): fc.Arbitrary<T> {
  if (typeof copy === 'string') {
    const placeholders = copy.match(/\{\w+\}/g) ?? [];
    return words.map((text) => [text, ...placeholders].join(' ')) as unknown as fc.Arbitrary<T>;
  }
  const entries = Object.entries(copy as Record<string, unknown>).map(([key, value]) => [key, anyCopy(value)]);
  return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<T>;
}

/** Any web address, some with markup in their path or query, which the URL parser must leave harmless. */
const anyUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.webUrl(), words).map(([url, text]) => `${url}/${text}?q=${text}#${text}`),
);

const anySender: fc.Arbitrary<EmailSender> = fc.record({ product: words, company: words, contactEmail: words });

const markupCount = (html: string) => ({
  lt: html.split('<').length,
  gt: html.split('>').length,
  quotes: html.split('"').length,
});

const heading = (html: string) =>
  DomUtils.textContent(DomUtils.findAll((element) => element.name === 'h1', parseDocument(html).children));

function checkEmail(email: RenderedEmail, real: RenderedEmail, headingWords: string): void {
  expect(markupCount(email.html)).toEqual(markupCount(real.html));
  expect(heading(email.html)).toBe(headingWords);
  expect(messageProblem({ to: 'ada@example.com', ...email })).toBeNull();
}

describe('the confirmation', () => {
  it.each(['waitlist', 'founder'] as const)('for the %s escapes every value it is given', (kind) => {
    const real = confirmationEmail({
      kind,
      confirmUrl: 'https://testable.dev/confirm?token=a',
      leaveUrl: 'https://testable.dev/leave?token=b',
      siteUrl: 'https://testable.dev/',
      copy: CONFIRMATION_COPY,
      sender: SENDER,
    });
    checkProperty(
      fc.property(
        anyCopy(CONFIRMATION_COPY),
        anyUrl,
        anyUrl,
        anyUrl,
        anySender,
        (copy, confirmUrl, leaveUrl, siteUrl, sender) => {
          const email = confirmationEmail({ kind, confirmUrl, leaveUrl, siteUrl, copy, sender });
          checkEmail(email, real, copy[kind].heading);
          expect(email.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^\s<>]+>$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the founder spot email', () => {
  it('escapes every value it is given, and names its number', () => {
    const input = { leaveUrl: 'https://testable.dev/leave?token=b', siteUrl: 'https://testable.dev/', sender: SENDER };
    const real = founderSpotEmail({ number: 7, ...input, copy: CONFIRMATION_COPY });
    checkProperty(
      fc.property(
        anyCopy(CONFIRMATION_COPY),
        fc.integer({ min: 1, max: 50 }),
        anyUrl,
        anyUrl,
        anySender,
        (copy, number, leaveUrl, siteUrl, sender) => {
          const email = founderSpotEmail({ number, leaveUrl, siteUrl, copy, sender });
          checkEmail(email, real, copy.founderSpot.heading.replace('{number}', String(number)));
          expect(email.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^\s<>]+>$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the operator notice', () => {
  it.each(['waitlist', 'founder', 'feedback'] as const)('for %s escapes every value it is given', (kind) => {
    const receivedAt = new Date('2026-11-21T16:42:00.000Z');
    const real = operatorNotice({
      kind,
      consoleUrl: 'https://testable.dev/ops',
      siteUrl: 'https://testable.dev/',
      copy: OPERATOR_NOTICE_COPY,
      receivedAt,
      sender: SENDER,
    });
    checkProperty(
      fc.property(anyCopy(OPERATOR_NOTICE_COPY), anyUrl, anyUrl, anySender, (copy, consoleUrl, siteUrl, sender) => {
        checkEmail(operatorNotice({ kind, consoleUrl, siteUrl, copy, receivedAt, sender }), real, copy[kind].heading);
      }),
      { numRuns: 300 },
    );
  });
});
