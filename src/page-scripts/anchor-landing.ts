/**
 * An in-page link lands on its section. The sections far from the screen are laid out only near
 * it (content-visibility, src/components/Section.astro), each standing in at the height it last
 * had: after a resize or a rotation that height is out of date. A smooth scroll aims at where its
 * target was when the link was followed; the sections it passes are laid out on the way, and the
 * target may move. Once the scroll has come to rest, a target that is not where it should be is
 * scrolled to again: each pass lays out what it crossed, so one more is almost always enough.
 * The page can still move under a visitor who has landed: the typeface, named once it has loaded
 * (run-after-paint.js), lays the sections out again at their new heights. For a few seconds after
 * the link, a page whose height changes is looked at again: on the way, the target is scrolled to
 * once the page rests; once there, it is kept in its place in the frame that would have moved it.
 * A scroll that is not the landing's (away from the target, with no change of the page's height)
 * is the visitor's choice, even with no input the page heard: the landing gives way to it.
 */
import { hasLanded, headingTo, isForeignScroll } from '../lib/scroll/landing';

const MAX_PASSES = 3;
/** How long after the link a change of the page's height takes the visitor back to the target. */
const SETTLE_MS = 3000;
/** Frames without movement that mean a scroll has come to rest (a smooth scroll moves every frame). */
const RESTING_FRAMES = 5;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function scrollRests(): Promise<void> {
  let still = 0;
  let last = window.scrollY;
  while (still < RESTING_FRAMES) {
    await nextFrame();
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
  // Looked at once the frame is done: its layout may have changed after this frame's callbacks
  // ran, and the scroll anchoring that makes up for it runs after them (a ResizeObserver).
  await new Promise((resolve) => setTimeout(resolve));
}

/** Where the target is on screen, and where it should rest. */
const placeOf = (target: Element) => ({
  targetTop: target.getBoundingClientRect().top,
  scrollMargin: Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0,
});

const landed = (target: Element) =>
  hasLanded({
    ...placeOf(target),
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  });

const scrollNow = () => ({ scrollY: window.scrollY, pageHeight: document.documentElement.scrollHeight });

/** A visitor who scrolls, touches, clicks or types on the way has chosen where to be: the page leaves them there. */
const VISITOR_INPUT = ['wheel', 'pointerdown', 'keydown'] as const;

/** A landing on the target of a followed link: where it is taking the page, and whether it has given way. */
interface Landing {
  target: Element;
  /** Toward the target (the link's own scroll first), or 0 once it is there. */
  heading: -1 | 0 | 1;
  interrupted: boolean;
}

/** The landing of the link followed last: one on an earlier link gives way to it. */
let latest: Landing | null = null;

/**
 * Whether a followed link's landing is moving the page toward its target: it puts the target in
 * place itself. Once there, or once it has given way to the visitor, it is not: sections laid out
 * above the screen from then on are the page's to keep still (./scroll-anchoring.ts), in the frame
 * that lays them out, rather than shown moving and scrolled back a moment later.
 */
export const isLanding = () => latest !== null && !latest.interrupted && latest.heading !== 0;

async function landOn(target: Element): Promise<void> {
  const landing: Landing = { target, heading: headingTo(placeOf(target)), interrupted: false };
  latest = landing;
  try {
    await watchLanding(landing);
  } finally {
    if (latest === landing) latest = null;
  }
}

async function watchLanding(landing: Landing): Promise<void> {
  const { target } = landing;
  const interrupt = () => {
    landing.interrupted = true;
  };
  for (const type of VISITOR_INPUT) addEventListener(type, interrupt, { passive: true, once: true });
  let last = scrollNow();
  const watchScroll = () => {
    const now = scrollNow();
    const move = {
      moved: now.scrollY - last.scrollY,
      heightChanged: now.pageHeight !== last.pageHeight,
      heading: landing.heading,
    };
    last = now;
    if (isForeignScroll(move)) interrupt();
    // Arrived: from this frame on, a section laid out above is kept from moving the screen.
    else if (landing.heading !== 0 && landed(target)) landing.heading = 0;
  };
  addEventListener('scroll', watchScroll, { passive: true });
  const passes = async () => {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      await scrollRests();
      if (landing.interrupted || latest !== landing) return;
      if (landed(target)) {
        landing.heading = 0;
        return;
      }
      landing.heading = headingTo(placeOf(target));
      // Smooth or not as the page's scroll-behavior says (not smooth where less motion is asked for).
      target.scrollIntoView();
    }
  };
  let settling = passes();
  const relayout = new ResizeObserver(() => {
    if (landing.heading !== 0 || landing.interrupted || latest !== landing) {
      settling = settling.then(passes);
      return;
    }
    // Arrived: a section laid out anew (in the typeface once it loads, say) that moved the target
    // is made up for in the frame that moved it, before it is painted, as scroll anchoring does;
    // the engine's own may have anchored to the section above, whose foot shows above the target.
    const { targetTop, scrollMargin } = placeOf(target);
    if (headingTo({ targetTop, scrollMargin }) !== 0)
      window.scrollBy({ top: targetTop - scrollMargin, behavior: 'instant' });
  });
  relayout.observe(document.body);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  relayout.disconnect();
  await settling;
  for (const type of VISITOR_INPUT) removeEventListener(type, interrupt);
  removeEventListener('scroll', watchScroll);
}

/** The id a link's hash names, decoded (an id may hold characters a URL escapes); as it is if it does not decode. */
function idOf(link: HTMLAnchorElement): string {
  try {
    return decodeURIComponent(link.hash.slice(1));
  } catch {
    return link.hash.slice(1);
  }
}

document.addEventListener('click', (event) => {
  // Bubbling, so a link another script took over (the free plan's, which opens a dialog) is left to it.
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]');
  const target = link ? document.getElementById(idOf(link)) : null;
  if (target) void landOn(target);
});
