// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsCookieNames, cookieDomains, parseConsent } from '../../../../src/lib/analytics/consent';

describe('parseConsent: the stored testable:consent value', () => {
  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['GRANTED', undefined],
    ['yes', undefined],
    ['"granted"', undefined],
  ])('%j → %j', (stored, expected) => {
    expect(parseConsent(stored)).toBe(expected);
  });
});

describe('analyticsCookieNames: the Google Analytics cookies to remove on withdrawal', () => {
  it.each([
    ['', []],
    ['_ga=GA1.1.123.456', ['_ga']],
    ['_ga=GA1.1.1; _ga_TEST123=GS1.1.2; other=1', ['_ga', '_ga_TEST123']],
    ['theme=dark; _gat=1; _gid=2; my_ga=3; _ga_x=; _gax=1', ['_ga_x']],
  ])('%j → %j', (cookies, expected) => {
    expect(analyticsCookieNames(cookies)).toEqual(expected);
  });
});

describe('cookieDomains: where Google may have set them', () => {
  it.each([
    ['localhost', []],
    ['127.0.0.1', []],
    ['example.com', ['example.com']],
    ['www.testable.dev', ['www.testable.dev', 'testable.dev']],
    ['a.b.example.co.uk', ['a.b.example.co.uk', 'b.example.co.uk', 'example.co.uk', 'co.uk']],
  ])('%s → %j', (hostname, expected) => {
    expect(cookieDomains(hostname)).toEqual(expected);
  });
});
