/**
 * The site's own small server: the static build in dist/, served the way a CDN would
 * (compressed, cached by content hash, revalidated with 304s, real 404s), with the reference
 * analysis host and lead sink mounted on the same app, so one origin runs the whole journey
 * offline.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { DEFAULT_LEADS_FILE, refuseServedLeadsFile } from '../lead-sink/sqlite-sink.ts';
import {
  createReferenceHost,
  type ReferenceHostOptions,
  referenceHostOptionsFromEnv,
} from '../reference-host/node-host.ts';
import { conditionalGet, fileValidators } from './conditional-get.ts';
import { parseHeadersFile } from './headers-file.ts';

export interface AppOptions {
  /** Folder holding the output of `astro build`. */
  distDir: string;
  /** Options of the reference host mounted on /api/*, or false for none. Default: from the environment. */
  referenceHost?: ReferenceHostOptions | false;
}

/** The folder the build copies into dist/ as it is. */
const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The file CDNs read; this server sends its headers too (headersFromFile). */
export const HEADERS_FILE = new URL('../../public/_headers', import.meta.url);

/**
 * The one address of a page that has several: a folder's page answers at `/admin`, `/admin/` and
 * `/admin/index.html` alike, so a block written for any of them is the block of all three.
 */
export function pageAddress(path: string): string {
  const folder = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
  return folder.length > 1 && folder.endsWith('/') ? folder.slice(0, -1) : folder;
}

/**
 * Answers a browser may run as a document of their own: the ones that Content-Security-Policy,
 * X-Frame-Options, Cross-Origin-Opener-Policy, Referrer-Policy, Permissions-Policy and
 * Strict-Transport-Security govern (an HTML page, and an SVG, which opened on its own is a
 * document that can run script).
 */
const DOCUMENT_TYPES = ['text/html', 'application/xhtml+xml', 'image/svg+xml'];

/** Scripts the site runs as workers: a worker's policies are those its own script is served with. */
const WORKER_SCRIPTS = new Set(['/sw.js']);

/**
 * The headers of the `/*` block that also govern a script, a stylesheet, an image, a font or
 * JSON: nosniff (never run or style with a file of another type) and Cross-Origin-Resource-Policy
 * (no other site embeds our files). Everything else in the block only takes effect on a
 * document, and an answer that is not one would carry it for nothing, about 1 KB on each of the
 * two dozen files of a first view. Strict-Transport-Security included: a browser's first answer
 * from the site is always a document (a page or the 404 page), which carries it.
 */
const EVERY_ANSWER = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** Whether the answer to `path` with this Content-Type is a document or a worker (see above). */
export function takesDocumentHeaders(path: string, contentType: string | null): boolean {
  if (WORKER_SCRIPTS.has(path)) return true;
  const type = (contentType ?? '').toLowerCase();
  return DOCUMENT_TYPES.some((documentType) => type.startsWith(documentType));
}

/**
 * The blocks of public/_headers this server sends: the whole `/*` block on documents and
 * workers (Strict-Transport-Security included: harmless from a plain-http loopback server, since
 * browsers ignore it over http, and it keeps what the tests see identical to what production
 * sends), only its EVERY_ANSWER headers on other answers; the `/_astro/*` ones on the hashed
 * build files; and the blocks of single pages (`/admin`), whose headers replace the `/*` ones of
 * the same name, as on Netlify.
 */
export function headersFromFile(): {
  documents: [string, string][];
  others: [string, string][];
  hashed: [string, string][];
  byPage: Map<string, [string, string][]>;
} {
  const blocks = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'));
  const byPage = new Map<string, [string, string][]>();
  for (const [path, block] of blocks) {
    if (path.includes('*')) continue;
    const key = pageAddress(path);
    byPage.set(key, [...(byPage.get(key) ?? []), ...block]);
  }
  const documents = blocks.get('/*') ?? [];
  const others = documents.filter(([name]) => EVERY_ANSWER.has(name.toLowerCase()));
  return { documents, others, hashed: blocks.get('/_astro/*') ?? [], byPage };
}

/** The files of public/ that CDNs read as configuration: never served as files. */
const CDN_CONFIG_FILES = new Set(['_headers', '_redirects']);

/** Whether the last segment of a path names one of them, in any case (case-insensitive disks). */
export function isCdnConfigFile(path: string): boolean {
  return CDN_CONFIG_FILES.has(path.slice(path.lastIndexOf('/') + 1).toLowerCase());
}

export function createApp({
  distDir,
  referenceHost = process.env['REFERENCE_HOST'] === 'off' ? false : referenceHostOptionsFromEnv(process.env),
}: AppOptions): Hono {
  if (referenceHost) refuseServedLeadsFile(referenceHost.leadsFile ?? DEFAULT_LEADS_FILE, [distDir, PUBLIC_DIR]);
  const app = new Hono();
  const { documents, others, hashed, byPage } = headersFromFile();
  // Read once and settled at once: a dist/ without 404.html answers a plain 404 instead of
  // leaving a rejected promise that would end the process.
  const notFoundPage = readFile(join(distDir, '404.html'), 'utf8').catch(() => {
    console.warn(`No 404.html in ${distDir}: unknown addresses get a plain-text 404.`);
    return null;
  });

  // Outermost: a 304 is decided on the answer as it would go out, headers and all.
  app.use(conditionalGet());
  app.use(compress());
  // The operator's console (server/ops/) sets its own policy, stricter than the pages'.
  const consoleOn = referenceHost !== false && Boolean(referenceHost.opsPasswordHash?.trim());
  app.use(async (c, next) => {
    await next();
    const path = c.req.path;
    const ownHeaders = consoleOn && (path === '/ops' || path.startsWith('/ops/'));
    const headers = takesDocumentHeaders(path, c.res.headers.get('content-type')) ? documents : others;
    for (const [name, value] of headers) if (!ownHeaders || !c.res.headers.has(name)) c.header(name, value);
    for (const [name, value] of byPage.get(pageAddress(path)) ?? []) c.header(name, value);
    // The reference host sets its own (no-store on every answer, errors included), and so does the console.
    if ((referenceHost && path.startsWith('/api/')) || ownHeaders) return;
    // An unknown address may exist tomorrow: its 404 is never kept (as Cloudflare Pages answers it).
    if (c.res.status === 404) c.header('Cache-Control', 'no-store');
    if (c.res.status !== 200) return;
    // File names under /_astro/ change with their content, so _headers lets them be cached for good.
    if (path.startsWith('/_astro/')) for (const [name, value] of hashed) c.header(name, value);
    else c.header('Cache-Control', 'no-cache');
  });
  // Before the static files, so /api/* is always answered by the host.
  if (referenceHost) app.route('/', createReferenceHost(referenceHost));
  // public/ holds the CDN's own instructions; they are for the CDN, not for visitors.
  app.use('*', async (c, next) => (isCdnConfigFile(c.req.path) ? c.notFound() : next()));
  app.use('*', fileValidators());
  app.use('*', serveStatic({ root: distDir }));
  app.notFound(async (c) => {
    const page = await notFoundPage;
    return page === null ? c.text('Not found', 404) : c.html(page, 404);
  });
  return app;
}
