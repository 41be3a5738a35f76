/**
 * The site's own small server: the static build in dist/, served the way a CDN would
 * (compressed, cached by content hash, real 404s). Later the reference analysis host and lead
 * sink are mounted on the same app, so one origin runs the whole journey offline.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createReferenceHost, type ReferenceHostOptions, referenceHostOptionsFromEnv } from '../src/reference-host/app.ts';

export interface AppOptions {
  /** Folder holding the output of `astro build`. */
  distDir: string;
  /** Options of the reference host mounted on /api/*, or false for none. Default: from the environment. */
  referenceHost?: ReferenceHostOptions | false;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // The pages carry their full policy in a <meta>; a header adds what a meta tag cannot say.
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function createApp({
  distDir,
  referenceHost = process.env['REFERENCE_HOST'] === 'off' ? false : referenceHostOptionsFromEnv(process.env),
}: AppOptions): Hono {
  const app = new Hono();
  const notFoundPage = readFile(join(distDir, '404.html'), 'utf8');

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    // File names under /_astro/ change with their content, so they may be cached for good;
    // API answers are never cached.
    const path = c.req.path;
    const cache = path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : path.startsWith('/api/') ? 'no-store' : 'no-cache';
    if (c.res.status === 200) c.header('Cache-Control', cache);
  });
  // Before the static files, so /api/* is always answered by the host.
  if (referenceHost) app.route('/', createReferenceHost(referenceHost));
  app.use('*', serveStatic({ root: distDir }));
  app.notFound(async (c) => c.html(await notFoundPage, 404));
  return app;
}
