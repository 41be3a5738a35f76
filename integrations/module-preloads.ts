/**
 * Build-time (Node): a built page's module scripts are tiny entries that import the shared page
 * chunk; the browser would find that import only once an entry has arrived, one round trip later.
 * Each page lists what its scripts import statically as `<link rel="modulepreload">` in its
 * <head>, so that everything its scripts need is requested together as the HTML is read.
 */
// A URL cannot hold `<` or `"`: none can end the tag early.
const MODULE_SCRIPT = /<script type="module" src="([^"<>]+)"><\/script>/g;

/**
 * The page with a modulepreload link in its <head> for every file `withImports` adds to its
 * module scripts' URLs (the scripts themselves are requested by their own tags); unchanged when
 * there is nothing to add.
 */
/** The URL of each module script of a page, in the form Astro writes it. */
export function moduleScriptUrls(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
}

export function preloadModuleImports(html: string, withImports: (urls: string[]) => string[]): string {
  const scripts = moduleScriptUrls(html);
  const imports = withImports(scripts).filter((url) => !scripts.includes(url));
  const headEnd = html.indexOf('</head>');
  if (imports.length === 0 || headEnd === -1) return html;
  const links = imports.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.slice(0, headEnd) + links + html.slice(headEnd);
}
