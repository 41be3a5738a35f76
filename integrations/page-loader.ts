/**
 * Build-time (Node): a built page requests no script before its first paint. Its module scripts
 * (`<script type="module" src>`, requested as soon as the HTML is read, at high priority) and
 * Astro's island runtime (inline, and on /analysis the start of React itself) are replaced by
 * one small inline loader in the <head> (src/page-scripts/run-after-paint.js) that imports them,
 * with every chunk they import, once the document is parsed and painted. Lighthouse's simulation
 * counts every request made before the first paint as part of it; after this the first paint
 * needs the HTML alone, in the lab as for a visitor. The runtime moves into a file of its own
 * (1.9 KB gzip less in every page's first flight), named by its content.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';
import { inlineScriptText } from '../src/lib/analytics/google.ts';

const LOADER_SOURCE = new URL('../src/page-scripts/run-after-paint.js', import.meta.url);

/** The loader's text as every page inlines it: one text, so one hash in the policy. */
export function loaderScript(source = readFileSync(LOADER_SOURCE, 'utf8')): string {
  const { code, errors } = minifySync('run-after-paint.js', inlineScriptText(source), {
    compress: {},
    mangle: { toplevel: true },
  });
  // A page must never ship without its scripts: an error here stops the build.
  if (errors.length > 0 || code.trim() === '') {
    throw new Error(`src/page-scripts/run-after-paint.js does not minify: ${JSON.stringify(errors)}`);
  }
  return code.trim();
}

/** The hash the Content-Security-Policy allows the loader by. */
export const loaderHash = (script: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

// A URL cannot hold `<` or `"`: none can end the tag early.
const MODULE_SCRIPT = /<script type="module" src="([^"<>]+)"><\/script>/g;

/** The URL of each module script of a page, in the form Astro writes it. */
export function moduleScriptUrls(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
}

const SCRIPT_OPEN = '<script>';
const SCRIPT_CLOSE = '</script>';
const ISLAND_ELEMENT = 'customElements.define("astro-island"';
/** How Astro's inline script for one client directive (`client:visible`…) starts that directive. */
export const directiveStart = (name: string) => `(self.Astro||(self.Astro={})).${name}=`;
const isIslandRuntime = (script: string) =>
  script.includes(ISLAND_ELEMENT) || script.includes('(self.Astro||(self.Astro={}))');

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

/** The client directive of each island of a page (`visible`, `only`, `event`…), each once. */
export function islandDirectives(html: string): string[] {
  const directives = new Set<string>();
  // Tag by tag: one pattern over the whole page would backtrack from every island's start.
  for (const tag of html.split('<astro-island ').slice(1)) {
    const directive = /\bclient="([\w-]+)"/.exec(tag.slice(0, tag.indexOf('>')))?.[1];
    if (directive) directives.add(directive);
  }
  return [...directives];
}

export interface ExtractedRuntime {
  html: string;
  /** The runtime's scripts, in page order, as one file's text; null when the page has none. */
  runtime: string | null;
}

/** The page without Astro's inline island runtime, and that runtime as one file's text. */
export function extractIslandRuntime(html: string): ExtractedRuntime {
  const scripts = inlineScripts(html).filter((script) => isIslandRuntime(script.text));
  if (scripts.length === 0) return { html, runtime: null };
  let rest = html.slice(0, scripts[0]?.start);
  scripts.forEach((script, index) => {
    rest += html.slice(script.end, scripts[index + 1]?.start ?? html.length);
  });
  return { html: rest, runtime: scripts.map((script) => script.text).join('\n') };
}

/** What the runtime of a page misses for the islands on it: the element, or a directive's script. */
export function missingRuntime(html: string, runtime: string | null): string[] {
  const directives = islandDirectives(html);
  if (directives.length === 0) return [];
  const missing = directives.filter((name) => !runtime?.includes(directiveStart(name))).map((name) => `client:${name}`);
  return runtime?.includes(ISLAND_ELEMENT) ? missing : ['the astro-island element', ...missing];
}

/**
 * The page with its module scripts gone and the loader, given the URLs to import, at the end of
 * its <head>; unchanged when there is nothing to load.
 */
export function loadAfterFirstPaint(html: string, urls: readonly string[], loader: string): string {
  const withoutScripts = html.replace(MODULE_SCRIPT, '');
  const headEnd = withoutScripts.indexOf('</head>');
  if (urls.length === 0 || headEnd === -1) return html;
  // The loader splits its list at spaces; a URL never holds one (nor a quote: see MODULE_SCRIPT).
  const tag = `<script data-scripts="${urls.join(' ')}">${loader}</script>`;
  return withoutScripts.slice(0, headEnd) + tag + withoutScripts.slice(headEnd);
}

/** Where a page's island runtime is written, named by its content (pages with other islands differ). */
export const islandRuntimeUrl = (runtime: string) =>
  `/_astro/island-runtime.${createHash('sha256').update(runtime).digest('base64url').slice(0, 8)}.js`;
