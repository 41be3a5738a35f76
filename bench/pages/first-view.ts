/**
 * Bytes on the wire (gzip, as the server sends them) of a page's first view in a cold browser:
 * the first flight (the HTML and the stylesheets that block its first paint), the JavaScript
 * run on first view, split into React's runtime and the site's own code, and what the page
 * fetches at idle without running it (prefetch: the dialogs' code and styles).
 */
import { type Browser, chromium } from '@playwright/test';
import { DIALOG_COPY_URL } from '../../src/lib/api/dialog-copy.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.ts';
import { PHONE_VIEWPORT, STORED_PLAN, seedStorage } from './browser.ts';

export interface FirstViewBytes {
  firstFlight: number;
  html: number;
  blockingCss: number;
  jsFramework: number;
  jsOwn: number;
  css: number;
  prefetched: number;
}

/**
 * React's production builds point their errors at react.dev or name its element symbols; the
 * bundler's own helpers (the CommonJS wrapper React needs, the preloader of lazy chunks) and
 * Astro's island runtime (a file the build writes, integrations/page-loader.ts) come with it.
 * Everything else, the site's code and its small libraries, is the site's own.
 */
const isFramework = (path: string, source: string) =>
  source.includes('react.dev/errors') ||
  source.includes('Symbol.for("react.') ||
  /\/(rolldown-runtime|preload-helper|island-runtime)\.[\w-]+\.js$/.test(path);

/**
 * Runs in the page: the stylesheets linked in the <head> when the HTML has been parsed, before
 * any island can add one. They hold back the first paint (a <noscript> link is not an element
 * when scripts run).
 */
function recordBlockingStylesheets() {
  document.addEventListener('DOMContentLoaded', () => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const blocking = links.filter((link) => link.media === '' || link.media === 'all' || link.media === 'screen');
    Object.assign(window, { blockingStylesheets: blocking.map((link) => new URL(link.href).pathname) });
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

interface Fetched {
  kind: string;
  path: string;
  size: number;
  source: string;
}

/**
 * Loads a page in a cold context and lists what came over the wire. Without `idleFetches`, the
 * dialogs' list (dialogs.json) is refused, so the page fetches nothing for a later click.
 */
async function load(browser: Browser, url: string, idleFetches: boolean) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(seedStorage, STORED_PLAN);
  await page.addInitScript(recordBlockingStylesheets);
  if (!idleFetches) await page.route(`**${DIALOG_COPY_URL}`, (route) => route.abort());
  const fetched: Promise<Fetched>[] = [];
  page.on('requestfinished', (request) => {
    fetched.push(
      (async () => {
        const kind = request.resourceType();
        // Negative for an answer from the cache (a preload of a file already loaded): nothing on the wire.
        const size = Math.max(0, (await request.sizes()).responseBodySize);
        const source = kind === 'script' ? ((await (await request.response())?.text()) ?? '') : '';
        return { kind, path: new URL(request.url()).pathname, size, source };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000); // islands waiting for idle hydrate after load
  const requests = await Promise.all(fetched);
  const blocking = await page.evaluate(
    () => (window as unknown as { blockingStylesheets: string[] }).blockingStylesheets,
  );
  await context.close();
  return { requests, blocking };
}

const wireBytes = (requests: readonly Fetched[]) => requests.reduce((sum, request) => sum + request.size, 0);

/**
 * The first view is the page loaded without its idle fetches; what those fetch for a later click
 * is the difference from a normal load. (Timing cannot tell them apart: islands that hydrate at
 * idle load React at the same moment.)
 */
export async function firstViewBytes(browser: Browser, url: string): Promise<FirstViewBytes> {
  const { requests, blocking } = await load(browser, url, false);
  const withIdleFetches = await load(browser, url, true);
  const bytes = {
    html: 0,
    jsFramework: 0,
    jsOwn: 0,
    css: 0,
    prefetched: Math.max(0, wireBytes(withIdleFetches.requests) - wireBytes(requests)),
  };
  for (const { kind, path, size, source } of requests) {
    if (kind === 'document') bytes.html += size;
    else if (kind === 'stylesheet') bytes.css += size;
    else if (kind === 'script' && isFramework(path, source)) bytes.jsFramework += size;
    else if (kind === 'script') bytes.jsOwn += size;
  }
  const blockingCss = wireBytes(requests.filter((request) => blocking.includes(request.path)));
  return { firstFlight: bytes.html + blockingCss, blockingCss, ...bytes };
}
