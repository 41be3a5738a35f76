/**
 * The site's Content-Security-Policy, as Astro's `security.csp` option: our own origin, Google's
 * tag and collection endpoints, the analysis host and lead webhook the configuration names, and
 * the two inline scripts of our own by the hash of exactly the text each page holds: the
 * consent-default gtag bootstrap Base.astro inlines, and the loader of the page scripts the build
 * puts in place of them (page-loader.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AstroUserConfig } from 'astro';
import { GOOGLE_COLLECTION_ORIGINS, GOOGLE_TAG_ORIGIN, inlineScriptText } from '../src/lib/analytics/google.ts';
import { connectOrigins, type PublicEnv } from '../src/lib/config/public-env.ts';
import { loaderHash, loaderScript } from './page-loader.ts';

const GTAG_BOOTSTRAP = new URL('../src/page-scripts/gtag-bootstrap.js', import.meta.url);

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export function contentSecurityPolicy(env: PublicEnv): Csp {
  const gtagBootstrap = inlineScriptText(readFileSync(GTAG_BOOTSTRAP, 'utf8'));
  const gtagBootstrapHash = `sha256-${createHash('sha256').update(gtagBootstrap).digest('base64')}` as const;
  // Google's tag and its collection endpoints, always allowed: a measurement id can arrive at run
  // time (`?ga=`, window.GA_MEASUREMENT_ID), not only from PUBLIC_GA_ID, and the page script asks
  // for consent before it ever requests them (docs/pages.md "Analytics and consent").
  const googleAnalytics = GOOGLE_COLLECTION_ORIGINS.join(' ');
  return {
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
    scriptDirective: {
      resources: ["'self'", GOOGLE_TAG_ORIGIN],
      hashes: [gtagBootstrapHash, loaderHash(loaderScript())],
    },
  };
}
