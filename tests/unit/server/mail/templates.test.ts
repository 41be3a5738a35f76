// @vitest-environment node
/**
 * The emails (src/lib/emails/, docs/emails.md), each kind of each: the words of
 * src/content/emails/ as their schemas read them, both parts saying the same, the headers, the
 * dark scheme, the site's colours, and nothing a visitor typed.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { messageProblem } from '../../../../server/mail/message-checks';
import { CONFIRMATION_LINK_DAYS } from '../../../../src/lib/constants';
import { confirmationEmailSchema, operatorNoticeSchema } from '../../../../src/lib/content/schemas/emails';
import { confirmationEmail } from '../../../../src/lib/emails/confirmation-email';
import { CONFIRMATION_COPY, OPERATOR_NOTICE_COPY } from '../../../../src/lib/emails/email-copy';
import { EMAIL_STYLE } from '../../../../src/lib/emails/email-frame';
import { EMAIL_COLOURS, sixDigitHex } from '../../../../src/lib/emails/email-palette';
import { EXAMPLE_EMAILS, exampleEmail } from '../../../../src/lib/emails/example-emails';
import { noticeTime, operatorNotice } from '../../../../src/lib/emails/operator-notice';
import { emailSender, type RenderedEmail } from '../../../../src/lib/emails/rendered-email';

const SITE = 'https://testable.dev/';
const SENDER = { product: 'Testable', company: 'Testable Ltd', contactEmail: 'hello@testable.dev' };
const CONFIRM = 'https://testable.dev/confirm?token=c0ffee';
const LEAVE = 'https://testable.dev/leave?token=dec0de';
const CONSOLE = 'https://testable.dev/ops';
const AT = new Date('2026-11-21T16:42:00.000Z');

const confirmations = (['waitlist', 'founder'] as const).map((kind) => ({
  name: `the ${kind} confirmation`,
  kind,
  email: confirmationEmail({
    kind,
    confirmUrl: CONFIRM,
    leaveUrl: LEAVE,
    siteUrl: SITE,
    copy: CONFIRMATION_COPY,
    sender: SENDER,
  }),
  words: CONFIRMATION_COPY[kind],
  links: [CONFIRM, LEAVE, SITE, `mailto:${SENDER.contactEmail}`],
}));
const notices = (['waitlist', 'founder', 'feedback'] as const).map((kind) => ({
  name: `the ${kind} notice`,
  kind,
  email: operatorNotice({
    kind,
    consoleUrl: CONSOLE,
    siteUrl: SITE,
    copy: OPERATOR_NOTICE_COPY,
    receivedAt: AT,
    sender: SENDER,
  }),
  words: OPERATOR_NOTICE_COPY[kind],
  links: [CONSOLE, SITE],
}));
const EMAILS = [...confirmations, ...notices];

/** The text a reader sees in the HTML part, white space as one space (the hidden preview text left out). */
function visibleText(html: string): string {
  const document = parseDocument(html.replaceAll('<br>', ' '));
  const hidden = DomUtils.findAll(
    (element) => (element.attribs['style'] ?? '').includes('display:none'),
    document.children,
  );
  for (const element of hidden) DomUtils.removeElement(element);
  const body = DomUtils.findOne((element) => element.name === 'body', document.children);
  return DomUtils.textContent(body ?? document).replace(/\s+/g, ' ');
}

const hrefs = (html: string) =>
  DomUtils.findAll((element) => element.name === 'a', parseDocument(html).children).map(
    (link) => link.attribs['href'] ?? '',
  );

const oneSpace = (text: string) => text.replace(/\s+/g, ' ');

describe('the words of the emails', () => {
  it.each([
    ['confirmation.json', confirmationEmailSchema, CONFIRMATION_COPY],
    ['operator-notice.json', operatorNoticeSchema, OPERATOR_NOTICE_COPY],
  ])('%s is valid, and the server reads it exactly as the build does', (_, schema, copy) => {
    const result = schema.safeParse(copy);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    // The schema trims; the server imports the file as it is, so nothing may need trimming.
    expect(result.data).toEqual(copy);
  });
});

describe.each(EMAILS)('$name', ({ email, words, links }) => {
  it('has a subject on one line, an HTML part and a plain text part', () => {
    expect(email.subject).toBe(words.subject);
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en-US" dir="ltr">/);
    expect(email.html.trimEnd()).toMatch(/<\/html>$/);
    expect(email.text.length).toBeGreaterThan(100);
    expect(messageProblem({ to: 'ada@example.com', ...email })).toBeNull();
  });

  it('says its words in both parts, and links the same addresses in both', () => {
    const shown = visibleText(email.html);
    for (const line of [SENDER.product, words.eyebrow, words.heading, 'intro' in words ? words.intro : words.text]) {
      expect(shown).toContain(oneSpace(line));
      expect(email.text).toContain(line);
    }
    expect(new Set(hrefs(email.html))).toEqual(new Set(links));
    for (const link of links) expect(email.text).toContain(link.replace(/^mailto:/, ''));
  });

  it('carries no email address but the sender’s contact address, and no visitor’s', () => {
    const addresses = (text: string) => [...new Set(text.match(/[^\s"'<>():,;]+@[^\s"'<>():,;]+\.\w+/g) ?? [])];
    expect(addresses(visibleText(email.html))).toEqual('intro' in words ? [SENDER.contactEmail] : []);
    expect(addresses(email.text)).toEqual('intro' in words ? [SENDER.contactEmail] : []);
  });

  it('reads in the dark scheme: it says it has one, and its style block has the dark palette', () => {
    expect(email.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(email.html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(email.html).toContain(`<style>${EMAIL_STYLE}</style>`);
    expect(EMAIL_STYLE).toContain(`@media (prefers-color-scheme:dark){`);
    for (const colour of Object.values(EMAIL_COLOURS.dark)) expect(EMAIL_STYLE).toContain(colour);
  });

  it('reads without CSS and without images: its name is text, its action a link, nothing is loaded', () => {
    expect(email.html).not.toMatch(/<img|<link|url\(|@import|<script/i);
    const document = parseDocument(email.html);
    expect(DomUtils.textContent(DomUtils.findAll((element) => element.name === 'h1', document.children))).toBe(
      words.heading,
    );
    // Layout tables say they are layout, so a screen reader reads the words and not a grid.
    const tables = DomUtils.findAll((element) => element.name === 'table', document.children);
    expect(tables.map((table) => table.attribs['role'])).toEqual(tables.map(() => 'presentation'));
  });

  it('keeps the card as wide as a phone’s column and no wider', () => {
    expect(email.html).toContain('max-width:560px');
  });
});

describe('the confirmation', () => {
  it.each(confirmations)('$name offers one-click leaving in its headers, and says it is automatic', ({ email }) => {
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${LEAVE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
  });

  it.each(confirmations)('$name says how long its link works, and what leaving does', ({ email }) => {
    const validity = CONFIRMATION_COPY.validity.replace('{days}', String(CONFIRMATION_LINK_DAYS));
    expect(validity).toBe('This link works once, for 14 days.');
    for (const part of [visibleText(email.html), email.text]) {
      expect(part).toContain(validity);
      expect(part).toContain(CONFIRMATION_COPY.leaveLink);
      expect(part).toContain(CONFIRMATION_COPY.leaveNote);
      expect(part).toContain('Sent by Testable Ltd. Questions? Write to hello@testable.dev.');
      expect(part).toContain('because this address was entered on testable.dev.');
    }
  });

  it('says what each signed up for: the wait list nothing of a price or a payment', () => {
    const [waitlist, founder] = confirmations.map(({ email }) => email.text);
    expect(waitlist).toContain('wait list');
    expect(waitlist).not.toMatch(/\$49|\$10|charge|paid|payment|card|refund|founder/i);
    expect(founder).toContain('founder price of $49/month is locked in');
  });

  it('tells a founder, in both parts, that no card was charged, what the $10 is and how it is refunded', () => {
    const founder = confirmations.find(({ kind }) => kind === 'founder')?.email;
    const said = [
      'No card was charged: payment is simulated until launch.',
      'The reservation is $10, credited as your first month, with a full refund anytime before launch: write to hello@testable.dev and we refund it, no questions asked.',
      'If we don’t reach 50 founders, everyone is refunded in full.',
    ];
    for (const part of [visibleText(founder?.html ?? ''), founder?.text ?? '']) {
      for (const line of said) expect(part).toContain(line);
    }
    expect(hrefs(founder?.html ?? '').filter((href) => href === `mailto:${SENDER.contactEmail}`)).toHaveLength(2);
  });
});

describe('the operator notice', () => {
  it.each(notices)('$name says when, in UTC, in both parts', ({ email }) => {
    expect(noticeTime(AT)).toMatch(/^November 21, 2026 at 4:42\sPM UTC$/);
    expect(email.text).toContain(`Confirmed on ${noticeTime(AT)}.`);
    expect(email.html).toContain(`<time datetime="2026-11-21T16:42:00.000Z">${noticeTime(AT)}</time>`);
    expect(email.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });
});

describe('the templates’ inputs', () => {
  it('take no visitor’s words: only the kind, links, the time, the copy and the sender', () => {
    // Adding a field for a visitor's address or message would have to change this list (docs/emails.md).
    const confirmationInput = {
      kind: 'waitlist',
      confirmUrl: CONFIRM,
      leaveUrl: LEAVE,
      siteUrl: SITE,
      copy: CONFIRMATION_COPY,
      sender: SENDER,
    } satisfies Required<Parameters<typeof confirmationEmail>[0]>;
    const noticeInput = {
      kind: 'feedback',
      consoleUrl: CONSOLE,
      siteUrl: SITE,
      copy: OPERATOR_NOTICE_COPY,
      receivedAt: AT,
      sender: SENDER,
    } satisfies Required<Parameters<typeof operatorNotice>[0]>;
    expect(Object.keys(confirmationInput)).toEqual(['kind', 'confirmUrl', 'leaveUrl', 'siteUrl', 'copy', 'sender']);
    expect(Object.keys(noticeInput)).toEqual(['kind', 'consoleUrl', 'siteUrl', 'copy', 'receivedAt', 'sender']);
  });

  it.each([
    ['javascript:alert(1)', /must be https: or http:/],
    ['/relative/confirm', /absolute URL/],
    ['data:text/html,<b>x</b>', /must be https: or http:/],
  ])('refuse a link that is not an http(s) address: %s', (confirmUrl, message) => {
    expect(() =>
      confirmationEmail({
        kind: 'waitlist',
        confirmUrl,
        leaveUrl: LEAVE,
        siteUrl: SITE,
        copy: CONFIRMATION_COPY,
        sender: SENDER,
      }),
    ).toThrow(message);
  });
});

describe('the sender', () => {
  it('is the company’s legal name once it is filled in, and the product’s name until then', () => {
    const company = { legalName: 'Testable Ltd', companyNumber: '1', registeredOffice: 'x', contactEmail: 'hi@t.dev' };
    expect(emailSender('Testable', company)).toEqual({
      product: 'Testable',
      company: 'Testable Ltd',
      contactEmail: 'hi@t.dev',
    });
    expect(emailSender('Testable', { ...company, legalName: '[Testable Ltd]' })).toMatchObject({ company: 'Testable' });
  });
});

describe('the emails’ colours', () => {
  it.each([
    ['light', 'accent', '#0b6e99'],
    ['light', 'card', '#ffffff'],
    ['light', 'onAccent', '#ffffff'],
    ['dark', 'page', '#0a1020'],
    ['dark', 'onAccent', '#0f172a'],
  ] as const)('are the site’s tokens: %s %s is %s', (scheme, colour, hex) => {
    expect(EMAIL_COLOURS[scheme][colour]).toBe(hex);
  });

  it.each([
    ['#fff', '#ffffff'],
    ['#0B6', '#00BB66'],
    ['#0b6e99', '#0b6e99'],
  ])('writes %s as %s', (short, long) => expect(sixDigitHex(short)).toBe(long));
});

describe('the examples of the preview pages', () => {
  it.each(EXAMPLE_EMAILS)('%s is the template’s output, its links marked as examples', (name) => {
    const email: RenderedEmail = exampleEmail(name, {
      siteUrl: SITE,
      sender: SENDER,
      confirmation: CONFIRMATION_COPY,
      notice: OPERATOR_NOTICE_COPY,
    });
    const own = hrefs(email.html).filter((href) => href.startsWith(SITE) && href !== SITE && !href.endsWith('/ops'));
    for (const href of own) expect(href).toMatch(/^https:\/\/testable\.dev\/example-link\/\w+\?token=example$/);
  });
});
