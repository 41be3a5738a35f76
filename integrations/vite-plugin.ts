import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** An integration whose whole work is one Vite plugin, under the plugin's name. */
export function vitePluginIntegration(plugin: Plugin): AstroIntegration {
  return {
    name: plugin.name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
