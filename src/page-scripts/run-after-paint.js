/*
 * Inlined in every built page in place of its module scripts (integrations/deferred-scripts.ts, called
 * from astro.config.mjs), minified, called with their URLs; these leading comments are dropped
 * there. The scripts are requested only once the page has painted its content, so none
 * competes with the first paint. A click on a dialog opener before they run is held, then
 * replayed: it opens its dialog a moment later instead of doing nothing (or, if they fail to
 * load, does what it does without JavaScript). Page scripts must not rely on running in order.
 */
// biome-ignore lint/correctness/noUnusedVariables: called by the inline script the build wraps around this file.
function runAfterPaint(urls) {
  const held = [];
  const hold = (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-open], a[href="#test-plan"]') : null;
    if (!opener) return;
    event.preventDefault();
    held.push(opener);
  };
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    Promise.all(urls.map((url) => import(url))).finally(() => {
      removeEventListener('click', hold, true);
      for (const opener of held) opener.click();
    });
  };
  addEventListener('click', hold, true);
  // Two frames after the load event the page has painted, whatever the paint timing API says:
  // Firefox records no first-contentful-paint when the first paint is not at the top of the page
  // (a load at #faq, a reload after scrolling), and an engine may record none at all. A page
  // scrolled by then runs its scripts at once; one at the top waits a moment more for the entry
  // (Chromium's can come a frame or two later, and the scripts must not be counted in it).
  addEventListener('load', () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, scrollX || scrollY ? 0 : 1000))),
  );
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
