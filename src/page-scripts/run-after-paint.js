/*
 * Inlined by the build in every page's <head> in place of its module scripts and Astro's island
 * runtime (integrations/page-loader.ts), minified; these leading comments are dropped there. It
 * reads the scripts' addresses from its own `data-scripts`, so that its text, and the hash the
 * Content-Security-Policy allows it by (integrations/content-security-policy.ts), is the same on
 * every page.
 *
 * The scripts are requested once the document is parsed and has painted, so that nothing competes
 * with the first paint: when the engine reports the first contentful paint, or else two animation
 * frames and half a second after the document was parsed. Frames alone are not enough: Chromium
 * presents a frame, and reports its paint, up to several frames after running it, and a request
 * made before that report counts in Lighthouse's simulation as holding the paint back. The
 * fallback is for Firefox, which reports no paint for a page first painted below its top (a load
 * at #faq, a reload after scrolling). A hidden page (a tab opened in the background) paints
 * nothing until it is shown: it runs its scripts at once.
 *
 * The site's typeface (Figtree) is fetched then too, named by <html data-typeface> (src/styles/global.css):
 * until then the text is set in a local font resized to take the same room, so the swap moves
 * nothing and never delays the first paint.
 *
 * A click on a dialog opener meanwhile is held, then replayed once they have loaded: it opens its
 * dialog a moment later instead of doing nothing (or, if they fail to load, does what it does
 * without JavaScript). Page scripts must not rely on running in order.
 */
(() => {
  const urls = document.currentScript.dataset.scripts.split(' ');
  const held = [];
  const hold = (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-open],a[href="#test-plan"]') : null;
    if (!opener) return;
    event.preventDefault();
    held.push(opener);
  };
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    // The site's typeface too: a font the first paint uses is a request the lab counts in it.
    document.documentElement.dataset.typeface = '';
    Promise.all(urls.map((url) => import(url))).finally(() => {
      removeEventListener('click', hold, true);
      for (const opener of held) opener.click();
    });
  };
  addEventListener('click', hold, true);
  addEventListener('DOMContentLoaded', () => {
    if (document.hidden) run();
    document.addEventListener('visibilitychange', run);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 500)));
    new PerformanceObserver((paints) => {
      if (paints.getEntriesByName('first-contentful-paint').length > 0) run();
    }).observe({ type: 'paint', buffered: true });
  });
})();
