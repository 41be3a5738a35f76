import { describe, expect, it } from 'vitest';
import { describeDelta } from '../../../src/lib/metrics';

describe('describeDelta', () => {
  it.each([
    [18, { symbol: '▲ 18', spoken: 'up 18 points', trend: 'up' }],
    [-31, { symbol: '▼ 31', spoken: 'down 31 points', trend: 'down' }],
    [0, { symbol: '0', spoken: 'no change', trend: 'flat' }],
  ])('%d reads as %o', (delta, expected) => {
    expect(describeDelta(delta)).toEqual(expected);
  });
});
