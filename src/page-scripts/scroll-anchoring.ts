/**
 * Keeps the screen still while the landing sections are laid out around it, where the engine does
 * not anchor the scroll itself (WebKit; ../lib/scroll/anchoring.ts). A ResizeObserver runs after
 * layout and before paint: the frame that shows a section at its own height shows the page
 * scrolled by the difference too. Not while a followed link's landing is moving the page toward
 * its target (./anchor-landing.ts).
 */
import { anchoringShift, type SectionResize } from '../lib/scroll/anchoring';
import { isLanding } from './anchor-landing';

const sections = document.querySelectorAll<HTMLElement>('.section');

if (sections.length > 0 && typeof ResizeObserver === 'function' && !CSS.supports('overflow-anchor', 'auto')) {
  /** Each section's height as last observed (at first its stand-in's), and whether it has changed since. */
  const seen = new Map<Element, { height: number; changed: boolean }>();
  const observer = new ResizeObserver((entries) => {
    const resizes: SectionResize[] = [];
    for (const { target, borderBoxSize } of entries) {
      const after = borderBoxSize[0]?.blockSize ?? target.getBoundingClientRect().height;
      const last = seen.get(target);
      seen.set(target, { height: after, changed: last !== undefined && (last.changed || last.height !== after) });
      if (last === undefined || last.height === after) continue;
      const { top, bottom } = target.getBoundingClientRect();
      resizes.push({ top, bottom, before: last.height, after, first: !last.changed });
    }
    const shift = anchoringShift(resizes);
    // A followed link's smooth scroll is moving the page and puts its target in place once it
    // ends; a scroll by script here would stop it halfway (WebKit ends a smooth scroll for one).
    if (shift !== 0 && !isLanding()) window.scrollBy({ top: shift, behavior: 'instant' });
  });
  for (const section of sections) observer.observe(section);
}
