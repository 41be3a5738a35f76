// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fileEtag, isNotModified, matchesIfNoneMatch, unmodifiedSince } from '../../../../server/site/conditional-get';
import { createApp } from '../../../../server/site/site-app';

const ETAG = 'W/"1a2b-65f0c3a1"';
const MODIFIED = 'Tue, 12 Mar 2024 10:00:00 GMT';

describe('fileEtag', () => {
  it('is weak, from the size and the whole seconds of the modification time', () => {
    expect(fileEtag(6699, MODIFIED)).toBe(`W/"1a2b-${(Date.parse(MODIFIED) / 1000).toString(16)}"`);
    expect(fileEtag(0, MODIFIED)).toMatch(/^W\/"0-[0-9a-f]+"$/);
  });

  it.each([
    [Number.NaN, MODIFIED],
    [-1, MODIFIED],
    [12, 'not a date'],
  ])('is none for size %s and date %j', (size, date) => {
    expect(fileEtag(size, date)).toBeNull();
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    [ETAG, true],
    ['"1a2b-65f0c3a1"', true],
    ['*', true],
    [' "x", W/"1a2b-65f0c3a1" ,"y"', true],
    ['"x",*', true],
    ['', false],
    ['"1a2b-65f0c3a2"', false],
    ['W/"1A2B-65F0C3A1"', false],
    ['1a2b-65f0c3a1', false],
    ['W/ "1a2b-65f0c3a1"', false],
  ])('%j → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, ETAG)).toBe(expected);
  });

  const tag = fc.stringMatching(/^[0-9a-f]{1,12}-[0-9a-f]{1,12}$/).map((opaque) => `"${opaque}"`);
  const space = fc.constantFrom('', ' ', '  ', '\t');
  const listed = (tags: string[], spaces: string[]) =>
    tags.map((item, index) => `${spaces[index] ?? ''}${item}`).join(',');

  it('finds our tag, weak or strong, anywhere in any list', () => {
    fc.assert(
      fc.property(
        tag,
        fc.array(tag, { maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        fc.array(space, { maxLength: 9 }),
        (ours, others, at, weak, spaces) => {
          const tags = [...others];
          tags.splice(at % (others.length + 1), 0, weak ? `W/${ours}` : ours);
          expect(matchesIfNoneMatch(listed(tags, spaces), `W/${ours}`)).toBe(true);
        },
      ),
    );
  });

  it('never matches a list without our tag or *, and never throws', () => {
    fc.assert(
      fc.property(tag, fc.array(fc.oneof(tag, fc.string({ maxLength: 20 })), { maxLength: 8 }), (ours, others) => {
        const header = others.join(',');
        fc.pre(!header.includes(ours.slice(1, -1)) && !header.includes('*'));
        expect(matchesIfNoneMatch(header, `W/${ours}`)).toBe(false);
      }),
    );
  });
});

describe('unmodifiedSince', () => {
  it.each([
    [MODIFIED, true],
    ['Tue, 12 Mar 2024 10:00:01 GMT', true],
    ['Tue, 12 Mar 2024 09:59:59 GMT', false],
    ['yesterday', false],
    ['', false],
    [`${MODIFIED}${' '.repeat(100)}`, false],
  ])('If-Modified-Since %j → %s', (header, expected) => {
    expect(unmodifiedSince(header, MODIFIED)).toBe(expected);
  });

  it('is true exactly when the file is not newer than the date, for any two dates', () => {
    const date = fc.integer({ min: 0, max: 4_102_444_800 }).map((seconds) => new Date(seconds * 1000).toUTCString());
    fc.assert(
      fc.property(date, date, (since, modified) => {
        expect(unmodifiedSince(since, modified)).toBe(Date.parse(modified) <= Date.parse(since));
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => typeof unmodifiedSince(text, MODIFIED) === 'boolean'),
    );
  });
});

describe('isNotModified', () => {
  const validators = { etag: ETAG, lastModified: MODIFIED };
  it.each<[string, { ifNoneMatch?: string; ifModifiedSince?: string }, boolean]>([
    ['no conditions', {}, false],
    ['a matching tag', { ifNoneMatch: ETAG }, true],
    ['another tag', { ifNoneMatch: '"other"' }, false],
    ['a matching date', { ifModifiedSince: MODIFIED }, true],
    ['an older date', { ifModifiedSince: 'Mon, 11 Mar 2024 10:00:00 GMT' }, false],
    [
      'another tag with a matching date (the tag decides)',
      { ifNoneMatch: '"other"', ifModifiedSince: MODIFIED },
      false,
    ],
    ['a matching tag with an older date (the tag decides)', { ifNoneMatch: ETAG, ifModifiedSince: 'x' }, true],
  ])('%s → %s', (_label, conditions, expected) => {
    expect(isNotModified(conditions, validators)).toBe(expected);
  });

  it('is never true without the validator asked about', () => {
    expect(isNotModified({ ifNoneMatch: ETAG }, { etag: null, lastModified: MODIFIED })).toBe(false);
    expect(isNotModified({ ifModifiedSince: MODIFIED }, { etag: ETAG, lastModified: null })).toBe(false);
  });
});

describe('the static files and pages of server/site/site-app.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-conditional-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'index.html'), `<h1>Testable</h1>${'<p>words</p>'.repeat(200)}`);
  writeFileSync(join(dir, '404.html'), '<h1>Oops! Page not found</h1>');
  writeFileSync(join(dir, '_astro', 'app.abc123.js'), `console.log(${'1+'.repeat(1000)}1)`);
  const fixed = new Date(MODIFIED);
  for (const file of ['index.html', '_astro/app.abc123.js']) utimesSync(join(dir, file), fixed, fixed);
  const app = createApp({ distDir: dir, referenceHost: false });
  const gzip = { 'accept-encoding': 'gzip' };

  it.each([
    ['a page', '/'],
    ['an asset', '/_astro/app.abc123.js'],
  ])('%s carries a weak ETag and Last-Modified, compressed or not', async (_label, path) => {
    const plain = await app.request(path);
    const compressed = await app.request(path, { headers: gzip });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    for (const response of [plain, compressed]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers.get('last-modified')).toBe(MODIFIED);
    }
    expect(compressed.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it.each([
    ['GET', '/', 'no-cache'],
    ['HEAD', '/', 'no-cache'],
    ['GET', '/_astro/app.abc123.js', 'public, max-age=31536000, immutable'],
  ])('%s %s answers 304, with no body, to the ETag it sent', async (method, path, cache) => {
    const first = await app.request(path, { headers: gzip });
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request(path, { method, headers: { ...gzip, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(cache);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-length', 'content-encoding', 'content-type'])
      expect(again.headers.get(name)).toBeNull();
  });

  it.each<[string, Record<string, string>, number]>([
    ['an If-Modified-Since of the file’s date', { 'if-modified-since': MODIFIED }, 304],
    ['a later If-Modified-Since', { 'if-modified-since': 'Wed, 13 Mar 2024 10:00:00 GMT' }, 304],
    ['an earlier If-Modified-Since', { 'if-modified-since': 'Mon, 11 Mar 2024 10:00:00 GMT' }, 200],
    ['another ETag', { 'if-none-match': 'W/"0-0"' }, 200],
    ['another ETag and the file’s date', { 'if-none-match': 'W/"0-0"', 'if-modified-since': MODIFIED }, 200],
  ])('a page asked for with %s → %d', async (_label, headers, status) => {
    const response = await app.request('/', { headers });
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.text()).toContain('Testable');
  });

  it('answers the 404 page whatever the conditions', async () => {
    const response = await app.request('/nowhere', {
      headers: { 'if-none-match': '*', 'if-modified-since': MODIFIED },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('gives a file a new ETag when it changes', async () => {
    const before = (await app.request('/_astro/app.abc123.js')).headers.get('etag');
    writeFileSync(join(dir, '_astro', 'app.abc123.js'), 'console.log(2)');
    const after = await app.request('/_astro/app.abc123.js', { headers: { 'if-none-match': before ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});
