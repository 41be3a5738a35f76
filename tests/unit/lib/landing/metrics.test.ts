// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardLabelsSchema } from '../../../../src/lib/content/schemas/landing';
import { describeDelta } from '../../../../src/lib/landing/metrics';
import { readEntryData } from '../../content/read-entry';

// The real words, so what a screen reader hears is checked against the content.
const { metric: words } = cardLabelsSchema.parse(readEntryData('src/content/landing/card-labels.yaml'));

describe('describeDelta', () => {
  it.each([
    [18, { symbol: '▲ 18', spoken: 'up 18 points', trend: 'up' }],
    [-31, { symbol: '▼ 31', spoken: 'down 31 points', trend: 'down' }],
    [0, { symbol: '0', spoken: 'no change', trend: 'flat' }],
  ])('%d reads as %o', (delta, expected) => {
    expect(describeDelta(delta, words)).toEqual(expected);
  });
});
