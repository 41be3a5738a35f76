/** Signs, read in the page, that it is ready for what a journey does next. */
import type { Query } from './driver/in-page.ts';
import type { Tab } from './driver/tab.ts';
import { element, evaluate, onElement, scrollToMiddle, until } from './steps.ts';

/** In the page: the page scripts have run, for they queue the page_view event. */
const pageViewQueued = (): boolean =>
  ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).some((entry) => entry[1] === 'page_view');

export async function pageScriptsRan(tab: Tab): Promise<void> {
  await until('the page scripts to run (a page_view queued)', () => evaluate(tab, pageViewQueued));
}

/**
 * The island holding the element has hydrated (Astro drops `ssr` once React has its root). The
 * element is scrolled into view first: a client:visible island waits to be seen.
 */
export async function hydrated(tab: Tab, query: Query): Promise<void> {
  await element(tab, query);
  await scrollToMiddle(tab, query);
  const settled = `${onElement('(element) => element', query)}?.closest('astro-island[ssr]') === null`;
  await until(`the island of ${JSON.stringify(query)} to hydrate`, () => tab.run<boolean>(settled)).catch(
    async (error: Error) => {
      // Hydration waits on the page scripts, which wait on a paint: say what the page saw of both.
      const seen = await evaluate(tab, () => ({
        visibility: document.visibilityState,
        paints: performance.getEntriesByType('paint').map((entry) => entry.name),
        scrollY,
        readyState: document.readyState,
        islandsWaiting: document.querySelectorAll('astro-island[ssr]').length,
      }))
        .then(async (page) => ({ ...page, pageScriptsRan: await evaluate(tab, pageViewQueued) }))
        .catch((reason: unknown) => String(reason));
      throw new Error(`${error.message}; the page: ${JSON.stringify(seen)}`);
    },
  );
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
