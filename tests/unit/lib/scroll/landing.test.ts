import { describe, expect, it } from 'vitest';
import { hasLanded } from '../../../../src/lib/scroll/landing';

const PAGE = { scrollMargin: 80, viewportHeight: 800, pageHeight: 6000 };

describe('hasLanded', () => {
  it.each([
    ['at its scroll margin', { targetTop: 80, scrollY: 2000 }, true],
    ['within rounding of it', { targetTop: 81.5, scrollY: 2000 }, true],
    ['short of it: the target still below', { targetTop: 400, scrollY: 1700 }, false],
    ['past it: the target above the margin', { targetTop: -300, scrollY: 2400 }, false],
    [
      'near the end, the page scrolled to its end and the target below the margin',
      { targetTop: 300, scrollY: 5200 },
      true,
    ],
    ['at the end of the page, but the target scrolled above the margin', { targetTop: 20, scrollY: 5200 }, false],
    ['a pixel short of the end', { targetTop: 300, scrollY: 5198 }, false],
  ])('%s: %s', (_, place, expected) => {
    expect(hasLanded({ ...PAGE, ...place })).toBe(expected);
  });
});
