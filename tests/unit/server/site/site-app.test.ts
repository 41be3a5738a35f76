// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseHeadersFile } from '../../../../server/site/headers-file';
import { createApp, HEADERS_FILE, pageAddress } from '../../../../server/site/site-app';

const dir = mkdtempSync(join(tmpdir(), 'server-app-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = join(dir, 'dist');
mkdirSync(join(dist, '_astro'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<h1>Testable</h1>');
writeFileSync(join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
mkdirSync(join(dist, 'admin'));
writeFileSync(join(dist, 'admin', 'index.html'), '<title>Testable content</title>');
writeFileSync(join(dist, '_astro', 'app.abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("sync", () => {})');
writeFileSync(join(dist, '_astro', 'style.abc123.css'), 'body { color: black }');
writeFileSync(join(dist, '_astro', 'font.abc123.woff2'), 'wOF2');
writeFileSync(join(dist, 'logo.png'), 'PNG');
writeFileSync(join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'dialogs.json'), '{}');
writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
writeFileSync(join(dist, '_redirects'), '/old /new 301\n');
const leadsFile = join(dir, 'leads.db');

describe('the headers server/site/site-app.ts sends', () => {
  const app = createApp({ distDir: dist, referenceHost: { leadsFile } });
  // Read here on its own, so a server that stopped reading the file would fail.
  const expected = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8')).get('/*') ?? [];

  it('has a /* block to send', () => {
    expect(expected.length).toBeGreaterThanOrEqual(9);
  });

  it.each([
    ['a page', '/', 200],
    ['a page by its file name', '/index.html', 200],
    ['an unknown page', '/nowhere', 404],
    ['the sync worker', '/sw.js', 200],
    ['an SVG image (a document when opened on its own)', '/icon.svg', 200],
  ])('are exactly the /* block of public/_headers on %s', async (_label, path, status) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    for (const [name, value] of expected) expect([name, response.headers.get(name)]).toEqual([name, value]);
  });

  // What governs a file that is not a document: the type it must be read as, and who may embed it.
  const everyAnswer = ['X-Content-Type-Options', 'Cross-Origin-Resource-Policy'];

  it.each([
    ['a script', '/_astro/app.abc123.js', 200],
    ['a stylesheet', '/_astro/style.abc123.css', 200],
    ['an image', '/logo.png', 200],
    ['a font', '/_astro/font.abc123.woff2', 200],
    ['a JSON file', '/dialogs.json', 200],
    ['an API answer', '/api/leads', 405],
    ['an API error', '/api/nowhere', 401],
  ])('are only nosniff and Cross-Origin-Resource-Policy on %s', async (_label, path, status) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    for (const [name, value] of expected) {
      expect([name, response.headers.get(name)]).toEqual([name, everyAnswer.includes(name) ? value : null]);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it.each([
    ['/', 'same-origin'],
    ['/privacy', 'same-origin'],
    ['/admin', 'same-origin-allow-popups'],
    ['/admin/', 'same-origin-allow-popups'],
    ['/admin/index.html', 'same-origin-allow-popups'],
    ['/index.html', 'same-origin'],
  ])('%s keeps other windows out as %s (the editor’s GitHub sign-in pop-up must answer it)', async (path, policy) => {
    expect((await app.request(path)).headers.get('cross-origin-opener-policy')).toBe(policy);
  });

  it.each([
    ['/', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/_astro/app.abc123.js', 'public, max-age=31536000, immutable'],
    ['/api/leads', 'no-store'],
  ])('%s is cached as %s', async (path, cache) => {
    expect((await app.request(path)).headers.get('cache-control')).toBe(cache);
  });
});

describe('pageAddress', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/admin', '/admin'],
    ['/admin/', '/admin'],
    ['/admin/index.html', '/admin'],
    ['/admin/config.yml', '/admin/config.yml'],
    ['/sw.js', '/sw.js'],
  ])('%s is the page %s', (path, address) => {
    expect(pageAddress(path)).toBe(address);
  });
});

describe('public/_headers for CDNs, which match each address on its own', () => {
  it('gives the content editor the same opener policy at each of its addresses', () => {
    const blocks = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'));
    for (const path of ['/admin', '/admin/', '/admin/index.html']) {
      expect([path, blocks.get(path)]).toEqual([path, [['Cross-Origin-Opener-Policy', 'same-origin-allow-popups']]]);
    }
  });
});

describe('the sync worker’s answer', () => {
  const app = createApp({ distDir: dist, referenceHost: { leadsFile } });

  it('is a script, asked for again on every update check, and so in public/_headers for CDNs too', async () => {
    const response = await app.request('/sw.js');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8')).get('/sw.js')).toEqual([['Cache-Control', 'no-cache']]);
  });

  it('carries no policy that would stop the worker posting a lead to the webhook’s origin', async () => {
    // A worker's Content-Security-Policy is the one its script is served with, and fetch()
    // answers to connect-src, else default-src.
    const policy = (await app.request('/sw.js')).headers.get('content-security-policy') ?? '';
    const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/)[0]);
    expect(directives).not.toContain('connect-src');
    expect(directives).not.toContain('default-src');
    expect(directives).toContain('frame-ancestors');
  });
});

describe('the CDN’s configuration files in dist/', () => {
  const app = createApp({ distDir: dist, referenceHost: { leadsFile } });

  it.each([
    ['GET', '/_headers'],
    ['HEAD', '/_headers'],
    ['GET', '/_redirects'],
    ['GET', '/_Headers'],
    ['GET', '/%5Fheaders'],
    ['GET', '/_headers/'],
  ])('%s %s is the normal 404 page, never the file', async (method, path) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await response.text();
    expect(text).not.toContain('X-Frame-Options');
    expect(text).not.toContain('/old');
    if (method === 'GET') expect(text).toContain('Oops! Page not found');
  });
});

describe('a dist/ without 404.html', () => {
  it('starts, and answers unknown addresses with a plain-text 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const empty = mkdtempSync(join(dir, 'empty-'));
    const app = createApp({ distDir: empty, referenceHost: false });
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found');
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await app.request('/again')).status).toBe(404);
  });
});
