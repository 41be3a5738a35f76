/** The site's own client directive, `client:event` (src/directives/event.ts says what it does). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientEventDirective(): AstroIntegration {
  return {
    name: 'testable:client-event-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'event',
          entrypoint: fileURLToPath(new URL('../src/directives/event.ts', import.meta.url)),
        });
      },
    },
  };
}
