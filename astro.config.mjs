// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { readEditorEnv } from './integrations/cms/env.ts';
import { contentEditor, EDITOR_PAGE } from './integrations/cms/index.ts';
import { moveCspFirst } from './integrations/csp-first.ts';
import { keepOwnHashes } from './integrations/csp-hashes.ts';
import { filesToRun, staticImports, withStaticImports } from './integrations/lazy-chunks.ts';
import { preloadModuleImports } from './integrations/module-preloads.ts';
import { syncWorker } from './integrations/sync-worker.ts';
import { referenceHost } from './server/reference-host/astro-integration.ts';
import { inlineScriptText } from './src/lib/analytics-bootstrap.ts';
import { DIALOG_COPY_URL } from './src/lib/api/dialog-copy.ts';
import { GOOGLE_COLLECTION_ORIGINS, GOOGLE_TAG_ORIGIN } from './src/lib/google-origins.ts';
import { connectOrigins, missingSiteUrlWarning, readPublicEnv } from './src/lib/public-env.ts';

// Reads .env files as well as the real environment; a bad value stops the build here, by name.
const envSource = {
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ['PUBLIC_', 'CMS_']),
  ...process.env,
};
const env = readPublicEnv(envSource);
const editorEnv = readEditorEnv(envSource);

const readInlineScript = (/** @type {string} */ path) =>
  inlineScriptText(readFileSync(new URL(path, import.meta.url), 'utf8'));
// The inline gtag bootstrap of Base.astro, allowed by the hash of exactly the text it inlines.
/** @type {`sha256-${string}`} */
const gtagBootstrapHash = `sha256-${createHash('sha256').update(readInlineScript('./src/page-scripts/gtag-bootstrap.js')).digest('base64')}`;
// Google's tag and its collection endpoints, always allowed: a measurement id can arrive at run
// time (`?ga=`, window.GA_MEASUREMENT_ID), not only from PUBLIC_GA_ID, and the page script asks
// for consent before it ever requests them (CONTRACT.md section 6).
const googleAnalytics = GOOGLE_COLLECTION_ORIGINS.join(' ');

/**
 * The browser bundle's chunks, as the build wrote them, for the build steps below: the files a
 * dialog needs (listed in dialogs.json for the page to prefetch at idle: the first click then
 * needs no network, and a dialog still opens when the connection has dropped since the page
 * loaded), and the chunks each page script imports (fetched together, not one after the other).
 */
/** @type {import('./integrations/lazy-chunks.ts').BuiltChunk[]} */
let clientChunks = [];
/** @type {import('vite').Plugin} */
const readClientChunks = {
  name: 'testable:client-chunks',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    clientChunks = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk'
        ? [
            {
              ...output,
              assets: [...(output.viteMetadata?.importedCss ?? []), ...(output.viteMetadata?.importedAssets ?? [])],
            },
          ]
        : [],
    );
  },
};
const REACT_RENDERER = /\/@astrojs\/react\/dist\/client\.js$/;
// The toasts' island too: a dialog can raise a toast offline (an invalid email, say).
const isDialogEntry = (/** @type {import('./integrations/lazy-chunks.ts').BuiltChunk} */ { facadeModuleId: id }) =>
  id !== null &&
  (id.endsWith('/src/islands/ModalRoot.tsx') || id.endsWith('/src/islands/Toaster.tsx') || REACT_RENDERER.test(id));

/**
 * What the page scripts (every `<script>` of a .astro file) import, bundled as one file: left to
 * itself the bundler splits it by which islands share each module, into a dozen files of a few
 * hundred bytes, each a request, most too small to be compressed.
 */
const PAGE_SCRIPT = /\.astro\?astro&type=script&/;
/** @type {Set<string>} */
let pageScriptImports = new Set();
/** @type {import('vite').Plugin} */
const pageScriptChunk = {
  name: 'testable:page-script-chunk',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    const pageScripts = [...this.getModuleIds()].filter(
      (id) => PAGE_SCRIPT.test(id) && this.getModuleInfo(id)?.isEntry,
    );
    pageScriptImports = staticImports(pageScripts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
  },
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            rolldownOptions: {
              // Vite's own helpers (ids starting with \0) keep their files.
              output: {
                codeSplitting: {
                  groups: [{ name: 'page', test: (id) => pageScriptImports.has(id) && !id.startsWith('\0') }],
                },
              },
            },
          },
        }
      : undefined,
};

/**
 * The site's own client directive (`client:event`, src/directives/event.ts), and the build's own
 * checks and fixes: a loud warning without PUBLIC_SITE_URL, what each built page's module scripts
 * import preloaded (integrations/module-preloads.ts), its CSP <meta> put ahead of everything that
 * can run or load (integrations/csp-first.ts), and the dialogs' files listed in dialogs.json.
 */
/** @type {import('astro').AstroIntegration} */
const buildSteps = {
  name: 'testable:build-steps',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'event',
        entrypoint: fileURLToPath(new URL('./src/directives/event.ts', import.meta.url)),
      });
    },
    'astro:build:start': ({ logger }) => {
      const warning = missingSiteUrlWarning(envSource);
      if (warning) logger.warn(warning);
    },
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const dialogsJson = `${root}${DIALOG_COPY_URL}`;
      // An island's CSS that the build inlined into its pages (the toasts') has no file to fetch.
      const dialogFiles = filesToRun(clientChunks, isDialogEntry).filter((file) => existsSync(`${root}${file}`));
      if (
        !dialogFiles.some((file) => file.includes('/ModalRoot.')) ||
        !dialogFiles.some((file) => file.includes('/client.'))
      ) {
        logger.warn(
          'The dialogs’ files were not all found to prefetch: the first click on a dialog will wait for the network.',
        );
      }
      await writeFile(
        dialogsJson,
        JSON.stringify({ ...JSON.parse(await readFile(dialogsJson, 'utf8')), prefetch: dialogFiles }),
      );
      // The content editor's page is its own program with its own policy (integrations/cms/).
      const pages = (await readdir(root, { recursive: true })).filter(
        (file) => file.endsWith('.html') && file !== EDITOR_PAGE,
      );
      await Promise.all(
        pages.map(async (page) => {
          const file = `${root}/${page}`;
          const html = preloadModuleImports(await readFile(file, 'utf8'), (urls) =>
            withStaticImports(clientChunks, urls),
          );
          await writeFile(file, moveCspFirst(keepOwnHashes(html)));
        }),
      );
    },
  },
};

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // A component's styles reach its elements by a class rather than a data attribute: the same
  // specificity, and fewer bytes on every element and in every selector of the first flight.
  scopedStyleStrategy: 'class',
  integrations: [
    react(),
    referenceHost({ apiKey: env.analysisApiKey }),
    buildSteps,
    contentEditor(editorEnv),
    syncWorker({ enabled: env.syncWorker }),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: ${googleAnalytics}`,
        "font-src 'self'",
        // The sync worker (/sw.js) and nothing else.
        "worker-src 'self'",
        `connect-src ${["'self'", ...connectOrigins(env), googleAnalytics].join(' ')}`,
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      scriptDirective: { resources: ["'self'", GOOGLE_TAG_ORIGIN], hashes: [gtagBootstrapHash] },
    },
  },
  vite: {
    plugins: [readClientChunks, pageScriptChunk],
    // The configuration as read and checked above, for src/lib/config.ts: the browser gets the
    // values, not the code that reads them.
    define: { __PUBLIC_CONFIG__: JSON.stringify(env) },
  },
  // Every page's CSS inline: the first flight (one round trip) holds all a page needs to paint.
  // Measured against linked files in bench/README.md.
  build: { inlineStylesheets: 'always' },
  // No code blocks in our copy; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
