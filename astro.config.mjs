// @ts-check
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import { connectOrigins, ENV_DEFAULTS, readPublicEnv } from './src/lib/public-env.ts';
import { referenceHost } from './src/reference-host/astro-integration.ts';

// Reads .env files as well as the real environment; a bad value stops the build here, by name.
const env = readPublicEnv({ ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env });

const publicString = (/** @type {keyof typeof ENV_DEFAULTS} */ name) =>
  envField.string({ context: 'client', access: 'public', optional: true, default: ENV_DEFAULTS[name] });

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [react(), referenceHost({ apiKey: env.analysisApiKey })],
  env: {
    schema: {
      PUBLIC_ANALYSIS_HOST: publicString('PUBLIC_ANALYSIS_HOST'),
      PUBLIC_ANALYSIS_API_KEY: publicString('PUBLIC_ANALYSIS_API_KEY'),
      PUBLIC_LEAD_WEBHOOK_URL: publicString('PUBLIC_LEAD_WEBHOOK_URL'),
      PUBLIC_GA_ID: publicString('PUBLIC_GA_ID'),
      PUBLIC_SITE_URL: publicString('PUBLIC_SITE_URL'),
    },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${["'self'", ...connectOrigins(env)].join(' ')}`,
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
    },
  },
  // No code blocks in our copy; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
