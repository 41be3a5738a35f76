/**
 * Whether a scroll to an in-page target has landed: the target's top at its scroll margin (within
 * a pixel or two, as engines round), or, for a target too near the end to be scrolled up to, the
 * page scrolled to its end. Pure: the browser's figures are its arguments.
 */
export interface ScrollPlace {
  /** The target's top, from the top of the viewport. */
  targetTop: number;
  /** The target's scroll-margin-top, where it should rest. */
  scrollMargin: number;
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
}

const TOLERANCE_PX = 2;

export function hasLanded({ targetTop, scrollMargin, scrollY, viewportHeight, pageHeight }: ScrollPlace): boolean {
  const atTarget = Math.abs(targetTop - scrollMargin) < TOLERANCE_PX;
  const atEnd = scrollY + viewportHeight >= pageHeight - 1 && targetTop >= scrollMargin;
  return atTarget || atEnd;
}

/** One scroll of the page, from one scroll event to the next, as a landing on a target sees it. */
export interface ScrollMove {
  /** How far the page scrolled down (negative: up). */
  moved: number;
  /** The page's height changed meanwhile: its sections were laid out again. */
  heightChanged: boolean;
  /** Where the landing is taking the page: 1 down, -1 up, 0 nowhere (it has landed). */
  heading: -1 | 0 | 1;
}

/**
 * Whether a scroll is someone else's than the landing's: the visitor's with no input the page
 * hears (a scroll bar dragged, assistive technology, find in page), or a script's. A landing
 * only ever scrolls toward its target; a page whose sections are laid out again scrolls as their
 * height changes (scroll anchoring keeps what is on screen in place), which is no one's choice.
 */
export function isForeignScroll({ moved, heightChanged, heading }: ScrollMove): boolean {
  if (heightChanged || Math.abs(moved) < TOLERANCE_PX) return false;
  return Math.sign(moved) !== heading;
}

/** Which way a scroll to the target goes from here (see hasLanded), or 0 if it is in its place. */
export function headingTo({ targetTop, scrollMargin }: Pick<ScrollPlace, 'targetTop' | 'scrollMargin'>): -1 | 0 | 1 {
  const off = targetTop - scrollMargin;
  if (Math.abs(off) < TOLERANCE_PX) return 0;
  return off > 0 ? 1 : -1;
}
