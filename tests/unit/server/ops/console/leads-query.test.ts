// @vitest-environment node
/** The leads page's query read from its address, and the addresses built back from it. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY,
  isDay,
  type LeadsQuery,
  leadsHref,
  personHref,
  QUERY_MAX,
  readEmail,
  readLeadsQuery,
} from '../../../../../server/ops/console/leads-query';

describe('readLeadsQuery', () => {
  it.each<[string, Record<string, string>, Partial<LeadsQuery>]>([
    ['nothing: the newest leads', {}, {}],
    ['words, trimmed', { q: '  ada@Example.com ' }, { q: 'ada@Example.com' }],
    ['words at the bound', { q: 'x'.repeat(QUERY_MAX) }, { q: 'x'.repeat(QUERY_MAX) }],
    ['every kind: all', { kind: 'all' }, {}],
    ['every kind: blank', { kind: '' }, {}],
    ['a kind', { kind: 'founder' }, { kind: 'founder' }],
    ['days', { from: '2026-11-01', to: '2026-11-21' }, { from: '2026-11-01', to: '2026-11-21' }],
    ['one day', { from: '2026-02-28', to: '2026-02-28' }, { from: '2026-02-28', to: '2026-02-28' }],
    ['a leap day', { from: '2028-02-29' }, { from: '2028-02-29' }],
    ['a cursor', { cursor: '1234' }, { cursor: 1234 }],
    ['the largest cursor', { cursor: '999999999999999' }, { cursor: 999_999_999_999_999 }],
    ['other parameters, ignored', { page: '7', utm_source: 'x' }, {}],
  ])('%s', (_, params, query) => {
    const reading = readLeadsQuery(params);
    expect(reading).toMatchObject({ ok: true, query: { ...EMPTY_QUERY, ...query } });
  });

  it.each<[string, Record<string, string>, string, RegExp]>([
    ['words too long', { q: 'x'.repeat(QUERY_MAX + 1) }, 'q', /at most 200 characters \(this was 201\)/],
    ['an unknown kind', { kind: 'vip' }, 'kind', /Choose a kind/],
    ['a kind in another case', { kind: 'Founder' }, 'kind', /Choose a kind/],
    ['a day in another form', { from: '21/11/2026' }, 'from', /YYYY-MM-DD/],
    ['a day that does not exist', { from: '2026-02-30' }, 'from', /YYYY-MM-DD/],
    ['a month that does not exist', { to: '2026-13-01' }, 'to', /YYYY-MM-DD/],
    ['a day with a time', { to: '2026-11-21T10:00' }, 'to', /YYYY-MM-DD/],
    ['days the wrong way round', { from: '2026-11-21', to: '2026-11-01' }, 'to', /comes before the first day/],
    ['a cursor that is not a number', { cursor: 'abc' }, 'cursor', /does not exist/],
    ['a cursor of 0', { cursor: '0' }, 'cursor', /does not exist/],
    ['a negative cursor', { cursor: '-5' }, 'cursor', /does not exist/],
    ['a cursor in exponent form', { cursor: '1e5' }, 'cursor', /does not exist/],
    ['a cursor past what a number holds', { cursor: '1234567890123456' }, 'cursor', /does not exist/],
    ['a cursor with SQL', { cursor: '1 OR 1=1' }, 'cursor', /does not exist/],
  ])('refuses %s, saying why', (_, params, field, message) => {
    const reading = readLeadsQuery(params);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('names every problem at once, and gives the form back its values cut to their bounds', () => {
    const reading = readLeadsQuery({ q: 'y'.repeat(500), kind: 'nope', from: `2026-01-01${'9'.repeat(50)}`, to: 'x' });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((problem) => problem.field)).toEqual(['q', 'kind', 'from', 'to']);
    expect(reading.fields).toEqual({ q: 'y'.repeat(QUERY_MAX), kind: '', from: '2026-01-01', to: 'x' });
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-1-5', false],
    ['20261121', false],
    ['', false],
  ])('%s: %s', (day, expected) => {
    expect(isDay(day)).toBe(expected);
  });
});

describe('leadsHref', () => {
  it.each<[Partial<LeadsQuery>, string]>([
    [{}, '/ops'],
    [{ cursor: 42 }, '/ops?cursor=42'],
    [{ q: 'a b&c', kind: 'feedback' }, '/ops?q=a+b%26c&kind=feedback'],
    [{ from: '2026-11-01', to: '2026-11-21', cursor: 7 }, '/ops?from=2026-11-01&to=2026-11-21&cursor=7'],
  ])('%j is %s', (query, href) => {
    expect(leadsHref({ ...EMPTY_QUERY, ...query })).toBe(href);
  });

  it('reads back as the query it was built from', () => {
    const query: LeadsQuery = { q: 'ünï <b>', kind: 'waitlist', from: '2026-01-01', to: '2026-01-31', cursor: 99 };
    const params = Object.fromEntries(new URL(leadsHref(query), 'http://x').searchParams);
    expect(readLeadsQuery(params)).toMatchObject({ ok: true, query });
  });
});

describe('readEmail', () => {
  it.each([
    [undefined, /Give the email address/],
    ['   ', /Give the email address/],
    ['a'.repeat(321), /at most 320 characters \(this was 321\)/],
  ])('refuses %j', (value, message) => {
    expect(readEmail(value)).toEqual({ ok: false, message: expect.stringMatching(message) });
  });

  it.each([
    [' Ada@Example.com ', 'Ada@Example.com'],
    ['not an address at all', 'not an address at all'],
    ['a'.repeat(320), 'a'.repeat(320)],
  ])('takes %j as it is, trimmed', (value, email) => {
    expect(readEmail(value)).toEqual({ ok: true, email });
  });

  it('builds the address of a person page, encoded', () => {
    expect(personHref('a+b@x.com')).toBe('/ops/person?email=a%2Bb%40x.com');
    expect(personHref('a&b@x.com', 'erase')).toBe('/ops/erase?email=a%26b%40x.com');
  });
});
