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
