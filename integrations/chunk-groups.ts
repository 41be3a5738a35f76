/**
 * The browser bundle's files, grouped where the bundler's own split costs requests. Left to
 * itself it splits by which islands share each module: a dozen files of a few hundred bytes, each
 * a request, most too small to be compressed. Each group is one file:
 *
 * - `page`: what the page scripts (every `<script>` of a .astro file) import.
 * - `react`: React, its DOM renderer and scheduler, and the nanostores binding: every island needs
 *   all of them, and split they were five files, the renderer's discovered only once its entry
 *   had arrived.
 * - `dialog-parts`: what the dialogs share (their shell, form parts, the email checks). A dialog
 *   tapped while the page loads fetches these with its own code in one round trip
 *   (src/page-scripts/wake-islands.ts), and on HTTP/1.1 six requests at a time is the limit.
 */
import type { AstroIntegration } from 'astro';
import { staticImports } from './lazy-chunks.ts';
import { vitePluginIntegration } from './vite-plugin.ts';

const PAGE_SCRIPT = /\.astro\?astro&type=script&/;
const REACT = /\/node_modules\/(react|react-dom|scheduler|@nanostores\/react)\//;
const DIALOG_PARTS = [
  /\/src\/dialogs\/shared\//,
  /\/src\/stores\/open-dialog\.ts$/,
  /\/src\/browser\/LateStylesheets\.tsx$/,
  /\/src\/browser\/disposable-domains\.ts$/,
  /\/src\/lib\/forms\/disposable-email\.ts$/,
  /\/node_modules\/@zootools\//,
];

export function chunkGroups(): AstroIntegration {
  let pageScriptImports = new Set<string>();
  return vitePluginIntegration({
    name: 'testable:chunk-groups',
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
                output: {
                  codeSplitting: {
                    groups: [
                      // Vite's own helpers (ids starting with \0) keep their files.
                      { name: 'page', test: (id) => pageScriptImports.has(id) && !id.startsWith('\0') },
                      { name: 'react', test: REACT },
                      { name: 'dialog-parts', test: (id) => DIALOG_PARTS.some((part) => part.test(id)) },
                    ],
                  },
                },
              },
            },
          }
        : undefined,
  });
}
