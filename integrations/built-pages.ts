/**
 * What the build does to its own output once Astro has written it: the dialogs' files listed in
 * dialogs.json for the page to prefetch at idle (the first click then needs no network, and a
 * dialog still opens once the connection has dropped), and each page's HTML rewritten: its
 * module scripts and Astro's island runtime requested only after its first paint
 * (page-loader.ts), only its own inline hashes kept in its CSP (csp-hashes.ts), and that policy
 * put ahead of everything that can run or load (csp-first.ts).
 *
 * The rewrites read Astro's output as text. When a new Astro writes it differently, the build
 * stops and says which rewrite no longer finds what it expects, and under which Astro version,
 * instead of shipping pages with a step silently skipped.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DIALOG_COPY_URL } from '../src/lib/api/dialog-copy.ts';
import { EDITOR_PAGE } from './cms/index.ts';
import { CSP_META_START, moveCspFirst } from './csp-first.ts';
import { keepOwnHashes } from './csp-hashes.ts';
import { type BuiltChunk, filesToRun, stylesheetsByChunk, withStaticImports } from './lazy-chunks.ts';
import {
  extractIslandRuntime,
  islandRuntimeUrl,
  loadAfterFirstPaint,
  loaderScript,
  missingRuntime,
  moduleScriptUrls,
} from './page-loader.ts';

export const ASTRO_VERSION: string = createRequire(import.meta.url)('astro/package.json').version;

/** Astro's output is not what a build step was written against. */
export class AstroOutputChanged extends Error {
  constructor(step: string, expected: string, where: string, astroVersion = ASTRO_VERSION) {
    super(
      `Astro ${astroVersion} writes ${where} differently from what "${step}" expects (${expected}); update that step.`,
    );
    this.name = 'AstroOutputChanged';
  }
}

const REACT_RENDERER = /\/@astrojs\/react\/dist\/client\.js$/;
// The toasts' island too: a dialog can raise a toast offline (an invalid email, say).
const isDialogEntry = ({ facadeModuleId: id }: BuiltChunk) =>
  id !== null &&
  (id.endsWith('/src/islands/ModalRoot.tsx') || id.endsWith('/src/islands/Toaster.tsx') || REACT_RENDERER.test(id));

/** A dialog's own chunk (src/dialogs/<name>/<Name>Modal.tsx) is known by its folder's name. */
const DIALOG_MODULE = /\/src\/dialogs\/(\w+)\/\w+Modal\.tsx$/;
const dialogName = ({ facadeModuleId: id }: BuiltChunk) => (id && DIALOG_MODULE.exec(id)?.[1]) ?? null;

/** The files the dialogs need, as dialogs.json lists them for the prefetch at idle. */
export function dialogPrefetchList(chunks: readonly BuiltChunk[], exists: (file: string) => boolean): string[] {
  // Each dialog's own code is imported lazily by the page script and by the island alike
  // (src/dialogs/dialog-code.ts): its chunk and what it imports statically, not what it imports
  // lazily in turn (the quiz's PDF library).
  const dialogs = filesToRun(chunks, (chunk) => dialogName(chunk) !== null, '/', { lazy: false });
  // An island's CSS that the build inlined into its pages (the toasts') has no file to fetch.
  const files = [...new Set([...filesToRun(chunks, isDialogEntry), ...dialogs])].sort().filter(exists);
  if (!files.some((file) => file.includes('/ModalRoot.')) || !files.some((file) => file.includes('/client.'))) {
    throw new AstroOutputChanged(
      'dialogs prefetched at idle',
      'a chunk for src/islands/ModalRoot.tsx and one for React’s client renderer',
      'its client bundle',
    );
  }
  return files;
}

/**
 * Each dialog's stylesheets, as dialogs.json lists them: a dialog tapped before the page is idle
 * asks for its own alone, not for every dialog's.
 */
export function dialogStylesheetLists(
  chunks: readonly BuiltChunk[],
  exists: (file: string) => boolean,
): Record<string, string[]> {
  const lists = stylesheetsByChunk(chunks, dialogName);
  return Object.fromEntries(Object.entries(lists).map(([dialog, files]) => [dialog, files.filter(exists)]));
}

/** Each `<script …>` start tag of a page that runs a module, from a file or inline. */
function moduleScriptTags(html: string): number {
  let count = 0;
  for (let at = html.indexOf('<script'); at !== -1; ) {
    const end = html.indexOf('>', at);
    if (end === -1) break;
    if (html.slice(at, end).includes('type="module"')) count++;
    at = html.indexOf('<script', end);
  }
  return count;
}

export interface RewrittenPage {
  html: string;
  /** Astro's island runtime of the page, to be written at `url`; null on a page without islands. */
  runtime: { url: string; text: string } | null;
}

/** A built page rewritten as the header says; throws AstroOutputChanged when it cannot be. */
export function rewriteBuiltPage(
  html: string,
  page: string,
  withImports: (urls: string[]) => string[],
  loader: string,
): RewrittenPage {
  if (!html.includes('<head>') || !html.includes('</head>')) {
    throw new AstroOutputChanged('page scripts after the first paint and CSP first', 'a plain <head>…</head>', page);
  }
  if (!html.includes(CSP_META_START)) {
    throw new AstroOutputChanged('CSP hashes and CSP first', `a ${CSP_META_START}…> tag`, page);
  }
  if (moduleScriptUrls(html).length !== moduleScriptTags(html)) {
    throw new AstroOutputChanged(
      'page scripts after the first paint',
      'each module script as <script type="module" src="…"></script>',
      page,
    );
  }
  const islands = extractIslandRuntime(html);
  const missing = missingRuntime(html, islands.runtime);
  if (missing.length > 0) {
    throw new AstroOutputChanged(
      'island runtime after the first paint',
      `an inline <script> for ${missing.join(' and for ')}`,
      page,
    );
  }
  const runtime = islands.runtime === null ? null : { url: islandRuntimeUrl(islands.runtime), text: islands.runtime };
  const urls = withImports([...moduleScriptUrls(html), ...(runtime ? [runtime.url] : [])]);
  return { html: moveCspFirst(keepOwnHashes(loadAfterFirstPaint(islands.html, urls, loader))), runtime };
}

export function builtPages(chunks: () => readonly BuiltChunk[]): AstroIntegration {
  return {
    name: 'testable:built-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const built = new Set(await readdir(root, { recursive: true }));
        const dialogsJson = `${root}${DIALOG_COPY_URL}`;
        const exists = (file: string) => built.has(file.slice(1));
        const prefetch = dialogPrefetchList(chunks(), exists);
        const stylesheets = dialogStylesheetLists(chunks(), exists);
        await writeFile(
          dialogsJson,
          JSON.stringify({ ...JSON.parse(await readFile(dialogsJson, 'utf8')), prefetch, stylesheets }),
        );
        // The content editor's page is its own program with its own policy (integrations/cms/).
        const pages = [...built].filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE);
        const loader = loaderScript();
        const runtimes = new Map<string, string>();
        await Promise.all(
          pages.map(async (page) => {
            const file = `${root}/${page}`;
            const { html, runtime } = rewriteBuiltPage(
              await readFile(file, 'utf8'),
              page,
              (urls) => withStaticImports(chunks(), urls),
              loader,
            );
            if (runtime) runtimes.set(runtime.url, runtime.text);
            await writeFile(file, html);
          }),
        );
        await Promise.all([...runtimes].map(([url, text]) => writeFile(`${root}${url}`, text)));
      },
    },
  };
}
