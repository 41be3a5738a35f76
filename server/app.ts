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

export interface AppOptions {
  /** Folder holding the output of `astro build`. */
  distDir: string;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function createApp({ distDir }: AppOptions): Hono {
  const app = new Hono();
  const notFoundPage = readFile(join(distDir, '404.html'), 'utf8');

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    // File names under /_astro/ change with their content, so they may be cached for good.
    const cache = c.req.path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (c.res.status === 200) c.header('Cache-Control', cache);
  });
  app.use('*', serveStatic({ root: distDir }));
  app.notFound(async (c) => c.html(await notFoundPage, 404));
  return app;
}
