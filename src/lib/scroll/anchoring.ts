/**
 * Scroll anchoring where the engine has none (WebKit: no `overflow-anchor`). A landing section
 * stands in at a height measured in Chromium (src/components/Section.astro) until it comes near
 * the screen; laid out then, at its height in this engine, everything below it moves by the
 * difference. Chromium and Firefox scroll by it instead (they anchor the scroll to what is on the
 * screen); this is that scroll. Pure: the browser's figures are its arguments.
 */

/** One section whose height changed in the last layout, as laid out now. */
export interface SectionResize {
  /** Its top and bottom, from the top of the screen. */
  top: number;
  bottom: number;
  before: number;
  after: number;
  /** Its first layout: until now it stood in, and showed nothing. */
  first: boolean;
}

/**
 * How far to scroll down (negative: up) so that what was on the screen stays put: the changes of
 * the sections wholly above the screen, and of those laid out for the first time that the top of
 * the screen crosses (what showed of them was empty). A section already shown that changed on the
 * screen (an answer opened) moves what is below it, as the visitor expects.
 */
export function anchoringShift(resizes: readonly SectionResize[]): number {
  return resizes
    .filter(({ top, bottom, first }) => bottom <= 0 || (first && top < 0))
    .reduce((sum, { before, after }) => sum + after - before, 0);
}
