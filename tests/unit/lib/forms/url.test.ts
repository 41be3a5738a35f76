// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayAppUrl, isValidAppUrl, normalizeAppUrl } from '../../../../src/lib/forms/url';

describe('normalizeAppUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com  ', 'https://example.com/'],
    ['www.example.com/pricing?plan=pro', 'https://www.example.com/pricing?plan=pro'],
    ['https://app.example.io', 'https://app.example.io/'],
    ['http://staging.example.io:8080/x', 'http://staging.example.io:8080/x'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['http://localhost:5173', 'http://localhost:5173/'],
    ['café.example', 'https://xn--caf-dma.example/'],
    // A single word parses with https:// in front: valid here; the host decides if it answers.
    ['example', 'https://example/'],
    ['intranet:8080/app', 'https://intranet:8080/app'],
    ['xn--caf-dma.example', 'https://xn--caf-dma.example/'],
    ['my_app.example', 'https://my_app.example/'],
    ['shop.example.', 'https://shop.example./'],
    ['127.0.0.1:8080', 'https://127.0.0.1:8080/'],
    ['http://[::1]:3000/', 'http://[::1]:3000/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeAppUrl(input)).toBe(expected);
    expect(isValidAppUrl(input)).toBe(true);
  });

  it.each([
    [''],
    ['   '],
    ['not a url'],
    ['exa mple.com'],
    ['ftp://example.com'],
    ['javascript:alert(1)'],
    ['mailto:ada@example.com'],
    ['https://user:secret@example.com'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['https://'],
    ['<img src=x onerror=alert(1)>.com'],
    // Hosts the engines' own parsers disagree on get one verdict (lib/forms/host-name.ts).
    ['xn--.example'],
    ['"shop".example'],
    ['xn--zz.example'],
    ['shop..example'],
    ['-shop.example'],
    ['shop-.example'],
    ['{shop}.example'],
  ])('rejects %j', (input) => {
    expect(normalizeAppUrl(input)).toBeNull();
    expect(isValidAppUrl(input)).toBe(false);
  });
});

describe('displayAppUrl', () => {
  it('drops the slash of a bare host, and nothing else', () => {
    expect(displayAppUrl('https://shop.example/')).toBe('https://shop.example');
    expect(displayAppUrl('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(displayAppUrl('https://shop.example/cart/')).toBe('https://shop.example/cart/');
    expect(displayAppUrl('https://shop.example/?q=1')).toBe('https://shop.example/?q=1');
    expect(displayAppUrl('https://shop.example/#top')).toBe('https://shop.example/#top');
  });
});
