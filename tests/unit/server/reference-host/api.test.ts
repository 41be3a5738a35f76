// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReferenceHost,
  type ReferenceHostOptions,
  referenceHostOptionsFromEnv,
} from '../../../../server/reference-host/node-host';
import { leadsFileForAll } from '../../../support/lead-database';
import { type PageServer, startPageServer } from '../../../support/page-server';
import { API_KEY, CHAT_GREETING, chatBody, getJson, JSON_HEADERS, postJson, readBody } from './helpers';

const leadsFile = leadsFileForAll('reference-host-api-');

describe('x-api-key', () => {
  const app = createReferenceHost({ leadsFile });
  const calls: [string, (headers: Record<string, string>) => Promise<Response>][] = [
    ['POST /api/analyze', (headers) => postJson(app, '/api/analyze', { url: 'https://example.com' }, headers)],
    ['POST /api/chatasync', (headers) => postJson(app, '/api/chatasync', chatBody('hi'), headers)],
    ['GET /api/chatasync/status/x', (headers) => getJson(app, '/api/chatasync/status/x', headers)],
  ];
  const badKeys: [string, Record<string, string>][] = [
    ['missing', { 'content-type': 'application/json' }],
    ['empty', { 'x-api-key': '', 'content-type': 'application/json' }],
    ['wrong', { 'x-api-key': 'nope', 'content-type': 'application/json' }],
    ['wrong case', { 'x-api-key': API_KEY.toUpperCase(), 'content-type': 'application/json' }],
    ['with a suffix', { 'x-api-key': `${API_KEY}x`, 'content-type': 'application/json' }],
  ];

  describe.each(calls)('%s', (_name, call) => {
    it.each(badKeys)('answers 401 JSON when the key is %s', async (_label, headers) => {
      const response = await call(headers);
      expect(response.status).toBe(401);
      expect(await readBody(response)).toEqual({ error: expect.any(String) });
    });

    it('passes the right key', async () => {
      expect((await call(JSON_HEADERS)).status).not.toBe(401);
    });
  });

  it('checks the key before reading the body', async () => {
    const response = await postJson(app, '/api/analyze', 'not json', { 'x-api-key': 'nope' });
    expect(response.status).toBe(401);
  });

  it('uses the configured key instead of the default', async () => {
    const custom = createReferenceHost({ apiKey: 'secret', leadsFile });
    expect((await postJson(custom, '/api/analyze', { url: 'https://example.com' })).status).toBe(401);
    const response = await postJson(custom, '/api/analyze', { url: 'https://example.com' }, { 'x-api-key': 'secret' });
    expect(response.status).toBe(200);
  });
});

describe('referenceHostOptionsFromEnv', () => {
  it.each([
    [{}, { apiKey: 'local-dev-key', taskDelayMs: 800, leadsFile: 'data/leads.db' }],
    [
      { PUBLIC_ANALYSIS_API_KEY: ' k ', REFERENCE_HOST_DELAY_MS: '0', LEADS_FILE: '/tmp/x.jsonl' },
      { apiKey: 'k', taskDelayMs: 0, leadsFile: '/tmp/x.jsonl' },
    ],
    [{ REFERENCE_HOST_DELAY_MS: '1500' }, { apiKey: 'local-dev-key', taskDelayMs: 1500, leadsFile: 'data/leads.db' }],
    [{ REFERENCE_HOST_DELAY_MS: 'fast' }, { apiKey: 'local-dev-key', taskDelayMs: 800, leadsFile: 'data/leads.db' }],
    [{ REFERENCE_HOST_DELAY_MS: '-5' }, { apiKey: 'local-dev-key', taskDelayMs: 800, leadsFile: 'data/leads.db' }],
    [{ REFERENCE_HOST_DELAY_MS: '1e9' }, { apiKey: 'local-dev-key', taskDelayMs: 800, leadsFile: 'data/leads.db' }],
  ])('%j → %j', (env, expected) => {
    expect(referenceHostOptionsFromEnv(env)).toMatchObject(expected);
  });

  it.each([
    [undefined, undefined],
    ['40', 40],
    [' 1 ', 1],
    ['4000', 4000],
    ['4001', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['2.5', undefined],
    ['hard', undefined],
  ])('ALTCHA_MAX_COUNTER %j → %j', (value, expected) => {
    const options = referenceHostOptionsFromEnv(value === undefined ? {} : { ALTCHA_MAX_COUNTER: value });
    expect(options.botCheckMaxCounter).toBe(expected);
  });
});

describe('bad bodies', () => {
  const app = createReferenceHost({ leadsFile });

  it.each(['', '{', 'hello', '{"url": }', "{'url': 'x'}"])('answers 400 JSON to the non-JSON body %j', async (body) => {
    for (const path of ['/api/analyze', '/api/chatasync']) {
      const response = await postJson(app, path, body);
      expect(response.status).toBe(400);
      expect(await readBody(response)).toEqual({ error: expect.any(String) });
    }
  });

  it.each([
    ['null', null],
    ['an array', [{ url: 'https://example.com' }]],
    ['a string', 'https://example.com'],
    ['no url', {}],
    ['a number url', { url: 42 }],
    ['an object url', { url: { href: 'https://example.com' } }],
    ['a huge url', { url: `https://example.com/${'a'.repeat(5000)}` }],
  ])('analyze answers 400 to %s', async (_label, body) => {
    const response = await postJson(app, '/api/analyze', JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['not an object', []],
    ['no conversation', { current_state: null }],
    ['a string conversation', { conversation: 'hi', current_state: null }],
    ['an empty conversation', { conversation: [], current_state: null }],
    ['an unknown role', { conversation: [{ role: 'system', content: 'x' }], current_state: null }],
    ['non-text content', { conversation: [{ role: 'user', content: 42 }], current_state: null }],
    ['a null message', { conversation: [null], current_state: null }],
    ['no new user message', { conversation: [{ role: 'user', content: 'x' }, CHAT_GREETING], current_state: null }],
    ['a string state', { ...chatBody('x'), current_state: 'plan' }],
    ['an array state', { ...chatBody('x'), current_state: [] }],
    ['a number state', { ...chatBody('x'), current_state: 7 }],
    ['too many messages', { conversation: Array.from({ length: 401 }, () => ({ role: 'user', content: '' })) }],
  ])('chatasync answers 400 to %s', async (_label, body) => {
    const response = await postJson(app, '/api/chatasync', body);
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ error: expect.any(String) });
  });

  it('answers 413 JSON to a body over 64 KiB announced by Content-Length', async () => {
    for (const path of ['/api/analyze', '/api/chatasync']) {
      const response = await postJson(app, path, { url: 'x'.repeat(64 * 1024) });
      expect(response.status).toBe(413);
      expect(await readBody(response)).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 413 JSON to a streamed body over 64 KiB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/api/analyze', {
      method: 'POST',
      headers: JSON_HEADERS,
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await app.request(request);
    expect(response.status).toBe(413);
  });

  it('accepts a body just under the limit', async () => {
    const content = 'x'.repeat(60 * 1024);
    const response = await postJson(app, '/api/chatasync', chatBody(content));
    expect(response.status).toBe(202);
  });

  it('answers JSON 405 and 404 for other methods and paths under /api', async () => {
    const wrongMethod = await getJson(app, '/api/analyze');
    expect(wrongMethod.status).toBe(405);
    expect(await readBody(wrongMethod)).toEqual({ error: expect.any(String) });
    const unknown = await getJson(app, '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await readBody(unknown)).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/analyze', () => {
  let pages: PageServer;
  beforeAll(async () => {
    pages = await startPageServer();
  });
  afterAll(() => pages.close());

  /** A resolver of its own, so that nothing here asks the network: one name points at this machine. */
  const resolve = async (name: string) => {
    if (name === 'looks-public.example.com') return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
  const host = (options: ReferenceHostOptions = {}) =>
    createReferenceHost({ leadsFile, analysesPerMinute: 1000, resolve, ...options });
  const analyze = async (app: ReturnType<typeof host>, url: string) =>
    readBody(await postJson(app, '/api/analyze', { url }));

  it('reads the page through ANALYSIS_ALLOW_HOSTS, says what it read and proposes the description', async () => {
    const body = await analyze(host({ analysisAllowHosts: '127.0.0.1' }), `${pages.origin}/saas.html`);
    expect(body['status']).toBe('success');
    expect(body['response']).toContain(
      `I read ${pages.origin}/saas.html. Its title is “Shiftly — Rotas for small clinics”`,
    );
    expect(body['initial_state']).toMatchObject({
      app_description: { value: expect.stringContaining('Shiftly plans staff rotas') },
      user_types: [],
      app_page: { kind: 'saas', groups: ['Clinics', 'Staff'] },
    });
  });

  it.each([
    ['a private address', (origin: string) => `${origin}/saas.html`],
    [
      'a public-looking name that resolves to this machine',
      (origin: string) => origin.replace('127.0.0.1', 'looks-public.example.com'),
    ],
  ])('%s, not allowed: an honest reply, and no request', async (_, address) => {
    const before = pages.requests.length;
    const body = await analyze(host(), address(pages.origin));
    expect(body['status']).toBe('success');
    expect(body['response']).toContain(
      "on a private network, which I don't open from the internet, so I haven't read anything from it.",
    );
    expect(body['initial_state']).toEqual({ user_types: [] });
    expect(pages.requests.length).toBe(before);
  });

  it.each([
    ['a name that does not resolve', 'https://nowhere.example.org/'],
    ['not a URL', 'example.com'],
    ['blank', '   '],
    ['not http(s)', 'ftp://example.com/'],
    ['a script', 'javascript:alert(1)'],
    ['credentials', 'https://user:secret@example.com/'],
  ])('does not reach %s (200 with status error)', async (_label, url) => {
    const response = await postJson(host(), '/api/analyze', { url });
    expect(response.status).toBe(200);
    const body = await readBody(response);
    expect(body['status']).toBe('error');
    expect(body['error']).toEqual(expect.any(String));
  });

  it('answers 429 with Retry-After past the analyses a client may ask for in a minute', async () => {
    const app = host({ analysesPerMinute: 2 });
    for (let i = 0; i < 2; i += 1)
      expect((await postJson(app, '/api/analyze', { url: 'https://nowhere.example.org/' })).status).toBe(200);
    const limited = await postJson(app, '/api/analyze', { url: 'https://nowhere.example.org/' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await readBody(limited)).toEqual({ error: expect.any(String) });
  });
});
