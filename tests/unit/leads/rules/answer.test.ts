// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outcomeOf, parseRetryAfter, RETRY_AFTER_MAX_MS } from '../../../../src/leads/rules/answer';

describe('outcomeOf: what an answer of the webhook means', () => {
  it.each([
    [200, null, { kind: 'delivered' }],
    [204, null, { kind: 'delivered' }],
    [299, null, { kind: 'delivered' }],
    [408, null, { kind: 'retry', retryAfterMs: null }],
    [429, '30', { kind: 'retry', retryAfterMs: 30_000 }],
    [500, null, { kind: 'retry', retryAfterMs: null }],
    [503, '2', { kind: 'retry', retryAfterMs: 2000 }],
    [599, null, { kind: 'retry', retryAfterMs: null }],
    [300, null, { kind: 'refused', status: 300 }],
    [400, null, { kind: 'refused', status: 400 }],
    [403, '30', { kind: 'refused', status: 403 }],
    [404, null, { kind: 'refused', status: 404 }],
    [413, null, { kind: 'refused', status: 413 }],
  ] as const)('%d with Retry-After %j → %j', (status, retryAfter, outcome) => {
    expect(outcomeOf(status, retryAfter, 0)).toEqual(outcome);
  });
});

describe('parseRetryAfter: seconds or an HTTP date, bounded', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
    ['0', 0],
    ['30', 30_000],
    [' 120 ', 120_000],
    ['99999999', RETRY_AFTER_MAX_MS],
    ['Mon, 23 Nov 2026 12:00:45 GMT', 45_000],
    ['Mon, 23 Nov 2026 11:00:00 GMT', 0],
    ['Wed, 01 Jan 2031 00:00:00 GMT', RETRY_AFTER_MAX_MS],
  ])('%j → %j ms', (value, wait) => {
    expect(parseRetryAfter(value, now)).toBe(wait);
  });
});
