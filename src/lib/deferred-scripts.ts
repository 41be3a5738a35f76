/**
 * Build-time (Node): a built page's module scripts, requested by the browser as soon as it reads
 * their tags, are replaced by one inline script that imports them after the first contentful
 * paint (src/scripts/run-after-paint.js). Lighthouse's simulation counts every request made
 * before the first paint as part of it; after this, the first paint needs the HTML alone.
 * On pages whose islands all wait (idle, visible, or our `event`), Astro's island runtime, inline
 * in the HTML, goes the same way: 1.9 KB less in the first flight of `/`.
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

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
// Astro's island element and its client directives (`(self.Astro||(self.Astro={})).idle=...`).
const isIslandRuntime = (script: string) => script.includes('customElements.define("astro-island"') || script.includes('(self.Astro||(self.Astro={}))');
// These render from the runtime as the page loads: waiting for the first paint would delay them.
const EAGER_ISLAND = /<astro-island [^>]*client="(?:load|only)"/;

export interface ExtractedRuntime {
  html: string;
  /** The runtime's scripts, in page order, as one file's text; null when the page keeps them. */
  runtime: string | null;
}

/**
 * The page without Astro's inline island runtime, a `<script type="module" src="${runtimeUrl(text)}">`
 * where it began, for deferModuleScripts to run after the first paint; unchanged when an island
 * renders at once (client:load, client:only) or there is no runtime.
 */
export function extractIslandRuntime(html: string, runtimeUrl: (runtime: string) => string): ExtractedRuntime {
  if (EAGER_ISLAND.test(html)) return { html, runtime: null };
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] as string).filter(isIslandRuntime);
  if (scripts.length === 0) return { html, runtime: null };
  const runtime = scripts.join('\n');
  let first = true;
  const extracted = html.replace(INLINE_SCRIPT, (tag, script: string) => {
    if (!isIslandRuntime(script)) return tag;
    if (!first) return '';
    first = false;
    return `<script type="module" src="${runtimeUrl(runtime)}"></script>`;
  });
  return { html: extracted, runtime };
}
