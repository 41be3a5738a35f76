// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newDepths, type ScrollDepth, scrollRatio } from '../../../../src/lib/analytics/scroll';

describe('scrollRatio: how far down the scrollable distance the visitor is', () => {
  it.each([
    { why: 'the top', scrollTop: 0, viewport: 800, document: 4800, expected: 0 },
    { why: 'a quarter', scrollTop: 1000, viewport: 800, document: 4800, expected: 0.25 },
    { why: 'half', scrollTop: 2000, viewport: 800, document: 4800, expected: 0.5 },
    { why: 'the bottom', scrollTop: 4000, viewport: 800, document: 4800, expected: 1 },
    {
      why: 'a fraction of a pixel short of the bottom (zoom)',
      scrollTop: 3999.4,
      viewport: 800,
      document: 4800,
      expected: 1,
    },
    { why: 'overscroll past the bottom', scrollTop: 4100, viewport: 800, document: 4800, expected: 1 },
    { why: 'overscroll above the top', scrollTop: -40, viewport: 800, document: 4800, expected: 0 },
    { why: 'a page that fits the window', scrollTop: 0, viewport: 800, document: 800, expected: 0 },
    { why: 'a page shorter than the window', scrollTop: 0, viewport: 800, document: 500, expected: 0 },
  ])('$why → $expected', ({ scrollTop, viewport, document, expected }) => {
    expect(scrollRatio(scrollTop, viewport, document)).toBeCloseTo(expected, 6);
  });
});

describe('newDepths: thresholds reached and not yet sent', () => {
  const sent = (...depths: ScrollDepth[]) => new Set<ScrollDepth>(depths);
  it.each([
    { ratio: 0, already: sent(), expected: [] },
    { ratio: 0.2499, already: sent(), expected: [] },
    { ratio: 0.25, already: sent(), expected: [25] },
    { ratio: 0.3, already: sent(25), expected: [] },
    { ratio: 0.5, already: sent(25), expected: [50] },
    { ratio: 3 / 4 - 1e-12, already: sent(25, 50), expected: [75] },
    { ratio: 0.99, already: sent(25, 50, 75), expected: [] },
    { ratio: 1, already: sent(25, 50, 75), expected: [100] },
    { ratio: 1, already: sent(), expected: [25, 50, 75, 100] },
    { ratio: 1, already: sent(25, 50, 75, 100), expected: [] },
    { ratio: 0.6, already: sent(50), expected: [25] },
  ])('ratio $ratio with $already sent → $expected', ({ ratio, already, expected }) => {
    expect(newDepths(ratio, already)).toEqual(expected);
  });

  it('sends each threshold once over a whole page view, whatever the scrolling', () => {
    const already = new Set<ScrollDepth>();
    const events: ScrollDepth[] = [];
    for (const ratio of [0.1, 0.3, 0.2, 0.55, 0.3, 0.8, 0.1, 1, 0.5, 1]) {
      for (const depth of newDepths(ratio, already)) {
        already.add(depth);
        events.push(depth);
      }
    }
    expect(events).toEqual([25, 50, 75, 100]);
  });
});
