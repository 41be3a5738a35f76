// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodePunycode, isAcceptedHost } from '../../../../src/lib/forms/host-name';

describe('isAcceptedHost', () => {
  it.each([
    ['example.com'],
    ['shop.example.'],
    ['localhost'],
    ['my_app.example'],
    ['127.0.0.1'],
    ['[::1]'],
    ['[2001:db8::1]'],
    ['xn--caf-dma.example'],
    ['xn--p1ai'],
    [`${'a'.repeat(63)}.example`],
  ])('accepts %j', (host) => {
    expect(isAcceptedHost(host)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['xn--.example', 'an empty A-label'],
    ['xn--zz.example', 'an A-label that is not Punycode'],
    ['xn--ls8h.example', 'an A-label that decodes to a symbol'],
    ['xn--abc-.example', 'an A-label ending in a hyphen'],
    ['%22shop%22.example', 'percent-encoded quotes'],
    ['shop..example', 'an empty label'],
    ['.example', 'a leading dot'],
    ['-shop.example', 'a label starting with a hyphen'],
    ['shop-.example', 'a label ending with a hyphen'],
    [`${'a'.repeat(64)}.example`, 'a label over 63 characters'],
    ['sh{op}.example', 'braces'],
    ['[::1', 'an unclosed IPv6 literal'],
  ])('refuses %j (%s)', (host) => {
    expect(isAcceptedHost(host)).toBe(false);
  });
});

describe('decodePunycode (RFC 3492)', () => {
  it.each([
    ['caf-dma', 'café'],
    ['bcher-kva', 'bücher'],
    ['p1ai', 'рф'],
    ['80akhbyknj4f', 'испытание'],
    ['ls8h', '💩'],
  ])('decodes %j to %j', (encoded, text) => {
    expect(decodePunycode(encoded)).toBe(text);
  });

  it.each([['zz'], ['-abc'], ['caf-dm!'], ['99999999999']])('refuses %j', (encoded) => {
    expect(decodePunycode(encoded)).toBeNull();
  });
});
