// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasLanded, headingTo, isForeignScroll } from '../../../../src/lib/scroll/landing';

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

describe('headingTo', () => {
  it.each([
    ['below its place: the page scrolls down', { targetTop: 900, scrollMargin: 80 }, 1],
    ['above its place: the page scrolls up', { targetTop: -400, scrollMargin: 80 }, -1],
    ['in its place, within rounding: nowhere', { targetTop: 81.5, scrollMargin: 80 }, 0],
  ] as const)('%s', (_, place, expected) => {
    expect(headingTo(place)).toBe(expected);
  });
});

describe('isForeignScroll', () => {
  it.each([
    ['the landing scrolling down to a target below', { moved: 120, heightChanged: false, heading: 1 }, false],
    ['the landing scrolling up to a target above', { moved: -120, heightChanged: false, heading: -1 }, false],
    ['up, while the landing takes the page down', { moved: -120, heightChanged: false, heading: 1 }, true],
    ['down, while the landing takes the page up', { moved: 300, heightChanged: false, heading: -1 }, true],
    ['any way, once the landing has landed', { moved: -6000, heightChanged: false, heading: 0 }, true],
    [
      'the page keeping its place as its sections are laid out again',
      { moved: -500, heightChanged: true, heading: 1 },
      false,
    ],
    ['after landing, the same', { moved: 240, heightChanged: true, heading: 0 }, false],
    ['a rounding of a pixel', { moved: -1, heightChanged: false, heading: 0 }, false],
  ] as const)('%s', (_, move, expected) => {
    expect(isForeignScroll(move)).toBe(expected);
  });
});
