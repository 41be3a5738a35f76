// @vitest-environment node
import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json' with { type: 'json' };
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disposableDomainOf, isDisposableDomain } from '../../../../src/lib/forms/disposable-email';
import { anyCodePoint, checkProperty } from '../../../support/properties';

const list: ReadonlySet<string> = new Set(blocklist);
const listedDomain = fc.constantFrom(...blocklist);
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const localPart = fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/);
/** Whether `domain` or any domain it is part of is on the list, by brute force. */
const listedEnding = (domain: string) =>
  domain.split('.').some((_, index, labels) => list.has(labels.slice(index).join('.')));

describe('disposableDomainOf', () => {
  it('finds every listed domain, and any name under one, in any case, with a trailing dot or not', () => {
    checkProperty(
      fc.property(
        localPart,
        fc.array(label, { maxLength: 3 }),
        listedDomain,
        fc.boolean(),
        fc.boolean(),
        (name, labels, domain, upper, dot) => {
          const host = [...labels, domain].join('.');
          const email = `${name}@${upper ? host.toUpperCase() : host}${dot ? '.' : ''}`;
          const found = disposableDomainOf(email, list);
          expect(found).not.toBeNull();
          // The domain found is a listed one that the address's domain ends with, at a dot.
          expect(list.has(found ?? '')).toBe(true);
          expect(`.${host}`.endsWith(`.${found}`)).toBe(true);
        },
      ),
    );
  });

  it('finds none for a domain that is not, and is not under, a listed one', () => {
    checkProperty(
      fc.property(
        localPart,
        fc.domain().filter((domain) => !listedEnding(domain)),
        (name, domain) => {
          expect(disposableDomainOf(`${name}@${domain}`, list)).toBeNull();
          expect(isDisposableDomain(domain, list)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the brute-force reading for any host name', () => {
    checkProperty(
      fc.property(fc.domain(), (domain) => {
        expect(isDisposableDomain(domain, list)).toBe(listedEnding(domain.toLowerCase()));
      }),
    );
  });

  it('never throws on any text, and finds only a listed domain', () => {
    const text = fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 60 }),
      fc
        .tuple(
          fc.string({ unit: anyCodePoint, maxLength: 10 }),
          listedDomain,
          fc.string({ unit: anyCodePoint, maxLength: 10 }),
        )
        .map(([before, domain, after]) => `${before}@${domain}${after}`),
    );
    checkProperty(
      fc.property(text, (email) => {
        const found = disposableDomainOf(email, list);
        if (found !== null) expect(list.has(found)).toBe(true);
      }),
    );
  });
});
