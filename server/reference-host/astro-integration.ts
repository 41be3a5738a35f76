/**
 * Mounts the reference analysis host and lead sink into `astro dev`, so the dev server answers
 * /api/* on the same origin as the pages (the embedded default, PUBLIC_ANALYSIS_HOST = "").
 * Set REFERENCE_HOST=off to leave /api/* alone when pointing the site at a real host.
 * (`astro preview` runs no such hook; `npm start` mounts the host in server/site/site-app.ts instead.)
 */
import { getRequestListener } from '@hono/node-server';
import type { AstroIntegration } from 'astro';
import {
  createReferenceHost,
  prepareReferenceHost,
  type ReferenceHostOptions,
  referenceHostOptionsFromEnv,
} from './node-host.ts';

export function referenceHost(overrides: ReferenceHostOptions = {}): AstroIntegration {
  return {
    name: 'testable:reference-host',
    hooks: {
      'astro:server:setup': async ({ server, logger }) => {
        if (process.env['REFERENCE_HOST'] === 'off') {
          logger.info('REFERENCE_HOST=off: /api/* is not served by the dev server.');
          return;
        }
        const options = { ...referenceHostOptionsFromEnv(process.env), ...overrides };
        await prepareReferenceHost(options);
        const host = createReferenceHost(options);
        // Keep Node's own Request/Response: Vite and Astro share this process.
        const listener = getRequestListener(host.fetch, { overrideGlobalObjects: false });
        server.middlewares.use((req, res, next) => {
          if (!req.url?.startsWith('/api/')) return next();
          listener(req, res).catch(next);
        });
        logger.info('Reference analysis host and lead sink mounted on /api/*.');
      },
    },
  };
}
