// @vitest-environment node
/**
 * The checks every message passes before an adapter sends it (server/mail/message-checks.ts): an
 * address or a header from a stranger can never carry a line break, or anything else that would
 * end a header line and begin one of the stranger's own, into a message; and an ordinary address
 * is never refused for want of one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMailbox, parseMailbox } from '../../../../server/mail/mailbox';
import type { MailMessage } from '../../../../server/mail/mailer';
import { isSendableAddress, messageProblem } from '../../../../server/mail/message-checks';
import { isValidEmail } from '../../../../src/lib/forms/email';
import { anyCodePoint, checkProperty } from '../../../support/properties';

const MESSAGE: MailMessage = {
  to: 'ada@example.com',
  subject: 'Confirm your email address',
  html: '<p>Hi</p>',
  text: 'Hi',
  headers: { 'List-Unsubscribe': '<https://testable.example/leave?token=abc>' },
};

/** What ends or bends a header line: CR, LF, NUL, tab, DEL, a C1 control (NEL), Unicode's separators. */
const lineBreaker = fc.constantFrom('\r', '\n', '\r\n', '\0', '\t', '\x7f', '\u0085', '\u2028', '\u2029', '\x1b');

/** `text` with `insert` put in at a position `at` picks. */
const inserted = (text: string, insert: string, at: number) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + insert + text.slice(index);
};

const anyText = fc.string({ unit: anyCodePoint, maxLength: 80 });
const plainAddress = fc
  .tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.domain())
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((address) => isValidEmail(address));

describe('a message', () => {
  it('is never sendable with a line break or control character anywhere in its address', () => {
    checkProperty(
      fc.property(plainAddress, lineBreaker, fc.nat(), (address, insert, at) => {
        const to = inserted(address, insert, at);
        expect(isSendableAddress(to)).toBe(false);
        expect(messageProblem({ ...MESSAGE, to })).not.toBeNull();
      }),
    );
  });

  it('is never sendable with one in its subject, or in any header value', () => {
    checkProperty(
      fc.property(anyText, lineBreaker, fc.nat(), (text, insert, at) => {
        const bent = inserted(text, insert, at);
        expect(messageProblem({ ...MESSAGE, subject: `Hello ${bent}` })).not.toBeNull();
        expect(messageProblem({ ...MESSAGE, headers: { 'List-Unsubscribe': bent } })).not.toBeNull();
      }),
    );
  });

  it('is sendable to an address only when the site’s email rule takes it, and it is one plain address', () => {
    checkProperty(
      fc.property(fc.oneof(anyText, fc.emailAddress(), plainAddress), (to) => {
        if (!isSendableAddress(to)) return;
        expect(isValidEmail(to)).toBe(true);
        expect(to).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\s,;<>()"\\]/u);
        expect(to.split('@')).toHaveLength(2);
      }),
    );
  });

  it('is sendable to every plain address, with any header values free of control characters', () => {
    const headerValue = anyText.filter((text) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(text));
    checkProperty(
      fc.property(plainAddress, headerValue, (to, value) => {
        expect(messageProblem({ ...MESSAGE, to, headers: { 'List-Unsubscribe': value } })).toBeNull();
      }),
    );
  });

  it('never throws, whatever it holds', () => {
    checkProperty(
      fc.property(anyText, anyText, fc.dictionary(anyText, anyText, { maxKeys: 3 }), (to, subject, headers) => {
        const problem = messageProblem({ ...MESSAGE, to, subject, headers });
        expect(problem === null || typeof problem === 'string').toBe(true);
      }),
    );
  });

  it.each([
    ['a list of two', 'ada@example.com,eve@example.net'],
    ['a display name', 'Ada <ada@example.com>'],
    ['a quoted local part', '"ada lovelace"@example.com'],
    ['a comment', 'ada(me)@example.com'],
    ['white space around it', ' ada@example.com'],
    ['two at signs', 'ada@eve@example.com'],
    ['no dot in the domain', 'ada@localhost'],
  ])('is not sent to %s', (_, to) => {
    expect(messageProblem({ ...MESSAGE, to })).toBe('the recipient is not one plain email address');
  });

  it.each([
    ['From', 'eve@example.net'],
    ['bcc', 'eve@example.net'],
    ['Content-Type', 'text/plain'],
    ['X Note', 'a header name with a space'],
    ['X:Note', 'a header name with a colon'],
  ])('does not carry a %s header of its own', (name, value) => {
    expect(messageProblem({ ...MESSAGE, headers: { [name]: value } })).not.toBeNull();
  });
});

describe('MAIL_FROM', () => {
  it.each([
    ['hello@testable.dev', { name: '', address: 'hello@testable.dev' }],
    ['Testable <hello@testable.dev>', { name: 'Testable', address: 'hello@testable.dev' }],
    ['"Testable, Ltd." <hello@testable.dev>', { name: 'Testable, Ltd.', address: 'hello@testable.dev' }],
    ['  Testable   <hello@testable.dev>  ', { name: 'Testable', address: 'hello@testable.dev' }],
  ])('reads %j', (text, mailbox) => {
    expect(parseMailbox(text)).toEqual(mailbox);
  });

  it.each([
    ['no address', 'Testable'],
    ['an address the site would refuse', 'hello@testable'],
    ['an unclosed bracket', 'Testable <hello@testable.dev'],
    ['two addresses', 'a@testable.dev, b@testable.dev'],
    ['a line break in the name', 'Test\r\nBcc: eve@example.net <hello@testable.dev>'],
    ['a quote in the name', 'Te"st <hello@testable.dev>'],
  ])('refuses %s', (_, text) => {
    expect(parseMailbox(text)).toBeNull();
  });

  it('reads back what it writes, for any name free of quotes, brackets and control characters', () => {
    const name = anyText.filter((text) => !/[\p{Cc}\p{Zl}\p{Zp}"<>\\]/u.test(text)).map((text) => text.trim());
    checkProperty(
      fc.property(name, plainAddress, (displayName, address) => {
        expect(parseMailbox(formatMailbox({ name: displayName, address }))).toEqual({ name: displayName, address });
      }),
    );
  });
});
