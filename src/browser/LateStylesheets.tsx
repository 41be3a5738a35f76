/**
 * The stylesheets of a part that shows late (a dialog, the consent banner), given as `?url`
 * imports. Not imported as CSS: Astro would add them to every page's render-blocking CSS. React
 * puts the links in <head> and shows the part once they have loaded (`precedence`); a dialog's are
 * applied already, at idle (applyLateStylesheets, below). Unit tests load no CSS: empty addresses
 * are skipped.
 */
export default function LateStylesheets({ hrefs }: { hrefs: readonly string[] }) {
  return (
    <>
      {hrefs.filter(Boolean).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </>
  );
}

/**
 * Applies these stylesheets now, as React would once a part that names them shows: a link in
 * <head> with their precedence, which React then takes as its own without waiting for it. Not
 * through React's `preinit`, whose loads, cut short by the page being left, Firefox reports as
 * uncaught errors.
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
