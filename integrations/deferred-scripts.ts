/**
 * Build-time (Node): a built page's module scripts, requested by the browser as soon as it reads
 * their tags, are replaced by one inline script that imports them after the first contentful
 * paint (src/page-scripts/run-after-paint.js). Lighthouse's simulation counts every request made
 * before the first paint as part of it; after this, the first paint needs the HTML alone.
 * Astro's island runtime, inline in the HTML, goes the same way: 1.9 KB less in the first flight
 * of `/`, and on /analysis React is no longer fetched ahead of the first paint (which shows the
 * app's fallback: src/components/AnalysisShell.astro).
 */
// A URL cannot hold `<`: none can end the inline script early.
const MODULE_SCRIPT = /<script type="module" src="([^"<>]+)"><\/script>/g;

export interface DeferredPage {
  html: string;
  /** The inline script's text, which the page's Content-Security-Policy must allow; null if none. */
  script: string | null;
}

/** `runAfterPaint` writes the inline script that runs the given scripts after the first paint. */
export function deferModuleScripts(html: string, runAfterPaint: (urls: string[]) => string): DeferredPage {
  const urls = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  if (urls.length === 0) return { html, script: null };
  const script = runAfterPaint(urls);
  let first = true;
  // The loader takes the first script's place (the earliest a held click can be caught); the others go.
  const deferred = html.replace(MODULE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${script}</script>`;
  });
  return { html: deferred, script };
}

const SCRIPT_OPEN = '<script>';
const SCRIPT_CLOSE = '</script>';
// Astro's island element and its client directives (`(self.Astro||(self.Astro={})).idle=...`).
const isIslandRuntime = (script: string) =>
  script.includes('customElements.define("astro-island"') || script.includes('(self.Astro||(self.Astro={}))');

export interface ExtractedRuntime {
  html: string;
  /** The runtime's scripts, in page order, as one file's text; null when the page keeps them. */
  runtime: string | null;
}

/** The page's attribute-less inline scripts, with where each tag starts and ends. */
function inlineScripts(html: string): { start: number; end: number; text: string }[] {
  const scripts = [];
  for (let start = html.indexOf(SCRIPT_OPEN); start !== -1; start = html.indexOf(SCRIPT_OPEN, start + 1)) {
    const close = html.indexOf(SCRIPT_CLOSE, start);
    if (close === -1) break;
    scripts.push({ start, end: close + SCRIPT_CLOSE.length, text: html.slice(start + SCRIPT_OPEN.length, close) });
    start = close;
  }
  return scripts;
}

/**
 * The page without Astro's inline island runtime, a `<script type="module" src="${runtimeUrl(text)}">`
 * where it began, for deferModuleScripts to run after the first paint; unchanged without one.
 */
export function extractIslandRuntime(html: string, runtimeUrl: (runtime: string) => string): ExtractedRuntime {
  const scripts = inlineScripts(html).filter((script) => isIslandRuntime(script.text));
  if (scripts.length === 0) return { html, runtime: null };
  const runtime = scripts.map((script) => script.text).join('\n');
  let extracted = html.slice(0, scripts[0]?.start);
  scripts.forEach((script, index) => {
    if (index === 0) extracted += `<script type="module" src="${runtimeUrl(runtime)}"></script>`;
    extracted += html.slice(script.end, scripts[index + 1]?.start ?? html.length);
  });
  return { html: extracted, runtime };
}
