/**
 * Applies these stylesheets now, as React would once a part that names them shows
 * (LateStylesheets.tsx): a link in <head> with their precedence, which React then takes as its own
 * without waiting for it. Not through React's `preinit`, whose loads, cut short by the page being
 * left, Firefox reports as uncaught errors. Free of React, so a page script may call it.
 *
 * Resolves once every one of them has loaded, or failed to: React shows a part whose links it
 * found in <head> at once, so a dialog asked for while the page loads waits for this, or its
 * first frame would be drawn without its styles. One that cannot load holds nothing back: the
 * dialog unstyled is still a dialog that works. Resolves with whether all of them loaded, for
 * what would rather not show unstyled (the dialogs' placeholder).
 */
export function applyLateStylesheets(hrefs: readonly string[]): Promise<boolean> {
  return Promise.all(hrefs.map(applied)).then((loaded) => loaded.every(Boolean));
}

/** Each link this put in <head>, settled once it has loaded (true) or failed (false). */
const settling = new Map<string, Promise<boolean>>();

function applied(href: string): Promise<boolean> {
  const known = settling.get(href);
  if (known) return known;
  // Put there by React for a part shown already: loaded by now, or not waited for.
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve(true);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset['precedence'] = 'default';
  const settled = new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
  settling.set(href, settled);
  document.head.append(link);
  return settled;
}
