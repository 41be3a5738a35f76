import { describe, expect, it } from 'vitest';
import { founderPercent } from '../../../src/lib/founders';

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
