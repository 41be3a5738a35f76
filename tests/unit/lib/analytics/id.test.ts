// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeMeasurementId, resolveMeasurementId } from '../../../../src/lib/analytics/id';

describe('normalizeMeasurementId: only ids shaped like G-XXXXXXX', () => {
  it.each([
    ['G-TEST123', 'G-TEST123'],
    ['G-ABCDEFGHIJ', 'G-ABCDEFGHIJ'],
    ['  G-TEST123  ', 'G-TEST123'],
    ['g-test123', 'G-TEST123'],
    ['', null],
    ['G-', null],
    ['G-AB1', null],
    ['G-TEST 123', null],
    ['G-TEST-123', null],
    ['UA-12345-1', null],
    ['AW-123456789', null],
    ['G-TEST123&foo=bar', null],
    ['G-TEST123"><script>', null],
    ['G-ÄÖÜ1234', null],
    [`G-${'A'.repeat(21)}`, null],
    [123, null],
    [undefined, null],
    [null, null],
    [{ toString: () => 'G-TEST123' }, null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeMeasurementId(value)).toBe(expected);
  });
});

describe('resolveMeasurementId: the ga query parameter, then the global, then the build', () => {
  it.each([
    { why: 'nothing anywhere', search: '', global: undefined, env: '', expected: null },
    { why: 'the build only', search: '', global: undefined, env: 'G-ENV1234', expected: 'G-ENV1234' },
    { why: 'the global beats the build', search: '', global: 'G-GLOBAL1', env: 'G-ENV1234', expected: 'G-GLOBAL1' },
    {
      why: 'the query beats both',
      search: '?ga=G-QUERY12',
      global: 'G-GLOBAL1',
      env: 'G-ENV1234',
      expected: 'G-QUERY12',
    },
    {
      why: 'the query among other parameters',
      search: '?utm_source=x&ga=G-QUERY12',
      global: undefined,
      env: '',
      expected: 'G-QUERY12',
    },
    { why: 'an encoded query value', search: '?ga=%20G-QUERY12%20', global: undefined, env: '', expected: 'G-QUERY12' },
    { why: 'an empty query value falls through', search: '?ga=', global: 'G-GLOBAL1', env: '', expected: 'G-GLOBAL1' },
    {
      why: 'a junk query value falls through',
      search: '?ga=javascript:alert(1)',
      global: undefined,
      env: 'G-ENV1234',
      expected: 'G-ENV1234',
    },
    { why: 'a junk global falls through', search: '', global: 'G-x"y', env: 'G-ENV1234', expected: 'G-ENV1234' },
    {
      why: 'a global of the wrong type falls through',
      search: '',
      global: ['G-GLOBAL1'],
      env: 'G-ENV1234',
      expected: 'G-ENV1234',
    },
    { why: 'a junk build value is no id', search: '', global: undefined, env: 'not-an-id', expected: null },
  ])('$why', ({ search, global, env, expected }) => {
    expect(resolveMeasurementId({ search, global, env })).toBe(expected);
  });
});
