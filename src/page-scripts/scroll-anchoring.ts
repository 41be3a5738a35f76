/**
 * Keeps the screen still while the landing sections are laid out around it, where the engine does
 * not anchor the scroll itself (WebKit; ../lib/scroll/anchoring.ts). A ResizeObserver runs after
 * layout and before paint: the frame that shows a section at its own height shows the page
 * scrolled by the difference too. Not while a followed link's landing is under way
 * (./anchor-landing.ts).
 */
import { anchoringShift, type SectionResize } from '../lib/scroll/anchoring';
import { isLanding } from './anchor-landing';

const sections = document.querySelectorAll<HTMLElement>('.section');

if (sections.length > 0 && typeof ResizeObserver === 'function' && !CSS.supports('overflow-anchor', 'auto')) {
  /** Each section's height, as last observed: at first its stand-in's. */
  const heights = new Map<Element, number>();
  const laidOut = new WeakSet<Element>();
  const observer = new ResizeObserver((entries) => {
    const resizes: SectionResize[] = [];
    for (const { target, borderBoxSize } of entries) {
      const { top, bottom, height } = target.getBoundingClientRect();
      const after = borderBoxSize[0]?.blockSize ?? height;
      const before = heights.get(target);
      heights.set(target, after);
      if (before === undefined || before === after) continue;
      resizes.push({ top, bottom, before, after, first: !laidOut.has(target) });
      laidOut.add(target);
    }
    const shift = anchoringShift(resizes);
    // A followed link's smooth scroll is moving the page and puts its target in place once it
    // ends; a scroll by script here would stop it halfway (WebKit ends a smooth scroll for one).
    if (shift !== 0 && !isLanding()) window.scrollBy({ top: shift, behavior: 'instant' });
  });
  for (const section of sections) observer.observe(section);
}
