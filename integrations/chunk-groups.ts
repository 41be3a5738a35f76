/**
 * The browser bundle's files, grouped where the bundler's own split costs requests. Left to
 * itself it splits by which islands share each module: a dozen files of a few hundred bytes, each
 * a request, most too small to be compressed. Each group is one file:
 *
 * - `page`: what the page scripts (every `<script>` of a .astro file) import.
 * - `react`: React, its DOM renderer and scheduler, and the nanostores binding: every island needs
 *   all of them, and split they were five files, the renderer's discovered only once its entry
 *   had arrived. (The dialogs' shared parts stay as the bundler splits them: grouped, they took
 *   along the email checks the lead outbox imports too, and a waiting lead's delivery on a page's
 *   load then waited for React.)
 */
import type { AstroIntegration } from 'astro';
import { staticImports } from './lazy-chunks.ts';
import { vitePluginIntegration } from './vite-plugin.ts';

const PAGE_SCRIPT = /\.astro\?astro&type=script&/;
const REACT = /\/node_modules\/(react|react-dom|scheduler|@nanostores\/react)\//;

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
                    ],
                  },
                },
              },
            },
          }
        : undefined,
  });
}
