// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { counted, readableTime, shortDay } from '../../../../../server/ops/console/format';

describe('the console writes times and counts', () => {
  it.each([
    ['2026-11-21T10:04:59.123Z', '21 Nov 2026, 10:04 UTC'],
    ['2026-01-05T00:00:00.000Z', '5 Jan 2026, 00:00 UTC'],
    ['2026-12-31T23:59:00Z', '31 Dec 2026, 23:59 UTC'],
    ['2026-13-01T00:00:00.000Z', '2026-13-01T00:00:00.000Z'],
    ['yesterday', 'yesterday'],
    ['', ''],
  ])('%j reads %j', (iso, text) => {
    expect(readableTime(iso)).toBe(text);
  });

  it.each([
    ['2026-11-21', '21 Nov'],
    ['2026-03-01', '1 Mar'],
    ['2026-00-01', '2026-00-01'],
    ['21 Nov', '21 Nov'],
  ])('the day %j reads %j', (day, text) => {
    expect(shortDay(day)).toBe(text);
  });

  it.each([
    [0, '0 leads'],
    [1, '1 lead'],
    [2, '2 leads'],
    [1234, '1,234 leads'],
    [1234567, '1,234,567 leads'],
  ])('%d is %j', (count, text) => {
    expect(counted(count, 'lead')).toBe(text);
  });
});
