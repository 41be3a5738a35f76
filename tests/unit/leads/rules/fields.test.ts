// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSite, LEAD_FIELD_LIMITS, LEAD_FIELDS, leadAppUrl, leadFieldsOf } from '../../../../src/leads/rules/fields';
import { anyCodePoint, checkProperty } from '../../../support/properties';

const LIMIT = LEAD_FIELD_LIMITS.url;

describe('leadAppUrl: the optional app address as the lead sends it', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['myapp.com', 'https://myapp.com/'],
    [' http://myapp.com/a?b=1 ', 'http://myapp.com/a?b=1'],
    // Not an address: sent as typed, the field is optional and free.
    ['my app', 'my app'],
    [`x.com/${'a'.repeat(LIMIT - 'x.com/'.length)}`, null], // fits as typed, but not with https:// in front
    [`https://x.com/${'é'.repeat(300)}`, `https://x.com/${'%C3%A9'.repeat(300)}`],
    [`https://x.com/${'é'.repeat(400)}`, null], // percent-encoding makes it 6 times longer
    [`https://x.com/${'p'.repeat(LIMIT - 'https://x.com/'.length)}`, `https://x.com/${'p'.repeat(LIMIT - 14)}`],
  ])('%j → %j', (typed, sent) => {
    expect(leadAppUrl(typed)).toBe(sent);
  });

  it('never returns more than the sink accepts', () => {
    checkProperty(
      fc.property(fc.string({ maxLength: 3000, unit: anyCodePoint }), (typed) => {
        const sent = leadAppUrl(typed);
        expect(sent === null || sent.length <= LIMIT).toBe(true);
      }),
    );
  });
});

describe('fitSite: the page address sent as site', () => {
  it.each([
    ['http://localhost:4321/', 'http://localhost:4321/'],
    [`https://testable.dev/?utm=${'x'.repeat(3000)}#faq`, 'https://testable.dev/'],
    [`https://testable.dev/${'p'.repeat(3000)}`, `https://testable.dev/${'p'.repeat(LEAD_FIELD_LIMITS.site - 21)}`],
    ['x'.repeat(3000), 'x'.repeat(LEAD_FIELD_LIMITS.site)],
  ])('%#: keeps what fits', (href, site) => {
    expect(fitSite(href)).toBe(site);
  });

  // Two properties rather than one fc.oneof: fast-check's oneof over webUrl builds a table of
  // every code point first (about 2 s of CPU).
  it.each([
    ['web address', fc.webUrl({ withQueryParameters: true, withFragments: true })],
    ['any text', fc.string({ maxLength: 4000 })],
  ])('always fits, and leaves what fits as it is: %s', (_, pageAddress) => {
    checkProperty(
      fc.property(pageAddress, (href) => {
        const site = fitSite(href);
        expect(site.length).toBeLessThanOrEqual(LEAD_FIELD_LIMITS.site);
        if (href.length <= LEAD_FIELD_LIMITS.site) expect(site).toBe(href);
      }),
    );
  });
});

describe('leadFieldsOf: the one list of lead fields, read from any record', () => {
  it('keeps every field in LEAD_FIELDS order, text only, and nothing else', () => {
    const form: Record<string, unknown> = { submission_id: 'id-1', email: 'a@b.co', url: 7, extra: 'x', message: 'hi' };
    const lead = leadFieldsOf(form);
    expect(Object.keys(lead)).toEqual([...LEAD_FIELDS]);
    expect(lead).toEqual({ email: 'a@b.co', url: '', message: 'hi', site: '', submission_id: 'id-1', plan: '' });
  });
});
