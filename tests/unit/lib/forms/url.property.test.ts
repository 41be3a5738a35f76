// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAppUrl, parseStoredDevUrl, serializeDevUrl } from '../../../../src/lib/forms/url';
import { checkProperty } from '../../../support/properties';
import { anyText, HUGE_TEXTS, storedText } from '../../../support/stored-text';

const webUrl = fc.webUrl({ withQueryParameters: true, withFragments: true });
/** Near misses of an address: other schemes, credentials, spaces, no scheme, scheme-like prefixes. */
const urlLike = fc.oneof(
  webUrl,
  fc.webUrl({ validSchemes: ['ftp', 'javascript', 'data', 'file', 'mailto', 'ws', 'HTTP', 'hTTps'] }),
  fc.webUrl({ authoritySettings: { withUserInfo: true, withPort: true, withIPv4: true, withIPv6: true } }),
  fc.domain(),
  fc
    .tuple(fc.constantFrom('http:', 'https:', 'http:/', 'https:\\\\', '//', 'https://', ' https://'), anyText)
    .map(([a, b]) => a + b),
  fc
    .tuple(webUrl, fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'))
    .map(([url, space]) => `${space}${url}${space}`),
);
const stored = storedText(urlLike);

/** What the plan store keeps after a read: a removed key reads as the store's initial ''. */
const readBack = (written: string | undefined) => (written === undefined ? '' : parseStoredDevUrl(written));

/** An absolute http(s) address in the form URL gives it, without credentials or spaces. */
function expectAppAddress(address: string): void {
  const url = new URL(address);
  expect(['http:', 'https:']).toContain(url.protocol);
  expect(url.href).toBe(address);
  expect(url.hostname).not.toBe('');
  expect(url.username + url.password).toBe('');
  expect(address).not.toMatch(/\s/);
}

describe('parseStoredDevUrl over any stored string', () => {
  it("never throws, and reads only an absolute http(s) address, normalised, or '' for none", () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseStoredDevUrl(text);
        if (read !== '') expectAppAddress(read);
      }),
    );
  });

  it('reads back every address the store writes, and is stable on what it reads', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseStoredDevUrl(text);
        expect(readBack(serializeDevUrl(read))).toBe(read);
      }),
    );
  });

  it('reads an http(s) address as the address, normalised', () => {
    checkProperty(
      fc.property(webUrl, (address) => {
        expect(parseStoredDevUrl(address)).toBe(new URL(address).href);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s without throwing', (_, text) => {
    const read = parseStoredDevUrl(text);
    if (read !== '') expectAppAddress(read);
  });
});

describe('normalizeAppUrl over anything a visitor types', () => {
  it('never throws, and returns null or an absolute http(s) address that normalises to itself', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const address = normalizeAppUrl(text);
        if (address === null) return;
        expectAppAddress(address);
        expect(normalizeAppUrl(address)).toBe(address);
      }),
    );
  });

  it('puts https:// in front of a bare domain name', () => {
    checkProperty(
      fc.property(fc.domain(), (domain) => {
        expect(normalizeAppUrl(domain)).toBe(`https://${domain}/`);
      }),
    );
  });
});
