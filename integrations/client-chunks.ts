/**
 * The browser bundle's chunks, as the build wrote them, for the steps that run once the pages are
 * written: the dialogs' prefetch list and each page's module preloads (integrations/built-pages.ts).
 */
import type { AstroIntegration } from 'astro';
import type { BuiltChunk } from './lazy-chunks.ts';
import { vitePluginIntegration } from './vite-plugin.ts';

export interface ClientChunks {
  integration: AstroIntegration;
  /** The chunks of the last client build; empty before it. */
  built: () => readonly BuiltChunk[];
}

export function clientChunks(): ClientChunks {
  let chunks: BuiltChunk[] = [];
  const integration = vitePluginIntegration({
    name: 'testable:client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
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
  });
  return { integration, built: () => chunks };
}
