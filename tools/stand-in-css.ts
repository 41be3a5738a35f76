/**
 * The stylesheet of the landing sections' stand-in heights (src/components/section-stand-ins.css),
 * from their heights measured at each width (./stand-ins.ts). A section far from the screen is not
 * laid out (content-visibility, src/components/Section.astro) and takes its stand-in's room
 * instead; where the stand-in is its real height, nothing moves when it is laid out.
 *
 * Each width's rule holds from that width up to the next one measured: exact at the widths
 * measured (the common phones', tablets' and desktops'), the nearest narrower width's heights in
 * between. A height the next width shares is not written again: every byte here is in the first
 * flight of the landing page.
 */

/** Heights in CSS pixels by section id, at one viewport width. */
export interface MeasuredWidth {
  width: number;
  heights: Record<string, number>;
}

/** A tenth of a pixel: finer than any scroll position, and a third of the digits of Chromium's 1/64. */
const px = (height: number) => `${Math.round(height * 10) / 10}px`;

export function standInCss(measured: readonly MeasuredWidth[]): string {
  const rules: string[] = [];
  const written: Record<string, string> = {};
  for (const { width, heights } of [...measured].sort((a, b) => a.width - b.width)) {
    const changed = Object.entries(heights)
      .filter(([id, height]) => written[id] !== px(height))
      .map(([id, height]) => {
        written[id] = px(height);
        return `#${id}{--stand-in:${px(height)}}`;
      });
    if (changed.length === 0) continue;
    rules.push(rules.length === 0 ? changed.join('') : `@media (width>=${width}px){${changed.join('')}}`);
  }
  return rules.join('\n');
}
