// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { builtPages } from './integrations/built-pages.ts';
import { chunkGroups } from './integrations/chunk-groups.ts';
import { clientChunks } from './integrations/client-chunks.ts';
import { clientEventDirective } from './integrations/client-event-directive.ts';
import { readEditorEnv } from './integrations/cms/env.ts';
import { contentEditor } from './integrations/cms/index.ts';
import { consoleFont } from './integrations/console-font.ts';
import { contentSecurityPolicy } from './integrations/content-security-policy.ts';
import { eagerCommonJs } from './integrations/eager-commonjs.ts';
import { siteFactsIntegration } from './integrations/site-facts.ts';
import { siteUrlWarning } from './integrations/site-url-warning.ts';
import { syncWorker } from './integrations/sync-worker.ts';
import { referenceHost } from './server/reference-host/astro-integration.ts';
import { printColors } from './src/lib/config/palette.ts';
import { readPublicEnv } from './src/lib/config/public-env.ts';
import { SITE_PALETTE } from './src/lib/config/site-palette.ts';

// Reads .env files as well as the real environment; a bad value stops the build here, by name.
const envSource = {
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ['PUBLIC_', 'CMS_']),
  ...process.env,
};
const env = readPublicEnv(envSource);
const chunks = clientChunks();

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // A component's styles reach its elements by a class rather than a data attribute: the same
  // specificity, and fewer bytes on every element and in every selector of the first flight.
  scopedStyleStrategy: 'class',
  // Each build step is an integration of integrations/, named for what it does; they run in order.
  integrations: [
    react(),
    referenceHost({ apiKey: env.analysisApiKey }),
    clientEventDirective(),
    siteUrlWarning(envSource),
    siteFactsIntegration(),
    chunks.integration,
    chunkGroups(),
    eagerCommonJs(),
    builtPages(chunks.built),
    contentEditor(readEditorEnv(envSource)),
    syncWorker({ enabled: env.syncWorker }),
    consoleFont(),
  ],
  security: { csp: contentSecurityPolicy(env) },
  vite: {
    // The configuration as read and checked above, for src/lib/config/site-config.ts: the browser gets the
    // values, not the code that reads them.
    // The plan's PDF draws in the light palette's colors (src/styles/tokens.css): only those five reach the page.
    define: {
      __PUBLIC_CONFIG__: JSON.stringify(env),
      __PRINT_COLORS__: JSON.stringify(printColors(SITE_PALETTE.light)),
    },
  },
  // Every page's CSS inline: the first flight (one round trip) holds all a page needs to paint.
  // Measured against linked files in bench/README.md.
  build: { inlineStylesheets: 'always' },
  // No code blocks in our copy; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
