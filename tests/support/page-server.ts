/**
 * A local web server of saved pages for the page reader to read (tests/support/pages/), and the
 * awkward answers real sites give: redirects, errors, other types, a page that never ends, one
 * that is far too long. It records every request, so a test can show that a refused address
 * was never asked. Run as a command (`node tests/support/page-server.ts`, PORT and HOST from
 * the environment) it serves the end-to-end tests.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));

export interface PageServer {
  origin: string;
  port: number;
  /** Paths asked for, in order, with the User-Agent that asked. */
  requests: { path: string; userAgent: string }[];
  close(): Promise<void>;
}

const html = (response: ServerResponse, body: string | Uint8Array, type = 'text/html; charset=utf-8') =>
  response.writeHead(200, { 'content-type': type }).end(body);

/**
 * The SaaS page with its sections repeated to `kib` KiB: a real page's mix of headings, links,
 * prose, forms and buttons at any size (the bench reads one of 1 MiB).
 */
export function sizedPage(kib: number): string {
  const saved = readFileSync(`${PAGES}saas.html`, 'utf8');
  const main = saved.slice(saved.indexOf('<main>'), saved.indexOf('</main>') + '</main>'.length);
  const [head = '', tail = ''] = saved.split(main);
  const room = kib * 1024 - head.length - tail.length;
  return `${head}${main.repeat(Math.max(1, Math.floor(room / main.length)))}${tail}`;
}

/** Scripted answers, by path. */
function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://pages');
  const path = url.pathname;
  if (path === '/redirect') {
    response.writeHead(302, { location: url.searchParams.get('to') ?? '/saas.html' }).end();
    return;
  }
  if (path.startsWith('/loop/')) {
    const hop = Number(path.slice('/loop/'.length)) || 0;
    response.writeHead(301, { location: `/loop/${hop + 1}` }).end();
    return;
  }
  if (path.startsWith('/status/')) {
    response
      .writeHead(Number(path.slice('/status/'.length)) || 500, { 'content-type': 'text/html' })
      .end('<h1>Down</h1>');
    return;
  }
  if (path === '/report.pdf') {
    response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    return;
  }
  if (path === '/slow') {
    // Starts a page and never finishes it: the reader's deadline must end the read.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><head><title>Slow</title>');
    return;
  }
  if (path.startsWith('/sized/')) {
    html(response, sizedPage(Number(path.slice('/sized/'.length)) || 1));
    return;
  }
  if (path === '/huge') {
    // 8 MB of paragraphs, written as fast as the reader takes them.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><head><title>Huge</title></head><body>');
    let left = 8 * 1024;
    const block = `<p>${'lorem ipsum dolor '.repeat(56)}</p>`;
    const pump = () => {
      while (left > 0 && !response.destroyed) {
        left -= 1;
        if (!response.write(block)) return void response.once('drain', pump);
      }
      response.end('</body></html>');
    };
    pump();
    return;
  }
  // `/shop`, `/shop/` and `/shop.html` are the saved page shop.html.
  const name = (
    path === '/'
      ? 'saas'
      : path
          .slice(1)
          .replace(/\/$/, '')
          .replace(/\.html$/, '')
  ).replace(/[^a-z0-9-]/g, '');
  try {
    html(response, readFileSync(`${PAGES}${name}.html`));
  } catch {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  }
}

export async function startPageServer(host = '127.0.0.1', port = 0): Promise<PageServer> {
  const requests: PageServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '/', userAgent: request.headers['user-agent'] ?? '' });
    answer(request, response);
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${bound}`,
    port: bound,
    requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = await startPageServer(process.env['HOST'] ?? '127.0.0.1', Number(process.env['PORT'] ?? 4399));
  console.log(`pages at ${started.origin}`);
}
