/** The landing page as a visitor meets it: the hero, the FAQ, the header's links, at both sizes. */
import { describe, expect, it } from 'vitest';
import type { Viewport } from './driver/tab.ts';
import { engineSuite, SIZES } from './engine-suite.ts';
import { hydrated, landedOn, pageScriptsRan } from './page-state.ts';
import { click, evaluate, expectState, expectText, path, until } from './steps.ts';

const suite = engineSuite();
const FAQ = { css: '#faq' } as const;
const question = (name: string) => ({ role: 'button', name, within: FAQ }) as const;
const REFUND = 'What if I change my mind?';
const READY = 'When will it be ready?';

/** Runs in the page: whether the typeface is named, and two frames have been laid out since. */
async function laidOutInTypeface(): Promise<boolean> {
  if (!document.documentElement.hasAttribute('data-typeface')) return false;
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  return true;
}

/**
 * Runs in the page: a section above the screen grows by 100 px (as one laid out at its own height,
 * or in the typeface once it arrives); how far the FAQ moved on the screen in the frames after.
 */
async function faqMovedBySectionAbove(): Promise<number> {
  const faq = document.getElementById('faq');
  const above = [...document.querySelectorAll<HTMLElement>('.section')].find(
    (s) => s.getBoundingClientRect().bottom < 0,
  );
  if (!faq || !above) throw new Error('no FAQ, or no section above the screen');
  const before = faq.getBoundingClientRect().top;
  // A minimum height: its box grows even while its content is skipped (content-visibility: auto).
  above.style.minHeight = `${above.getBoundingClientRect().height + 100}px`;
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  return faq.getBoundingClientRect().top - before;
}

describe.each(Object.entries(SIZES))('the landing page on a %s', (_, size) => {
  it('shows the founder spots; the FAQ link lands and holds the page still; one answer opens at a time; Try it Free leads to the form', async () => {
    const { tab } = suite;
    await tab.setViewport(size);
    await tab.goto('/');
    await expectText(tab, { css: '[data-founder-count]' }, '18 of 50');
    await expectText(tab, { css: '[data-founder-percent]' }, '36%');

    // Phones fold the header's links into a menu.
    if (size === SIZES.phone) await click(tab, { css: 'summary', within: { role: 'banner' } });
    await click(tab, { role: 'link', name: 'FAQ', within: { role: 'banner' } });
    await until('the page to be at #faq', async () => (await path(tab)) === '/#faq');
    await landedOn(tab, 'faq');
    // In its own typeface first, and laid out in it: its swap is not the change measured next.
    await until('the page laid out in its typeface', () => evaluate(tab, laidOutInTypeface));
    // Where the page anchors the scroll itself (WebKit), and within the 2 px an engine's rounding
    // leaves a landing (src/lib/scroll/landing.ts). Firefox, just after a smooth scroll, at times
    // lets such a change move the screen, and anchors it again a moment later.
    if (!(await evaluate(tab, () => CSS.supports('overflow-anchor', 'auto'))))
      expect(Math.abs(await evaluate(tab, faqMovedBySectionAbove))).toBeLessThanOrEqual(2);
    await hydrated(tab, question(REFUND));
    await click(tab, question(REFUND));
    await expectState(tab, question(REFUND), 'to be open', (state) => state.aria['expanded'] === 'true');
    await expectText(tab, { role: 'region', name: REFUND }, 'full refund anytime before launch');
    await click(tab, question(READY));
    await expectState(tab, question(READY), 'to be open', (state) => state.aria['expanded'] === 'true');
    await expectState(tab, question(REFUND), 'to be closed', (state) => state.aria['expanded'] === 'false');

    await evaluate(tab, () => scrollTo({ top: 0, behavior: 'instant' }));
    await click(tab, { role: 'link', name: 'Try it Free' });
    await until('the page to be at #try', async () => (await path(tab)) === '/#try');
    await expectState(
      tab,
      { role: 'textbox', name: 'Your app’s address' },
      'to be scrolled into view',
      ({ rect }) => rect.top >= 0 && rect.bottom <= size.height,
    );
  });
});

describe('a page that starts away from its top', () => {
  it.each(['/#faq', '/#try', '/#how'])(
    'loaded at %s, runs its scripts: the FAQ opens and a dialog button works',
    async (address) => {
      const { tab } = suite;
      await tab.goto(address);
      await pageScriptsRan(tab);
      await hydrated(tab, question(REFUND));
      await click(tab, question(REFUND));
      await expectState(tab, question(REFUND), 'to be open', (state) => state.aria['expanded'] === 'true');
      await click(tab, { role: 'button', name: 'Join the wait list', within: { role: 'banner' } });
      await expectText(tab, { role: 'dialog' }, 'Secure your founder spot');
    },
  );

  it('reloaded after scrolling, runs its scripts', async () => {
    const { tab } = suite;
    await tab.goto('/');
    // Once its scripts have run: a reload in the middle of their loading aborts them, which
    // Firefox reports as an error of the page being left.
    await pageScriptsRan(tab);
    await evaluate(tab, () => scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
    await tab.reload();
    await pageScriptsRan(tab);
    expect(await evaluate(tab, () => scrollY)).toBeGreaterThan(0);
    await click(tab, { role: 'button', name: 'Join the wait list', within: { role: 'banner' } });
    await expectText(tab, { role: 'dialog' }, 'Secure your founder spot');
  });
});

/** Runs in the page: whether it is at rest with the FAQ on the screen (or at its end), in its own typeface. */
async function restsAtFaq(): Promise<boolean> {
  const before = scrollY;
  // A scroll still under way moves between two frames.
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  const faqTop = document.getElementById('faq')?.getBoundingClientRect().top ?? -1;
  const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
  return document.documentElement.hasAttribute('data-typeface') && scrollY === before && (atEnd || faqTop >= 0);
}

/**
 * Opens the page at the FAQ, at `size`, and waits for it to rest there in its own typeface, which
 * the stand-ins were measured in: the sections above the FAQ have never been laid out.
 */
async function openAtFaq(size: Viewport): Promise<void> {
  const { tab } = suite;
  await tab.setViewport(size);
  await tab.goto('/#faq');
  await until('the page to rest at the FAQ, in its typeface', () => evaluate(tab, restsAtFaq));
}

// The sections far from the screen stand in at heights measured in Chromium at build time
// (src/components/Section.astro). Arrived at the FAQ by its address, the sections above it have
// never been laid out; a jump back up the page lays out those it lands among. What is on the
// screen must stay where the jump put it: the scroll position too, in the engines that anchor it.
describe.each(Object.entries(SIZES))('scrolling back from the FAQ on a %s', (_, size) => {
  it('lands where asked, and nothing on the screen moves as the sections there are laid out', async () => {
    const { tab } = suite;
    await openAtFaq(size);
    for (const top of [300, 1500, 2500, 3200]) {
      const after = await evaluate(
        tab,
        async (y: number) => {
          scrollTo({ top: y, behavior: 'instant' });
          const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
          const before = middle?.getBoundingClientRect().top;
          // The sections come near the screen in one frame and are laid out for the next.
          for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
          return { scrolledTo: Math.round(scrollY), moved: (middle?.getBoundingClientRect().top ?? 0) - (before ?? 0) };
        },
        top,
      );
      expect(after).toEqual({ scrolledTo: top, moved: 0 });
    }
  });
});

// Scrolled back a step at a time, each section is laid out as it comes near, at its height in
// that engine: in Chromium and Firefox within a pixel of its stand-in (measured in Chromium at the
// phone's width, scroll bars drawn over the page), and both anchor the scroll to what is on the
// screen besides. WebKit, whose window is wider than any width measured and which does not
// anchor, has the page script do it (src/page-scripts/scroll-anchoring.ts).
describe.each(Object.entries(SIZES))('scrolling back from the FAQ a step at a time on a %s', (_, size) => {
  it('keeps what is on the screen still at every step', async () => {
    const { tab } = suite;
    await openAtFaq(size);
    const moves = await evaluate(tab, async () => {
      const moved: number[] = [];
      while (scrollY > 0) {
        scrollBy({ top: -150, behavior: 'instant' });
        const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        const before = middle?.getBoundingClientRect().top ?? 0;
        for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
        // On the screen: an engine that anchors the scroll moves the scroll position instead.
        moved.push((middle?.getBoundingClientRect().top ?? 0) - before);
      }
      return moved;
    });
    // Within a pixel: WebKit scrolls by whole pixels, and Firefox leaves a change under one alone.
    expect(moves.filter((move) => Math.abs(move) > 1)).toEqual([]);
  });
});
