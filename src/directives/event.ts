/**
 * `client:event="name"`: hydrates an island the first time the event `name` is dispatched on
 * window. For islands that render nothing until a store has something to show (the dialogs, the
 * toasts, the consent banner): a page where nobody needs them runs none of their code.
 * src/scripts/wake-islands.ts dispatches the events. Astro inlines this in each page that uses it.
 */
import type { ClientDirective } from 'astro';

const hydrateOnEvent: ClientDirective = (load, options) => {
  window.addEventListener(
    String(options.value),
    async () => {
      const hydrate = await load();
      await hydrate();
    },
    { once: true },
  );
};

export default hydrateOnEvent;
