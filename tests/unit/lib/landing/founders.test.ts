import { describe, expect, it } from 'vitest';
import { founderPercent, nextFounderCount, parseFounderCount } from '../../../../src/lib/landing/founders';

describe('founderPercent', () => {
  it.each([
    [0, 0],
    [1, 2],
    [18, 36],
    [19, 38],
    [33, 66],
    [49, 98],
    [50, 100],
    [51, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d founders are %d%%', (count, percent) => {
    expect(founderPercent(count)).toBe(percent);
  });
});

describe('parseFounderCount', () => {
  it.each([
    [undefined, 18],
    [null, 18],
    ['18', 18],
    ['0', 0],
    ['50', 50],
    [' 27 ', 27],
    ['51', 18],
    ['-1', 18],
    ['12.5', 18],
    ['abc', 18],
    ['', 18],
    ['1e1', 18],
  ])('%j reads as %d', (stored, count) => {
    expect(parseFounderCount(stored)).toBe(count);
  });
});

describe('nextFounderCount', () => {
  it.each([
    [18, 19],
    [0, 1],
    [49, 50],
    [50, 50],
  ])('after %d comes %d', (count, next) => {
    expect(nextFounderCount(count)).toBe(next);
  });
});
