// @vitest-environment node
/**
 * Which addresses the page reader may open (server/app-reader/address.ts): every spelling of a
 * private address is refused, as the URL parser writes it and as ipaddr.js reads it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowListFrom,
  checkAddress,
  isPublicAddress,
  mayConnectTo,
  NOTHING_ALLOWED,
} from '../../../../server/app-reader/address';
import { checkProperty } from '../../../support/properties';

describe('an address typed by a stranger', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback, short'],
    ['http://2130706433/', 'loopback, one number'],
    ['http://0x7f000001/', 'loopback, hexadecimal'],
    ['http://0177.0.0.1/', 'loopback, octal'],
    ['http://0x7f.1/', 'loopback, mixed'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified, one number'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://192.168.1.1:8080/', 'private, with a port'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://240.0.0.1/', 'reserved'],
    ['http://192.0.2.10/', 'documentation'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fc00::1]/', 'IPv6 unique local'],
    ['http://[ff02::1]/', 'IPv6 multicast'],
    ['http://[64:ff9b::a00:1]/', 'NAT64 of a private address'],
    ['http://[2002:7f00:1::]/', '6to4 of loopback'],
    ['http://localhost:3000/', 'this machine by name'],
    ['http://app.localhost/', 'a name under localhost'],
    ['http://LOCALHOST./', 'localhost, upper case with a dot'],
  ])('%s (%s) is refused as private', (address) => {
    expect(checkAddress(address, NOTHING_ALLOWED)).toMatchObject({ ok: false, reason: 'private' });
  });

  it.each([
    ['ftp://example.com/', 'another scheme'],
    ['file:///etc/passwd', 'a file'],
    ['javascript:alert(1)', 'script'],
    ['http://user:secret@example.com/', 'a password'],
    ['http://user@example.com/', 'a user name'],
    ['not a url', 'no URL at all'],
    ['http://', 'no host'],
  ])('%s (%s) is refused as invalid', (address) => {
    expect(checkAddress(address, NOTHING_ALLOWED)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it.each([
    'https://example.com/',
    'http://93.184.216.34/',
    'https://[2606:4700::6810:84e5]/',
    'https://shop.example.co.uk:8443/path?q=1',
  ])('%s may be requested', (address) => {
    expect(checkAddress(address, NOTHING_ALLOWED)).toMatchObject({ ok: true });
  });
});

describe('ANALYSIS_ALLOW_HOSTS', () => {
  const allow = allowListFrom(' 127.0.0.1, staging.internal ,, [::1], Intranet. ');

  it('reads names and addresses, whatever their spacing and case', () => {
    expect([...allow.names]).toEqual(['staging.internal', 'intranet']);
    expect([...allow.addresses]).toEqual(['127.0.0.1', '0:0:0:0:0:0:0:1']);
  });

  it.each([
    ['http://127.0.0.1:4399/page', true],
    ['http://127.1:4399/page', true],
    ['http://[::1]:8080/', true],
    ['http://staging.internal:9000/', true],
    ['http://INTRANET/', true],
    ['http://127.0.0.2/', false],
    ['http://10.0.0.1/', false],
    ['http://localhost/', false],
  ])('%s is allowed: %s', (address, allowed) => {
    expect(checkAddress(address, allow).ok).toBe(allowed);
  });

  it('is empty by default', () => {
    expect(allowListFrom(undefined)).toEqual(NOTHING_ALLOWED);
    expect(allowListFrom('')).toEqual(NOTHING_ALLOWED);
  });
});

describe('the address connected to', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1', true],
    ['127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fd12::1', false],
    ['not an address', false],
    ['', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('may be private when the allow list names it, in any spelling', () => {
    const allow = allowListFrom('127.0.0.1');
    expect(mayConnectTo('::ffff:127.0.0.1', allow)).toBe(true);
    expect(mayConnectTo('127.0.0.2', allow)).toBe(false);
  });
});

describe('any IPv4 address, in any spelling the URL parser accepts', () => {
  const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
  const spellings = (n: number) => [
    dotted(n),
    String(n),
    `0x${n.toString(16)}`,
    [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].map((part) => `0${part.toString(8)}`).join('.'),
    `${n >>> 24}.${n & 0xffffff}`,
    `[::ffff:${dotted(n)}]`,
  ];
  // Private ranges are small: a third of the cases are drawn from them.
  const address = fc.oneof(
    fc.integer({ min: 0, max: 0xffffffff }),
    fc
      .constantFrom(0x7f000000, 0x0a000000, 0xac100000, 0xc0a80000, 0xa9fe0000, 0x64400000, 0)
      .chain((base) => fc.integer({ min: base, max: base + 0xffff })),
  );

  it('is read the same way in every spelling, and refused whenever it is not public', () => {
    checkProperty(
      fc.property(address, (n) => {
        const verdicts = spellings(n).map((host) => checkAddress(`http://${host}/`, NOTHING_ALLOWED).ok);
        expect(verdicts).toEqual(verdicts.map(() => isPublicAddress(dotted(n))));
      }),
    );
  });
});
