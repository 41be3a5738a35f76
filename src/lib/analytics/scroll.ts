/** Scroll depth (docs/pages.md "Analytics and consent"): 25, 50, 75 and 100 percent, each once per page view. */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/**
 * How far down the page the visitor has scrolled, 0..1, over the distance that can be scrolled.
 * A page that fits the window has nothing to scroll and reports 0. The last pixel counts as the
 * bottom, since zoomed pages stop a fraction short of it.
 */
export function scrollRatio(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  if (scrollable - scrollTop <= 1) return 1;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/** The thresholds reached at `ratio` that have not been sent yet, smallest first. */
export function newDepths(ratio: number, alreadySent: ReadonlySet<ScrollDepth>): ScrollDepth[] {
  // The epsilon keeps 3/4 of an odd height, 0.7499999..., from missing 75.
  return SCROLL_DEPTHS.filter((depth) => ratio * 100 + 1e-9 >= depth && !alreadySent.has(depth));
}
