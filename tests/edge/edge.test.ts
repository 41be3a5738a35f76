// @vitest-environment node
/**
 * The same product on Cloudflare's edge: dist/ and functions/ on workerd with a local D1
 * (tests/support/edge-server.ts), offline. Its headers mean what the site's own server sends for
 * every kind of address; /api/* answers as on one machine, its leads and chat turns in D1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WRANGLER_OFFLINE } from '../../server/lead-sink/wrangler-d1';
import { hashPassword } from '../../server/ops/password';
import { createReferenceHost, type ReferenceHostOptions } from '../../server/reference-host/node-host';
import { createApp } from '../../server/site/site-app';
import { CSV_COLUMNS } from '../../server/sql/lead-columns';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../tools/chromium';
import { applyMigrations, type EdgeServer, prepareSite, startEdge } from '../support/edge-server';
import { DESCRIBED } from '../support/model-conversation';
import { REPLIES, startModelServer } from '../support/model-server';
import { type PageServer, startPageServer } from '../support/page-server';
import { proofOfWork, solved, TEST_KEY } from '../support/proof-of-work';

const PORT = Number(process.env['EDGE_PORT'] ?? 4481);
const work = mkdtempSync(join(tmpdir(), 'edge-'));
const site = join(work, 'site');
const state = join(work, 'state');
let edge: EdgeServer;
let node: ServerType;
let pages: PageServer;
/** The saved pages are served from this machine, which both page readers may read only when told. */
const READ_LOCAL_PAGES = { ANALYSIS_ALLOW_HOSTS: '127.0.0.1', ANALYSES_PER_MINUTE: '1000' };
/** The console's password, and its hash as the Pages project's variable holds it. */
const OPS_PASSWORD = 'edge console password';
let edgeVariables: Record<string, string> = READ_LOCAL_PAGES;
const nodeUrl = `http://127.0.0.1:${PORT + 1}`;

beforeAll(async () => {
  prepareSite(site);
  applyMigrations(state);
  pages = await startPageServer();
  // Fewer iterations than the command's: the same check, quicker.
  edgeVariables = {
    ...READ_LOCAL_PAGES,
    OPS_PASSWORD_HASH: await hashPassword(OPS_PASSWORD, 1_000),
    ALTCHA_HMAC_KEY: TEST_KEY,
  };
  edge = await startEdge(site, state, PORT, edgeVariables);
  node = serve({
    fetch: createApp({
      distDir: 'dist',
      referenceHost: {
        leadsFile: join(work, 'node-leads.db'),
        analysisAllowHosts: '127.0.0.1',
        analysesPerMinute: 1000,
      },
    }).fetch,
    port: PORT + 1,
    hostname: '127.0.0.1',
  });
});
afterAll(async () => {
  await edge?.stop();
  await pages?.close();
  node?.close();
  rmSync(work, { recursive: true, force: true });
});

const asset = `/_astro/${readdirSync('dist/_astro').find((name) => name.endsWith('.js'))}`;
/** The headers that decide what a browser or a cache may do with an answer. */
const POLICY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
];

/** Cache-Control by what it asks: kept for good, revalidated every time, or as sent. */
function caching(value: string | null): string | null {
  if (value === null) return null;
  if (/immutable/.test(value)) return 'kept for good';
  if (/no-cache|max-age=0/.test(value)) return 'revalidated';
  return value;
}

async function headersOf(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    policies: Object.fromEntries(POLICY_HEADERS.map((name) => [name, response.headers.get(name)])),
    caching: caching(response.headers.get('cache-control')),
  };
}

describe('headers: workerd against the site’s own server', () => {
  it.each([
    ['a page', '/'],
    ['another page', '/privacy/'],
    ['the content editor', '/admin/'],
    ['the sync worker', '/sw.js'],
    ['an unknown address', '/nowhere'],
  ])('%s (%s): the same status, policies and caching', async (_, path) => {
    const [onEdge, onNode] = await Promise.all([headersOf(edge.url, path), headersOf(nodeUrl, path)]);
    expect(onEdge).toEqual(onNode);
  });

  it('a hashed asset: kept for good, with every header the site’s own server sends', async () => {
    const [onEdge, onNode] = await Promise.all([headersOf(edge.url, asset), headersOf(nodeUrl, asset)]);
    expect(onEdge.status).toBe(200);
    expect(onEdge.caching).toBe('kept for good');
    // The server leaves out what only takes effect on a document; Cloudflare sends the /* block whole.
    for (const [name, value] of Object.entries(onNode.policies))
      if (value !== null) expect(onEdge.policies[name]).toBe(value);
  });

  it('the content editor gets one opener policy, the one that lets its sign-in pop-up answer', async () => {
    const response = await fetch(`${edge.url}/admin/`);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('an unknown address is a real 404 with the site’s 404 page', async () => {
    const response = await fetch(`${edge.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>');
  });
});

const leadBody = async (submission_id: string, altcha?: string) =>
  new URLSearchParams({
    email: 'ada@example.com',
    url: 'https://ada-app.example/',
    message: 'Expression of interest',
    site: 'https://testable.example/',
    submission_id,
    altcha: altcha ?? (await proofOfWork()),
  }).toString();
const postLead = async (submission_id: string, to = edge, altcha?: string) =>
  fetch(`${to.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: to.url },
    body: await leadBody(submission_id, altcha),
  });

describe('the lead sink on D1', () => {
  it('on a D1 whose migrations were never applied: 500 to the page, which keeps the lead, and one log line naming the fix', async () => {
    const unmigrated = await startEdge(site, join(work, 'unmigrated-state'), PORT + 2, { ALTCHA_HMAC_KEY: TEST_KEY });
    try {
      for (const id of ['never-1', 'never-2']) {
        const answer = await postLead(id, unmigrated);
        expect(answer.status).toBe(500);
        expect(await answer.json()).toEqual({ error: 'The lead store is not set up; the lead was not stored.' });
      }
      // The Function's log reaches wrangler's output a moment after the answer.
      const told = () => unmigrated.output().match(/\[lead sink\] Leads cannot be stored: [^\n]*/g) ?? [];
      await vi.waitFor(() => expect(told()).not.toEqual([]), { timeout: 10_000 });
      expect(told()).toHaveLength(1);
      expect(told()[0]).toMatch(
        /no lead table.*To fix it, apply the migrations: npx wrangler d1 migrations apply testable --remote\./,
      );
    } finally {
      await unmigrated.stop();
    }
  });

  it('stores a lead, acknowledges its repeat as a duplicate, and keeps it through a restart', async () => {
    const first = await postLead('edge-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ ok: true });
    expect(await (await postLead('edge-1')).json()).toEqual({ ok: true, duplicate: true });
    expect(edge.query("SELECT email, submission_id FROM leads WHERE submission_id = 'edge-1'")).toEqual([
      { email: 'ada@example.com', submission_id: 'edge-1' },
    ]);

    await edge.stop();
    edge = await startEdge(site, state, PORT, edgeVariables);
    expect(await (await postLead('edge-1')).json()).toEqual({ ok: true, duplicate: true });

    // The operator's list: npm run leads -- --d1 --local.
    const csv = execFileSync(process.execPath, ['tools/leads-csv.ts', '--d1', '--local'], {
      env: { ...process.env, ...WRANGLER_OFFLINE, LEADS_D1_STATE: state },
      encoding: 'utf8',
    });
    const [header, ...rows] = parse(csv) as string[][];
    expect(header).toEqual(CSV_COLUMNS);
    expect(rows.map((row) => row.slice(1))).toEqual([
      [
        'ada@example.com',
        'https://ada-app.example/',
        'Expression of interest',
        'https://testable.example/',
        'edge-1',
        '',
        '',
        'waitlist',
        'not needed',
      ],
    ]);
  });

  it('serves challenges, takes a lead with a proof solved from one, and refuses that proof for another submission', async () => {
    const challenge = await fetch(`${edge.url}/api/altcha`);
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const altcha = await solved(await challenge.json());
    expect(await (await postLead('edge-proof-1', edge, altcha)).json()).toEqual({ ok: true });
    expect(await (await postLead('edge-proof-1', edge, altcha)).json()).toEqual({ ok: true, duplicate: true });
    const replayed = await postLead('edge-proof-2', edge, altcha);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ reason: 'bot-check' });
    const missing = await postLead('edge-proof-3', edge, '');
    expect(missing.status).toBe(400);
    expect(edge.query("SELECT count(*) AS n FROM leads WHERE submission_id LIKE 'edge-proof-%'")).toEqual([{ n: 1 }]);
  });

  it('refuses another site’s page, as on one machine', async () => {
    const response = await fetch(`${edge.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: await leadBody('edge-foreign'),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a throwaway email service’s address, as on one machine: the list is in the bundle', async () => {
    const response = await fetch(`${edge.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: edge.url },
      body: new URLSearchParams({ email: 'ada@inbox.mailinator.com', message: 'Hi', site: edge.url }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'email is a disposable address.', reason: 'disposable' });
  });
});

describe('the founder count and the console on D1', () => {
  const basic = `Basic ${btoa(`ops:${OPS_PASSWORD}`)}`;
  const reserve = async (email: string, submission_id: string) =>
    fetch(`${edge.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: edge.url },
      body: new URLSearchParams({
        email,
        message: 'Founder reservation',
        site: edge.url,
        submission_id,
        plan: '{}',
        altcha: await proofOfWork(),
      }),
    });
  const taken = async () => ((await (await fetch(`${edge.url}/api/founders`)).json()) as { taken: number }).taken;

  it('counts each address that reserves once, and names its spot', async () => {
    const before = await taken();
    const first = (await (await reserve('founder-1@example.com', 'edge-founder-1')).json()) as {
      founder: { number: number; already: boolean };
    };
    expect(first.founder).toEqual({ number: before + 1, already: false });
    expect(await (await reserve('FOUNDER-1@example.com', 'edge-founder-2')).json()).toMatchObject({
      founder: { number: before + 1, already: true },
    });
    expect(await taken()).toBe(before + 1);
  });

  it('refuses a reservation sent again under its submission_id with another address, which learns nothing', async () => {
    expect((await reserve('replay-1@example.com', 'edge-replay-1')).status).toBe(200);
    const replay = await reserve('victim@example.com', 'edge-replay-1');
    expect(replay.status).toBe(409);
    expect(Object.keys((await replay.json()) as object)).toEqual(['error']);
    expect(edge.query("SELECT count(*) AS n FROM leads WHERE email_key = 'victim@example.com'")).toEqual([{ n: 0 }]);
    expect(edge.query("SELECT count(*) AS n FROM confirmations WHERE email_key = 'victim@example.com'")).toEqual([
      { n: 0 },
    ]);
  });

  it('lets the operator in with the password alone, signs in and out with a session, and erases a person', async () => {
    expect((await fetch(`${edge.url}/ops/api/stats`)).status).toBe(401);
    const stats = await fetch(`${edge.url}/ops/api/stats`, { headers: { authorization: basic } });
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.headers.get('x-robots-tag')).toBe('noindex, nofollow');

    const signIn = await fetch(`${edge.url}/ops/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: edge.url },
      body: new URLSearchParams({ password: OPS_PASSWORD }),
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await fetch(`${edge.url}/ops`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    // One row per person, read from D1: a founder is listed with the founders, not on the wait list.
    await reserve('story@example.com', 'edge-story-1');
    await reserve('story@example.com', 'edge-story-2');
    const listed = async (kind: string) =>
      (await fetch(`${edge.url}/ops?kind=${kind}`, { headers: { cookie } })).text();
    const founders = await listed('founder');
    expect(founders.match(/>story@example\.com</g)).toHaveLength(1);
    expect(founders).toContain('2 leads');
    expect(await listed('waitlist')).not.toContain('story@example.com');

    await reserve('erase-me@example.com', 'edge-erase-1');
    const erase = await fetch(`${edge.url}/ops/api/erase`, {
      method: 'POST',
      headers: { cookie, origin: edge.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'erase-me@example.com' }),
    });
    expect(await erase.json()).toEqual({ erased: 1 });
    expect(await (await reserve('erase-me@example.com', 'edge-erase-1')).json()).toEqual({ ok: true, duplicate: true });
    expect(edge.query("SELECT count(*) AS n FROM leads WHERE email_key = 'erase-me@example.com'")).toEqual([{ n: 0 }]);

    await fetch(`${edge.url}/ops/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: edge.url },
    });
    expect((await fetch(`${edge.url}/ops/api/stats`, { headers: { cookie } })).status).toBe(401);
  });

  it('checks wrong guesses sent at once no faster than its limit, and still knows the password verified lately', async () => {
    const guess = (text: string) =>
      fetch(`${edge.url}/ops/api/stats`, { headers: { authorization: `Basic ${btoa(`ops:${text}`)}` } });
    const burst = await Promise.all(Array.from({ length: 16 }, (_, index) => guess(`guess ${index}`)));
    expect(burst.every((answer) => [401, 429, 503].includes(answer.status))).toBe(true);
    let checked = burst.filter((answer) => answer.status === 401).length;
    for (let index = 0; index <= 10 && (await guess(`later ${index}`)).status === 401; index += 1) checked += 1;
    expect(checked).toBeLessThanOrEqual(10);
    expect((await guess('one more')).status).toBe(429);
    expect((await fetch(`${edge.url}/ops/api/stats`, { headers: { authorization: basic } })).status).toBe(200);
  });
});

describe('the analysis host on D1', () => {
  const api = (path: string, body?: unknown) =>
    fetch(`${edge.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const analyzeOn = async (origin: string, url: string) =>
    (await (
      await fetch(`${origin}/api/analyze`, {
        method: 'POST',
        headers: { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      })
    ).json()) as Record<string, unknown>;

  it.each(['marketplace', 'saas', 'shop', 'spa', 'login', 'french', 'report.pdf', 'status/503'])(
    'reads the saved page %s as the site’s own server reads it',
    async (page) => {
      const url = `${pages.origin}/${page}`;
      const [onEdge, onNode] = await Promise.all([analyzeOn(edge.url, url), analyzeOn(nodeUrl, url)]);
      expect(onEdge['status']).toBe('success');
      expect(onEdge).toEqual(onNode);
    },
  );

  it.each([
    () => 'http://10.1.2.3/',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => `http://localhost:${pages.port}/saas`,
    () => `http://[::ffff:127.0.0.2]:${pages.port}/saas`,
    () => `http://127.1:${pages.port}/redirect?to=${encodeURIComponent('http://10.0.0.1/')}`,
  ])('refuses a private address before any request to it (%#)', async (address) => {
    const url = address();
    const before = pages.requests.filter((request) => !request.path.startsWith('/redirect')).length;
    const answer = await analyzeOn(edge.url, url);
    expect(answer['response']).toContain("on a private network, which I don't open from the internet");
    expect(pages.requests.filter((request) => !request.path.startsWith('/redirect')).length).toBe(before);
  });

  it('analyses an address, then answers a chat turn polled to its end', async () => {
    const analysis = await analyzeOn(edge.url, `${pages.origin}/marketplace`);
    expect(analysis['status']).toBe('success');
    expect(analysis['response']).toContain('Its title is “Crumb & Co · Home-baked cakes from bakers near you”');
    const accepted = await api('/api/chatasync', {
      conversation: [
        { role: 'assistant', content: String(analysis['response']) },
        { role: 'user', content: 'suggest a plan for me' },
      ],
      current_state: analysis['initial_state'],
    });
    expect(accepted.status).toBe(202);
    const { task_id } = (await accepted.json()) as { task_id: string };
    const seen = new Set<string>();
    let final: Record<string, unknown> = {};
    for (let poll = 0; poll < 100 && !['success', 'error'].includes(String(final['status'])); poll += 1) {
      final = (await (await api(`/api/chatasync/status/${task_id}`)).json()) as Record<string, unknown>;
      seen.add(String(final['status']));
      if (!['success', 'error'].includes(String(final['status']))) await new Promise((r) => setTimeout(r, 100));
    }
    expect(final['status']).toBe('success');
    expect(typeof final['response']).toBe('string');
    expect([...seen].every((status) => ['queued', 'running', 'success'].includes(status))).toBe(true);
    expect(edge.query('SELECT count(*) AS n FROM chat_tasks')).toEqual([{ n: 1 }]);
  });

  it('answers 401 without the key and 404 for an unknown task, in JSON', async () => {
    const noKey = await fetch(`${edge.url}/api/analyze`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
    const unknown = await api('/api/chatasync/status/not-a-task');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 'Task not found' });
  });
});

describe('the double opt-in on D1, through an HTTP mail API', () => {
  /** A stand-in for the mail API (Resend's format) on this machine: what the edge posted to it. */
  async function mailApi() {
    const received: Record<string, unknown>[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, ...JSON.parse(body) });
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `m-${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}/emails`,
      received,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('emails a new address, confirms it at the link, tells the operator, and erases at one click', async () => {
    const api = await mailApi();
    const mailState = join(work, 'mail-state');
    applyMigrations(mailState);
    const mailing = await startEdge(site, mailState, PORT + 3, {
      ...edgeVariables,
      MAIL_API_KEY: 're_test_key',
      MAIL_API_URL: api.url,
      MAIL_FROM: 'Testable <hello@testable.example>',
      OPS_NOTIFY_EMAIL: 'ops@testable.example',
    });
    try {
      const answer = await postLead('edge-mail-1', mailing);
      expect(await answer.json()).toEqual({ ok: true, confirmation: 'queued' });
      // Sent after the answer, kept alive by waitUntil.
      await expect.poll(() => api.received.length, { timeout: 10_000 }).toBe(1);
      const [email] = api.received as [{ authorization: string; to: string[]; subject: string; text: string }];
      expect(email).toMatchObject({
        authorization: 'Bearer re_test_key',
        to: ['ada@example.com'],
        subject: 'Confirm your place on the Testable wait list',
      });
      // The sender the build wrote from the site's content, read from the site's own files.
      expect(email.text).toContain('Testable');
      const path = (page: string) =>
        new RegExp(`https?://[^/\\s]+(/${page}\\?t=[A-Za-z0-9_-]{43})`).exec(email.text)?.[1] ?? '';
      const press = (to: string, body: string) =>
        fetch(`${mailing.url}${to}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
      const confirmed = await press(path('confirm'), 'confirm=1');
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/confirm/done');
      expect(mailing.query("SELECT status FROM confirmations WHERE email_key = 'ada@example.com'")).toEqual([
        { status: 'confirmed' },
      ]);
      // The notice goes after the answer, kept alive by waitUntil.
      await expect.poll(() => api.received.length, { timeout: 10_000 }).toBe(2);
      expect(api.received[1]).toMatchObject({
        to: ['ops@testable.example'],
        subject: 'New wait list sign-up confirmed',
      });

      // Confirmed, the address reserves a founder spot: held at once, and the email naming it goes.
      const reserved = await fetch(`${mailing.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: mailing.url },
        body: new URLSearchParams({
          email: 'ada@example.com',
          message: 'Founder reservation',
          site: mailing.url,
          submission_id: 'edge-mail-founder-1',
          plan: '{}',
          altcha: await proofOfWork(),
        }),
      });
      const spot = (await reserved.json()) as { founder: { number: number }; spotEmail?: string };
      expect(spot).toMatchObject({ ok: true, founder: { already: false }, spotEmail: 'queued' });
      await expect.poll(() => api.received.length, { timeout: 10_000 }).toBe(3);
      expect(api.received[2]).toMatchObject({
        to: ['ada@example.com'],
        subject: `You’re Testable founder #${spot.founder.number}`,
      });

      const left = await press(path('leave'), 'List-Unsubscribe=One-Click');
      expect(left.headers.get('location')).toBe('/leave/done');
      expect(mailing.query("SELECT count(*) AS n FROM leads WHERE email_key = 'ada@example.com'")).toEqual([{ n: 0 }]);
      expect(
        mailing.query("SELECT count(*) AS n FROM confirmation_tokens WHERE email_key = 'ada@example.com'"),
      ).toEqual([{ n: 0 }]);
    } finally {
      await mailing.stop();
      await api.close();
    }
  });
});

describe('the founder count on D1 with a mailer', () => {
  it('holds a spot once its address is confirmed, counting from FOUNDERS_TAKEN_BEFORE, and names it at the link', async () => {
    const received: { text: string; to?: string[]; subject?: string }[] = [];
    const api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"m"}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    const state = join(work, 'founders-mail-state');
    applyMigrations(state);
    const mailing = await startEdge(site, state, PORT + 5, {
      ...edgeVariables,
      MAIL_API_KEY: 're_test_key',
      MAIL_API_URL: `http://127.0.0.1:${port}/emails`,
      MAIL_FROM: 'Testable <hello@testable.example>',
      FOUNDERS_TAKEN_BEFORE: '23',
    });
    const taken = async () => ((await (await fetch(`${mailing.url}/api/founders`)).json()) as { taken: number }).taken;
    const reserve = async (email: string, submission_id: string) =>
      fetch(`${mailing.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: mailing.url },
        body: new URLSearchParams({
          email,
          message: 'Founder reservation',
          site: mailing.url,
          submission_id,
          plan: '{}',
          altcha: await proofOfWork(),
        }),
      });
    try {
      expect(await taken()).toBe(23);
      expect(await (await reserve('bot@example.com', 'edge-bot-1')).json()).toEqual({
        ok: true,
        founder: { pending: true, already: false },
        confirmation: 'queued',
      });
      expect(await (await reserve('ada@example.com', 'edge-pending-1')).json()).toEqual({
        ok: true,
        founder: { pending: true, already: false },
        confirmation: 'queued',
      });
      expect(await taken()).toBe(23);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
      const adaEmail = received.find((email) => JSON.stringify(email).includes('ada@example.com'));
      const link = /https?:\/\/[^/\s]+(\/confirm\?t=[A-Za-z0-9_-]{43})/.exec(adaEmail?.text ?? '')?.[1] ?? '';
      const confirmed = await fetch(`${mailing.url}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'confirm=1',
      });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/confirm/founder/24');
      // The email naming the spot goes after the answer, kept alive by waitUntil.
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);
      expect(received[2]).toMatchObject({ to: ['ada@example.com'], subject: 'You’re Testable founder #24' });
      // The count the page reads moves with the confirmation; the bot's reservation holds nothing.
      expect(await taken()).toBe(24);
      expect(await (await reserve('ada@example.com', 'edge-pending-2')).json()).toEqual({
        ok: true,
        founder: { number: 24, already: true },
      });
    } finally {
      await mailing.stop();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('the interviewer’s language model on workerd', () => {
  const chat = (content: string) => ({
    conversation: [
      { role: 'assistant', content: 'Hi! What does your app do?' },
      { role: 'user', content },
    ],
    current_state: DESCRIBED,
  });
  const HEADERS = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
  type Answer = Record<string, unknown>;
  const post = (content: string) => ({ method: 'POST', headers: HEADERS, body: JSON.stringify(chat(content)) });

  /** A turn's final answer from the edge: posted, then polled until it is done. */
  async function answerOnEdge(edgeUrl: string, content: string): Promise<Answer> {
    const accepted = await fetch(`${edgeUrl}/api/chatasync`, post(content));
    expect(accepted.status).toBe(202);
    const { task_id } = (await accepted.json()) as { task_id: string };
    const status = async () =>
      (await (await fetch(`${edgeUrl}/api/chatasync/status/${task_id}`, { headers: HEADERS })).json()) as Answer;
    await expect.poll(async () => (await status())['status'], { timeout: 10_000 }).toBe('success');
    return status();
  }

  /** The same turn's answer from a host on this machine, in process, with no pause before it. */
  async function answerOnNode(options: ReferenceHostOptions, content: string): Promise<Answer> {
    const host = createReferenceHost({ leadsFile: join(work, 'model-node-leads.db'), taskDelayMs: 0, ...options });
    const { task_id } = (await (await host.request('/api/chatasync', post(content))).json()) as { task_id: string };
    return (await (await host.request(`/api/chatasync/status/${task_id}`, { headers: HEADERS })).json()) as Answer;
  }

  it('asks the model for each turn, answers as one machine does with it, and leaves the turn to the rules when it breaks', async () => {
    const model = await startModelServer();
    const modelState = join(work, 'model-state');
    applyMigrations(modelState);
    const reading = await startEdge(site, modelState, PORT + 4, {
      ...edgeVariables,
      INTERVIEWER_API_URL: model.url,
      INTERVIEWER_MODEL: 'edge-model',
      INTERVIEWER_API_KEY: 'sk-edge',
      REFERENCE_HOST_DELAY_MS: '0',
    });
    const fallbacks = () => reading.output().match(/\[interviewer\] The model's reading was not used[^\n]*/g) ?? [];
    try {
      const read = await answerOnEdge(reading.url, 'Mostly dog owners, honestly');
      expect(model.requests).toHaveLength(1);
      expect(model.requests[0]).toMatchObject({
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-edge',
        body: { model: 'edge-model', response_format: { type: 'json_schema', json_schema: { name: 'turn_reading' } } },
      });
      expect(JSON.stringify(model.requests[0]?.body['messages'])).toContain('Asked for: user_type');
      // The reading was taken (no line says otherwise), and the answer is the one a host on one machine gives with it.
      const nodeModel = { apiUrl: model.url, apiKey: 'sk-edge', model: 'edge-model', timeoutMs: 3_000 };
      expect(read).toEqual(await answerOnNode({ model: nodeModel }, 'Mostly dog owners, honestly'));

      for (const reply of [REPLIES.serverError, REPLIES.unfitShape]) {
        model.answer(reply);
        // The rules read the turn: the answer of a host without a model.
        expect(await answerOnEdge(reading.url, 'Dog owners and walkers')).toEqual(
          await answerOnNode({}, 'Dog owners and walkers'),
        );
      }
      // The Function's log reaches wrangler's output a moment after the answer.
      await vi.waitFor(() => expect(fallbacks()).toHaveLength(2), { timeout: 10_000 });
      expect(fallbacks()[0]).toContain('(status 500)');
      expect(fallbacks()[1]).toContain('(an answer with a value that does not fit its field)');
      expect(reading.output()).not.toMatch(/dog owners/i);
    } finally {
      await reading.stop();
      await model.close();
    }
  });
});

describe('a visitor on the edge', () => {
  it('joins the wait list from the landing page, and the lead is in D1', async () => {
    const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${edge.url}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
      await dialog.getByLabel('Email').fill('grace@example.com');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' }).waitFor();
      await expect
        .poll(() => edge.query("SELECT email FROM leads WHERE email = 'grace@example.com'"))
        .toEqual([{ email: 'grace@example.com' }]);
    } finally {
      await browser.close();
    }
  });
});
