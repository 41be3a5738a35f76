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

/**
 * In the page (self-contained: its source is sent to the browser): each landing section's height once laid out, in the
 * typeface, with every stylesheet in; ./stand-ins.ts writes it, tests/e2e/landing-stand-ins.spec.ts checks it.
 */
export async function sectionHeights(): Promise<Record<string, number>> {
  await document.fonts.ready;
  const sections = [...document.querySelectorAll<HTMLElement>('.section')];
  // Laid out through the CSSOM: the page's Content-Security-Policy refuses a <style> added to it.
  for (const section of sections) section.style.setProperty('content-visibility', 'visible', 'important');
  // The stand-in is the height inside the padding and the border, which the section adds to it.
  const contentHeight = (section: HTMLElement) => {
    const style = getComputedStyle(section);
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    return edges.reduce(
      (height, edge) => height - Number.parseFloat(style[edge]),
      section.getBoundingClientRect().height,
    );
  };
  const heights = Object.fromEntries(sections.map((section) => [section.id, contentHeight(section)]));
  for (const section of sections) section.style.removeProperty('content-visibility');
  return heights;
}
