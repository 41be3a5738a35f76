// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsCookieNames,
  type ConsentChoice,
  cookieDomains,
  parseConsent,
} from '../../../../src/lib/analytics/consent';
import { checkProperty } from '../../../support/properties';
import { anyText, HUGE_TEXTS, storedText } from '../../../support/stored-text';

const choice = fc.constantFrom<ConsentChoice>('granted', 'denied');
/** Near misses of a choice: other cases, spaces, JSON, other words. */
const choiceLike = fc.oneof(
  choice.map((value) => value.toUpperCase()),
  choice.map((value) => ` ${value}`),
  choice.map((value) => JSON.stringify(value)),
  fc.constantFrom('true', '1', 'yes', 'accepted', 'rejected', 'undefined', 'null', ''),
);
const stored = storedText(choice, choiceLike);

/** The consent store writes a choice as itself; no choice removes the key (read as undefined). */
const encode = (value: ConsentChoice | undefined) => value;
const readBack = (written: string | undefined) => (written === undefined ? undefined : parseConsent(written));

describe('parseConsent over any stored string', () => {
  it('never throws, and reads a choice only from exactly "granted" or "denied"', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseConsent(text);
        expect([undefined, 'granted', 'denied']).toContain(read);
        expect(read === undefined ? text !== 'granted' && text !== 'denied' : read === text).toBe(true);
      }),
    );
  });

  it('reads back every choice the store writes, and is stable on what it reads', () => {
    checkProperty(
      fc.property(fc.oneof(choice, stored), (text) => {
        const read = parseConsent(text);
        expect(readBack(encode(read))).toBe(read);
      }),
    );
    for (const value of ['granted', 'denied'] as const) expect(readBack(encode(value))).toBe(value);
  });

  it.each(HUGE_TEXTS)('reads %s as no choice', (_, text) => {
    expect(parseConsent(text)).toBeUndefined();
  });
});

/** A cookie name as a browser keeps it: no separators, no spaces at its ends. */
const otherName = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.!$'),
    minLength: 1,
    maxLength: 12,
  })
  .filter((name) => !name.startsWith('_ga'));
const googleName = fc.oneof(
  fc.constant('_ga'),
  fc.stringMatching(/^[A-Za-z0-9]{1,12}$/).map((container) => `_ga_${container}`),
);
const cookieValue = fc.string({ unit: fc.constantFrom(...'abcdefXYZ0123456789._-=%'), maxLength: 16 });
const jar = fc.array(
  fc.tuple(
    fc.oneof(
      googleName.map((name) => [name, true] as const),
      otherName.map((name) => [name, false] as const),
    ),
    cookieValue,
  ),
  { maxLength: 10 },
);

describe('analyticsCookieNames over any document.cookie', () => {
  it('never throws, and names only cookies of the string that are Google Analytics ones', () => {
    checkProperty(
      fc.property(
        storedText(jar.map((cookies) => cookies.map(([[name], value]) => `${name}=${value}`).join('; '))),
        (cookies) => {
          for (const name of analyticsCookieNames(cookies)) {
            expect(name).toMatch(/^_ga(?:_[A-Za-z0-9]+)?$/);
            expect(cookies).toContain(name);
          }
        },
      ),
    );
  });

  it('finds exactly the Google Analytics cookies of a jar, in order', () => {
    checkProperty(
      fc.property(jar, (cookies) => {
        const header = cookies.map(([[name], value]) => `${name}=${value}`).join('; ');
        const expected = cookies.filter(([[, google]]) => google).map(([[name]]) => name);
        expect(analyticsCookieNames(header)).toEqual(expected);
      }),
    );
  });
});

describe('cookieDomains over any location.hostname', () => {
  it('never throws, and lists only the host and its parents, never a bare last label', () => {
    checkProperty(
      fc.property(fc.oneof(anyText, fc.domain()), (hostname) => {
        for (const domain of cookieDomains(hostname)) {
          expect(domain === hostname || hostname.endsWith(`.${domain}`)).toBe(true);
          expect(domain).toContain('.');
        }
      }),
    );
  });

  it('lists a domain name from the host up to its last two labels', () => {
    checkProperty(
      fc.property(fc.domain(), (hostname) => {
        const labels = hostname.split('.');
        const domains = cookieDomains(hostname);
        expect(domains).toHaveLength(labels.length - 1);
        expect(domains[0]).toBe(hostname);
        expect(domains.at(-1)).toBe(labels.slice(-2).join('.'));
      }),
    );
  });

  it('lists nothing for an IP address', () => {
    checkProperty(
      fc.property(
        fc.oneof(
          fc.ipV4(),
          fc.ipV6().map((ip) => `[${ip}]`),
          fc.ipV6(),
        ),
        (hostname) => {
          expect(cookieDomains(hostname)).toEqual([]);
        },
      ),
    );
  });
});
