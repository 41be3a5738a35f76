/**
 * Applies these stylesheets now, as React would once a part that names them shows
 * (LateStylesheets.tsx): a link in <head> with their precedence, which React then takes as its own
 * without waiting for it. Not through React's `preinit`, whose loads, cut short by the page being
 * left, Firefox reports as uncaught errors. Free of React, so a page script may call it.
 */
export function applyLateStylesheets(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['precedence'] = 'default';
    document.head.append(link);
  }
}
