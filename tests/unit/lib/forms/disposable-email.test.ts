// @vitest-environment node
import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { disposableDomainOf, isDisposableDomain } from '../../../../src/lib/forms/disposable-email';

const listed = new Set(['mailinator.com', 'guerrillamail.com', 'xn--9kq967o.com', 'xn--d-bga.net', 'abc.dynv6.net']);

describe('disposableDomainOf', () => {
  it.each([
    ['a listed domain', 'ada@mailinator.com', 'mailinator.com'],
    ['a domain under a listed one', 'ada@x.mailinator.com', 'mailinator.com'],
    ['several labels under it', 'ada@a.b.c.mailinator.com', 'mailinator.com'],
    ['upper case', 'Ada@MailInator.COM', 'mailinator.com'],
    ['a trailing dot', 'ada@mailinator.com.', 'mailinator.com'],
    ['white space around the address', '  ada@mailinator.com \n', 'mailinator.com'],
    ['full-width letters and dot (NFKC)', 'ada@ｍａｉｌｉｎａｔｏｒ．ｃｏｍ', 'mailinator.com'],
    ['a full-width at sign', 'ada＠mailinator.com', 'mailinator.com'],
    ['an ideographic full stop between labels (IDNA)', 'ada@mailinator。com', 'mailinator.com'],
    ['a name in another script, listed in its ASCII form', 'ada@雨云.com', 'xn--9kq967o.com'],
    ['a listed domain of three labels', 'ada@abc.dynv6.net', 'abc.dynv6.net'],
    ['a name in another script, in upper case', 'ada@DÉ.net', 'xn--d-bga.net'],
    ['the domain after the last at sign', '"a@b"@mailinator.com', 'mailinator.com'],
  ])('finds %s: %j → %s', (_label, email, domain) => {
    expect(disposableDomainOf(email, listed)).toBe(domain);
  });

  it.each([
    ['a domain not listed', 'ada@example.com'],
    ['a listed domain as a part of a longer label', 'ada@mymailinator.com'],
    ['a listed domain with more after it', 'ada@mailinator.com.example'],
    ['a sibling of a listed domain of three labels', 'ada@dynv6.net'],
    ['a listed domain before the at sign', 'mailinator.com@example.com'],
    ['no at sign', 'mailinator.com'],
    ['nothing', ''],
    ['an address over 320 characters', `${'a'.repeat(320)}@mailinator.com`],
  ])('finds none for %s: %j', (_label, email) => {
    expect(disposableDomainOf(email, listed)).toBeNull();
  });

  it('finds none with an empty list', () => {
    expect(disposableDomainOf('ada@mailinator.com', new Set())).toBeNull();
  });

  it('answers the shortest listed domain when a domain under it is listed too', () => {
    expect(disposableDomainOf('ada@x.mailinator.com', new Set(['x.mailinator.com', 'mailinator.com']))).toBe(
      'mailinator.com',
    );
    expect(disposableDomainOf('ada@x.mailinator.com', new Set(['x.mailinator.com']))).toBe('x.mailinator.com');
  });

  it('takes bounded time on the longest text the sink reads, whatever it holds', () => {
    const texts = [
      `a@${'a.'.repeat(159)}`,
      `a@${'.'.repeat(318)}`,
      `a@${'\uFDFA.'.repeat(159)}`, // NFKC makes each ﷺ 18 characters
      `a@${'。'.repeat(318)}`,
      '@'.repeat(320),
    ];
    const started = performance.now();
    for (let round = 0; round < 100; round += 1) for (const text of texts) disposableDomainOf(text, listed);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('isDisposableDomain', () => {
  it.each([
    ['mailinator.com', true],
    ['MAILINATOR.COM.', true],
    ['x.y.mailinator.com', true],
    ['mailinator.co', false],
    ['com', false],
    ['', false],
    ['.', false],
    [`${'a.'.repeat(160)}mailinator.com`, false], // longer than any address
  ])('%j → %s', (domain, disposable) => {
    expect(isDisposableDomain(domain, listed)).toBe(disposable);
  });
});

describe('the list of disposable-email-domains-js', () => {
  const list: ReadonlySet<string> = new Set(blocklist);

  it('is thousands of lower-case domains, none with a trailing dot', () => {
    expect(list.size).toBeGreaterThan(5_000);
    for (const domain of list) {
      expect(domain).toBe(domain.toLowerCase());
      expect(domain.endsWith('.')).toBe(false);
    }
  });

  it.each([
    ['ada@mailinator.com', 'mailinator.com'],
    ['ada@guerrillamail.com', 'guerrillamail.com'],
    ['ada@yopmail.com', 'yopmail.com'],
    ['ada@10minutemail.com', '10minutemail.com'],
    ['ada@gmail.com', null],
    ['ada@outlook.com', null],
    ['ada@example.com', null],
    ['ada@testable.dev', null],
  ])('%s → %s', (email, domain) => {
    expect(disposableDomainOf(email, list)).toBe(domain);
  });
});
