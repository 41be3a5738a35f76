/**
 * `client:event="name"`: hydrates an island the first time the event `name` is dispatched on
 * window (src/browser/island-events.ts), or at once if it was before the island started. For islands
 * that render nothing until a store has something to show (the dialogs, the toasts, the consent
 * banner): a page where nobody needs them runs none of their code.
 * src/page-scripts/wake-islands.ts dispatches the events. Astro inlines this in each page that uses it.
 */
import type { ClientDirective } from 'astro';
import { wasWoken } from '../browser/island-events';

const hydrateOnEvent: ClientDirective = (load, options) => {
  const event = String(options.value);
  const hydrate = async () => {
    let hydrateIsland: Awaited<ReturnType<typeof load>>;
    try {
      hydrateIsland = await load();
    } catch {
      // Its code did not arrive (the connection dropped, or the page is being left): it waits
      // for the next time it is woken, rather than staying dead or failing unheard.
      window.addEventListener(event, hydrate, { once: true });
      return;
    }
    await hydrateIsland();
  };
  if (wasWoken(event)) void hydrate();
  else window.addEventListener(event, hydrate, { once: true });
};

export default hydrateOnEvent;
