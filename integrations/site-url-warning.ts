/** A loud warning when a production build has no PUBLIC_SITE_URL (src/lib/config/public-env.ts says why). */
import type { AstroIntegration } from 'astro';
import { missingSiteUrlWarning } from '../src/lib/config/public-env.ts';

export function siteUrlWarning(envSource: Record<string, string | undefined>): AstroIntegration {
  return {
    name: 'testable:site-url-warning',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const warning = missingSiteUrlWarning(envSource);
        if (warning) logger.warn(warning);
      },
    },
  };
}
