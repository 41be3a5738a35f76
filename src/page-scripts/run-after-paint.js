/*
 * Inlined by the build in every page's <head> in place of its module scripts and Astro's island
 * runtime (integrations/page-loader.ts), minified; these leading comments are dropped there. It
 * reads the scripts' addresses from its own `data-scripts`, so that its text, and the hash the
 * Content-Security-Policy allows it by (integrations/content-security-policy.ts), is the same on
 * every page.
 *
 * Nothing is requested before the page has painted, so that nothing competes with its first
 * paint: the scripts are fetched (modulepreload) once the engine reports the first contentful
 * paint, even while the rest of the page is still arriving, and run once the document is parsed
 * as well (they may read all of it). Where no paint is reported (Firefox, for a page first painted
 * below its top: a load at #faq, a reload after scrolling), two animation frames and half a
 * second after the document was parsed stand for it. Frames alone are not enough: Chromium
 * presents a frame, and reports its paint, up to several frames after running it, and a request
 * made before that report counts in Lighthouse's simulation as holding the paint back. A hidden
 * page (a tab opened in the background) paints nothing until it is shown: it runs them at once.
 *
 * The site's typeface (Figtree) is fetched then too, and named by <html data-typeface> once it has
 * loaded (src/styles/global.css): until then the text is set in a local font resized to take the
 * same room, so the swap moves (next to) nothing and never delays the first paint. Once it has
 * loaded in a tab (sessionStorage `testable:typeface`), the tab's later pages name it at once,
 * from the HTTP cache: they paint in it and never swap.
 *
 * A click on a dialog opener meanwhile is held, the opener marked busy, then replayed once they
 * have loaded: it opens its dialog a moment later instead of doing nothing (or, if they fail to
 * load, does what it does without JavaScript). Page scripts must not rely on running in order.
 */
(() => {
  const root = document.documentElement;
  const TYPEFACE_LOADED = 'testable:typeface';
  // Storage may throw (disabled, private modes): the typeface is then simply fetched per page.
  try {
    if (sessionStorage.getItem(TYPEFACE_LOADED)) root.dataset.typeface = '';
  } catch {}
  const urls = document.currentScript.dataset.scripts.split(' ');
  // A page opened at a section's address (/#faq) is put there at once, not scrolled there from
  // its top: a smooth scroll down the whole page would lay out every section it passed, in the
  // stand-in typeface, and each would keep that height (src/components/Section.astro) once the
  // typeface has loaded, moving the section arrived at. The engine keeps the page at the section
  // until the load event; from then on, links scroll smoothly (src/styles/global.css).
  if (location.hash) {
    root.dataset.arriving = '';
    addEventListener('load', () => setTimeout(() => delete root.dataset.arriving));
  }
  // After a click on an in-page link, the typeface waits (see run) until the engine says the smooth
  // scroll has ended, or three seconds (no scrollend, or no scroll after all). A link followed
  // once the page scripts run is landed by them (anchor-landing.ts).
  let scrolling = 0;
  let typefaceLoaded = false;
  const nameTypeface = () => {
    if (typefaceLoaded && !scrolling) root.dataset.typeface = '';
  };
  // The target of a link followed meanwhile: its smooth scroll was aimed once, at where the target
  // was, and the sections it passed were laid out on the way, in the stand-in typeface, at heights
  // a little other than their stand-ins' (src/components/Section.astro). Once the scroll has ended,
  // the target is put in its place at once (a few pixels at most, or nothing), unless the visitor
  // has scrolled, touched, clicked or typed meanwhile: where they went is where they stay, and a
  // field they tapped is not moved from under them.
  let aimed = null;
  for (const input of ['wheel', 'pointerdown', 'keydown'])
    addEventListener(input, () => (aimed = null), { passive: true });
  const rest = () => {
    clearTimeout(scrolling);
    scrolling = 0;
    aimed?.scrollIntoView({ behavior: 'instant' });
    aimed = null;
    nameTypeface();
  };
  addEventListener('scrollend', rest);
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href^="#"]');
    if (link) {
      clearTimeout(scrolling);
      scrolling = setTimeout(rest, 3000);
      aimed = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    }
    const opener = target?.closest('[data-open],a[href="#test-plan"]');
    if (!opener) return;
    event.preventDefault();
    // Heard at once (styled in shared-classes.css), though it opens only once the scripts are here.
    opener.ariaBusy = 'true';
    held.push(opener);
  };
  let painted = false;
  let parsed = false;
  let started = false;
  const run = () => {
    if (started || !painted || !parsed) return;
    started = true;
    // Loaded or not (offline, or the page being left), the held clicks are let go, and a failure
    // is not reported as an error nobody handled.
    const release = () => {
      removeEventListener('click', hold, true);
      for (const opener of held) {
        opener.ariaBusy = null;
        opener.click();
      }
    };
    Promise.all(urls.map((url) => import(url))).then(release, release);
    // The typeface too, remembered for this tab's later pages, and named once it has loaded: the
    // page is restyled and laid out again once, in it, not once for the name and again when it
    // arrives. A page its app draws (a client:only island) keeps the stand-in: text the app
    // redraws in the typeface would count as a new, later largest paint, and a heading that
    // rewraps would move the app's panels. While a followed link's smooth scroll runs, it waits:
    // that scroll is aimed once, at where its target was, and sections rewrapping above would move
    // the target; once the scroll has ended, the engine keeps what is on screen where it is.
    const appDrawn = document.querySelector('astro-island[client="only"]');
    document.fonts.load('1em Figtree').then(
      () => {
        typefaceLoaded = !appDrawn;
        nameTypeface();
        try {
          sessionStorage.setItem(TYPEFACE_LOADED, '1');
        } catch {}
      },
      () => {},
    );
  };
  const paint = () => {
    if (painted) return;
    painted = true;
    for (const url of urls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    }
    run();
  };
  addEventListener('click', hold, true);
  document.addEventListener('visibilitychange', paint);
  new PerformanceObserver((paints) => {
    if (paints.getEntriesByName('first-contentful-paint').length > 0) paint();
  }).observe({ type: 'paint', buffered: true });
  addEventListener('DOMContentLoaded', () => {
    parsed = true;
    if (document.hidden) paint();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(paint, 500)));
    run();
  });
})();
