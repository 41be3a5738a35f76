/**
 * What the page scripts (every `<script>` of a .astro file) import, bundled as one file: left to
 * itself the bundler splits it by which islands share each module, into a dozen files of a few
 * hundred bytes, each a request, most too small to be compressed.
 */
import type { AstroIntegration } from 'astro';
import { staticImports } from './lazy-chunks.ts';
import { vitePluginIntegration } from './vite-plugin.ts';

const PAGE_SCRIPT = /\.astro\?astro&type=script&/;

export function pageScriptChunk(): AstroIntegration {
  let pageScriptImports = new Set<string>();
  return vitePluginIntegration({
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
              // Vite's own helpers (ids starting with \0) keep their files.
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [{ name: 'page', test: (id) => pageScriptImports.has(id) && !id.startsWith('\0') }],
                  },
                },
              },
            },
          }
        : undefined,
  });
}
