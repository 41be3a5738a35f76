// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cloudflareHeadersFile, parseHeadersFile } from '../../../../server/site/headers-file';
import { HEADERS_FILE } from '../../../../server/site/site-app';

describe('parseHeadersFile', () => {
  it('reads each path pattern with its indented headers, skipping comments and blank lines', () => {
    const text =
      '# comment\n/*\n  A: 1\n\tB-Two:  x: y ; z \r\n\n  # indented comment\n/_astro/*\n  Cache-Control: immutable\n/*\n  C: 3\n';
    expect([...parseHeadersFile(text)]).toEqual([
      [
        '/*',
        [
          ['A', '1'],
          ['B-Two', 'x: y ; z'],
          ['C', '3'],
        ],
      ],
      ['/_astro/*', [['Cache-Control', 'immutable']]],
    ]);
  });

  it.each([
    ['a header before any path', '  A: 1\n'],
    ['a header without a colon', '/*\n  A 1\n'],
    ['a header without a name', '/*\n  : 1\n'],
    ['a name with a space', '/*\n  Bad Name: 1\n'],
  ])('refuses %s, naming the line', (_label, text) => {
    expect(() => parseHeadersFile(text)).toThrow(/_headers line \d/);
  });

  it('reads an empty file as no blocks', () => {
    expect(parseHeadersFile('').size).toBe(0);
  });
});

describe('public/_headers', () => {
  const block = new Map(parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8')).get('/*'));

  it.each([
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ])('sends %s: %s on every path', (name, value) => {
    expect(block.get(name)).toBe(value);
  });

  it('denies the powerful features a marketing site never uses', () => {
    const policy = block.get('Permissions-Policy') ?? '';
    const denied = policy.split(',').map((entry) => entry.trim());
    for (const feature of [
      'accelerometer',
      'browsing-topics',
      'camera',
      'geolocation',
      'gyroscope',
      'interest-cohort',
      'magnetometer',
      'microphone',
      'payment',
      'usb',
    ]) {
      expect(denied).toContain(`${feature}=()`);
    }
    expect(denied.every((entry) => /^[a-z-]+=\(\)$/.test(entry))).toBe(true);
  });
});

describe('cloudflareHeadersFile', () => {
  it.each([
    [
      'a page block that replaces a header of /* detaches it first',
      '/*\n  A: 1\n  B: 2\n\n/admin/\n  B: 3\n',
      '/*\n  A: 1\n  B: 2\n\n/admin/\n  ! B\n  B: 3\n',
    ],
    [
      'a block setting headers /* does not set keeps them as they are',
      '/*\n  A: 1\n\n/x\n  C: 3\n',
      '/*\n  A: 1\n\n/x\n  C: 3\n',
    ],
    [
      'names are compared in any case, and kept as written',
      '/*\n  x-frame-options: DENY\n\n/embed\n  X-Frame-Options: SAMEORIGIN\n',
      '/*\n  x-frame-options: DENY\n\n/embed\n  ! X-Frame-Options\n  X-Frame-Options: SAMEORIGIN\n',
    ],
    [
      'a block under a splat it does not fall under is left alone',
      '/_astro/*\n  Cache-Control: immutable\n\n/sw.js\n  Cache-Control: no-cache\n',
      '/_astro/*\n  Cache-Control: immutable\n\n/sw.js\n  Cache-Control: no-cache\n',
    ],
  ])('%s', (_, source, expected) => {
    expect(cloudflareHeadersFile(source)).toBe(expected);
  });

  it('turns public/_headers into a file where /admin gets one Cross-Origin-Opener-Policy on Cloudflare', () => {
    const source = readFileSync('public/_headers', 'utf8');
    // The blocks before /admin are written as they were (less their comments).
    expect(cloudflareHeadersFile(source).split('\n/admin\n')[0]).not.toContain('!');
    for (const page of ['/admin', '/admin/', '/admin/index.html'])
      expect(cloudflareHeadersFile(source)).toContain(
        `${page}\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n`,
      );
  });
});
