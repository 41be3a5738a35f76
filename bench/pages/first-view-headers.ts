/**
 * How many bytes of HTTP/1.1 headers the site's own server (server/site/site-app.ts) sends on a first view
 * of a page, against the bytes of the bodies, without a browser: the page, then every file its
 * HTML names (scripts, stylesheets, icons, island components and renderers), every module those
 * scripts import statically, and every url() of those stylesheets, once each, as a browser with
 * an empty cache asks for them (gzip accepted). Files loaded only later (a dialog's code on open)
 * are not counted. Usage: `node bench/pages/first-view-headers.ts [path] [dist folder]`, after
 * `npm run build`. Measures; asserts nothing.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/site/site-app.ts';

const page = process.argv[2] ?? '/';
const distDir = resolve(process.argv[3] ?? 'dist');
await readFile(resolve(distDir, 'index.html')).catch(() => {
  console.error(`No build in ${distDir}: run npm run build first.`);
  process.exit(1);
});

interface Fetched {
  path: string;
  status: number;
  headerBytes: number;
  bodyBytes: number;
  type: string;
  text: string;
}

const server = serve({ fetch: createApp({ distDir, referenceHost: false }).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((done) => server.once('listening', () => done()));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

function get(path: string): Promise<Fetched> {
  return new Promise((done, fail) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        // The status line, each "Name: value" line and the blank line that ends them.
        let headerBytes = `HTTP/1.1 ${incoming.statusCode} ${incoming.statusMessage}\r\n`.length + 2;
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          headerBytes += Buffer.byteLength(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}\r\n`);
        }
        const plain = incoming.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        done({
          path,
          status: incoming.statusCode ?? 0,
          headerBytes,
          bodyBytes: body.byteLength,
          type: incoming.headers['content-type'] ?? '',
          text: plain.toString('utf8'),
        });
      });
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}

/** Same-origin files a document or a stylesheet or a module names, as absolute paths. */
function referencesOf(file: Fetched): string[] {
  const found: string[] = [];
  const base = new URL(file.path, 'http://site.invalid');
  const add = (reference: string) => {
    const url = new URL(reference, base);
    if (url.origin === base.origin && !reference.startsWith('#')) found.push(url.pathname);
  };
  if (file.type.startsWith('text/html')) {
    for (const [, name, value] of file.text.matchAll(/\s(src|href|component-url|renderer-url)="([^"]*)"/g)) {
      if (name === 'href' && !/\.(css|js|svg|png|ico|webp|woff2?)$/.test(value ?? '')) continue;
      add(value ?? '');
    }
  } else if (file.type.startsWith('text/css')) {
    for (const [, inner] of file.text.matchAll(/url\(([^()]*)\)/g)) {
      const value = (inner ?? '').trim().replaceAll('"', '').replaceAll("'", '');
      if (!value.startsWith('data:')) add(value);
    }
  } else if (file.type.includes('javascript')) {
    // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, not import("../../tools/x.js").
    for (const [, value] of file.text.matchAll(/(?:from|import)\s*"([./][^"]*)"/g)) add(value ?? '');
  }
  return found;
}

const seen = new Set<string>([page]);
const queue = [page];
const fetched: Fetched[] = [];
while (queue.length > 0) {
  const path = queue.shift() as string;
  const file = await get(path);
  fetched.push(file);
  for (const reference of referencesOf(file)) {
    if (seen.has(reference)) continue;
    seen.add(reference);
    queue.push(reference);
  }
}
server.close();

const headerBytes = fetched.reduce((sum, file) => sum + file.headerBytes, 0);
const bodyBytes = fetched.reduce((sum, file) => sum + file.bodyBytes, 0);
for (const file of fetched) {
  console.log(
    `${String(file.status)} ${String(file.headerBytes).padStart(5)} B headers ${String(file.bodyBytes).padStart(7)} B body  ${file.path}`,
  );
}
console.log(
  `\n${page}: ${fetched.length} answers, ${headerBytes} B of headers + ${bodyBytes} B of bodies = ${headerBytes + bodyBytes} B`,
);
