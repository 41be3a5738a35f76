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
