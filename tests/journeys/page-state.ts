/** Signs, read in the page, that it is ready for what a journey does next. */
import { hasLanded, type ScrollPlace } from '../../src/lib/scroll/landing.ts';
import type { Query } from './driver/in-page.ts';
import type { Tab } from './driver/tab.ts';
import { bringIntoReach, element, evaluate, onElement, until } from './steps.ts';

/** In the page: the page scripts have run, for they queue the page_view event. */
const pageViewQueued = (): boolean =>
  ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).some((entry) => entry[1] === 'page_view');

export async function pageScriptsRan(tab: Tab): Promise<void> {
  await until('the page scripts to run (a page_view queued)', () => evaluate(tab, pageViewQueued));
}

/** In the page: where the section `id` is, and where the page is, now and two frames later. */
async function placesOf(id: string): Promise<ScrollPlace[]> {
  const place = () => {
    const target = document.getElementById(id);
    return {
      targetTop: target?.getBoundingClientRect().top ?? Number.NaN,
      scrollMargin: target ? Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0 : 0,
      scrollY,
      viewportHeight: innerHeight,
      pageHeight: document.documentElement.scrollHeight,
    };
  };
  const before = place();
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return [before, place()];
}

/**
 * The page has landed on the section `id` a followed link named (src/page-scripts/anchor-landing.ts)
 * and holds still there, as a visitor waits to see it arrive before doing anything: a tap while
 * the page is still putting the section in place may land on whatever is passing under it.
 */
export async function landedOn(tab: Tab, id: string): Promise<void> {
  await until(`the page to land on #${id} and hold still`, async () => {
    const [before, after] = await evaluate(tab, placesOf, id);
    return (
      before !== undefined &&
      after !== undefined &&
      hasLanded(after) &&
      before.scrollY === after.scrollY &&
      before.targetTop === after.targetTop
    );
  });
}

/**
 * In the page, on an island that did not hydrate: whether it was seen (a client:visible island
 * waits for its children to intersect the viewport) and whether its code was ever fetched.
 */
async function islandState(element: Element | null): Promise<Record<string, unknown>> {
  const island = element?.closest('astro-island');
  if (!island) return { island: 'none' };
  const intersecting = await new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.map((entry) => entry.isIntersecting));
    });
    for (const child of island.children) observer.observe(child);
    setTimeout(() => resolve('no observer callback in 1 s'), 1000);
  });
  const url = new URL(island.getAttribute('component-url') ?? '', location.href).href;
  return {
    client: island.getAttribute('client'),
    top: Math.round(island.firstElementChild?.getBoundingClientRect().top ?? Number.NaN),
    intersecting,
    componentFetched: performance.getEntriesByName(url).length > 0,
  };
}

/**
 * The island holding the element has hydrated (Astro drops `ssr` once React has its root). The
 * element is kept in view meanwhile, for a client:visible island waits to be seen: brought back
 * at each look if it is out of view, since a smooth scroll the page started (an anchor link, a
 * load at #try) can carry it away after it was brought there. Chromium runs such a scroll on its
 * compositor and adds its remaining steps to an instant scroll made meanwhile: the page then
 * overshoots to its end.
 */
export async function hydrated(tab: Tab, query: Query): Promise<void> {
  await element(tab, query);
  const found = onElement('(element) => element', query);
  await until(`the island of ${JSON.stringify(query)} to hydrate`, async () => {
    if (await tab.run<boolean>(`${found}?.closest('astro-island[ssr]') === null`)) return true;
    await bringIntoReach(tab, query);
    return false;
  }).catch(async (error: Error) => {
    const seen = await tab
      .run<Record<string, unknown>>(`(${islandState})(${found})`)
      .then(async (island) => ({
        island,
        scrollY: await evaluate(tab, () => scrollY),
        pageScriptsRan: await evaluate(tab, pageViewQueued),
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`${error.message}; the page: ${JSON.stringify(seen)}`);
  });
}

/**
 * Everything the dialogs need has been fetched at idle (every preload and prefetch link has its
 * resource timing entry) and their island has started: from here a dialog opens without the network.
 */
export async function dialogsReady(tab: Tab): Promise<void> {
  await until('the dialogs’ files to be fetched and their island to start', () =>
    evaluate(tab, () => {
      const links = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=prefetch], link[rel=preload]'),
      ];
      const fetched = (link: HTMLLinkElement) =>
        performance.getEntriesByName(link.href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
      return (
        links.some((link) => link.href.includes('/ModalRoot.')) &&
        links.every(fetched) &&
        document.querySelector('astro-island[component-url*="ModalRoot"]:not([ssr])') !== null
      );
    }),
  );
}
