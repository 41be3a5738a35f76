// @vitest-environment node
/**
 * The console's door (server/ops/ops-routes.ts, ops-auth.ts) and its JSON (ops-api.ts), through
 * the whole host on one machine: off without a password hash; a session cookie that is HttpOnly,
 * SameSite=Strict, Secure and `__Host-` over https, ended by a sign-out; Basic for scripts;
 * failed attempts limited; POSTs from the console's own origin only; every answer no-store and
 * noindex; an erased person's submission acknowledged and never stored again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { hashPassword } from '../../../../server/ops/password';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm, postForm } from '../reference-host/helpers';

const PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://localhost:4321';
let hash = '';
beforeAll(async () => {
  // Fewer iterations than the command's: the same check, quicker.
  hash = await hashPassword(PASSWORD, 1_000);
});

const store = leadsFilePerTest();
let time = Date.parse('2026-11-21T10:00:00.000Z');
const host = (opsPasswordHash = hash) =>
  createReferenceHost({ leadsFile: store.path, now: () => time, opsPasswordHash });

const signIn = (app: ReturnType<typeof host>, password: string, headers: Record<string, string> = { origin: ORIGIN }) =>
  app.request(`${ORIGIN}/ops/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ password }).toString(),
  });

/** The cookie a sign-in set, as a browser sends it back. */
async function session(app: ReturnType<typeof host>): Promise<string> {
  const response = await signIn(app, PASSWORD);
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const basic = (password: string, user = 'ops') => `Basic ${btoa(`${user}:${password}`)}`;

describe('without OPS_PASSWORD_HASH', () => {
  it.each(['/ops', '/ops/sign-in', '/ops/api/leads', '/ops/api/stats', '/ops/console.css'])(
    '%s is not there',
    async (path) => {
      const response = await host('').request(`${ORIGIN}${path}`, { headers: { authorization: basic(PASSWORD) } });
      expect(response.status).toBe(404);
    },
  );
});

describe('signing in', () => {
  it('sends a stranger to the sign-in page, every answer no-store, noindex and under the console’s policy', async () => {
    const app = host();
    const response = await app.request(`${ORIGIN}/ops`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ops/sign-in');
    const page = await app.request(`${ORIGIN}/ops/sign-in`);
    expect(page.status).toBe(200);
    for (const answer of [response, page]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('refuses a wrong password, and a sign-in posted from another site', async () => {
    const app = host();
    const wrong = await signIn(app, 'wrong');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('role="alert"');
    const elsewhere = await signIn(app, PASSWORD, { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Strict cookie for /ops over http', async () => {
    const response = await signIn(host(), PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ops');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^testable_ops=[\w-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/ops/);
    expect(cookie).toMatch(/; Max-Age=43200/);
  });

  it('sets a __Host- cookie, Secure, over https', async () => {
    const response = await host().request('https://localhost:4321/ops/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://localhost:4321' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-testable_ops=[\w-]{43};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/;/);
  });

  it('limits failed attempts per client: the 11th within a quarter hour is 429, even with the password', async () => {
    const app = host();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn(app, `wrong ${attempt}`)).status).toBe(401);
    const limited = await signIn(app, PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.request(`${ORIGIN}/ops/api/stats`, { headers: { authorization: basic(PASSWORD) } })).status).toBe(
      429,
    );
    time += 15 * 60_000;
    expect((await signIn(app, PASSWORD)).status).toBe(303);
  });

  it('lets in a double-clicked sign-in, and tells a third post at once to try again in a few seconds', async () => {
    const app = host();
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => signIn(app, PASSWORD)));
    expect([first?.status, second?.status]).toEqual([303, 303]);
    expect(third?.status).toBe(429);
    expect(await third?.text()).toContain('Try again in a few seconds.');
  });

  it('lets the session in until it is signed out, after which the same cookie lets nobody in', async () => {
    const app = host();
    const cookie = await session(app);
    const console = await app.request(`${ORIGIN}/ops`, { headers: { cookie } });
    expect(console.status).toBe(200);
    expect(await console.text()).toContain('<h1');
    const out = await app.request(`${ORIGIN}/ops/sign-out`, { method: 'POST', headers: { cookie, origin: ORIGIN } });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^testable_ops=;/);
    expect((await app.request(`${ORIGIN}/ops`, { headers: { cookie } })).status).toBe(303);
    expect((await app.request(`${ORIGIN}/ops/api/stats`, { headers: { cookie } })).status).toBe(401);
  });

  it('ends a session after 12 hours', async () => {
    const app = host();
    const cookie = await session(app);
    time += 12 * 60 * 60_000;
    expect((await app.request(`${ORIGIN}/ops/api/stats`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('/ops/api', () => {
  it.each([
    ['no credentials', {}],
    ['another user', { authorization: basic(PASSWORD, 'admin') }],
    ['a wrong password', { authorization: basic('wrong') }],
    ['junk', { authorization: 'Basic %%%' }],
    ['a forged cookie', { cookie: `testable_ops=${'a'.repeat(43)}` }],
  ])('answers 401 to %s, asking for Basic', async (_, headers: Record<string, string>) => {
    const response = await host().request(`${ORIGIN}/ops/api/leads`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it('gives the leads newest first, with the next page, to Basic or a session', async () => {
    const app = host();
    for (const [index, email] of ['ada@example.com', 'bo@example.com', 'cy@example.com'].entries()) {
      time += 1000;
      await postForm(app, leadForm({ email, submission_id: `s${index}` }));
    }
    for (const headers of [{ authorization: basic(PASSWORD) }, { cookie: await session(app) }]) {
      const response = await app.request(`${ORIGIN}/ops/api/leads?q=example`, { headers });
      const body = (await response.json()) as { leads: { email: string; kind: string }[]; next: string | null };
      expect(body.leads.map((lead) => lead.email)).toEqual(['cy@example.com', 'bo@example.com', 'ada@example.com']);
      expect(body.leads[0]?.kind).toBe('waitlist');
      expect(body.next).toBeNull();
    }
    const bad = await app.request(`${ORIGIN}/ops/api/leads?kind=everything`, {
      headers: { authorization: basic(PASSWORD) },
    });
    expect(bad.status).toBe(400);
  });

  it('gives the console’s rows, one per person with what they did, newest first', async () => {
    const app = host();
    await postForm(app, leadForm({ email: 'ada@example.com', submission_id: 'a1' }));
    time += 1000;
    await postForm(app, leadForm({ email: 'bo@example.com', submission_id: 'b1' }));
    time += 1000;
    await postForm(app, leadForm({ email: 'Ada@example.com', submission_id: 'a2', message: 'Founder reservation' }));
    const response = await app.request(`${ORIGIN}/ops/api/people?q=example`, {
      headers: { authorization: basic(PASSWORD) },
    });
    const body = (await response.json()) as {
      people: { email: string; did: string[]; leads: number; state: string }[];
      next: string | null;
    };
    expect(body.people.map(({ email, did, leads, state }) => ({ email, did, leads, state }))).toEqual([
      { email: 'Ada@example.com', did: ['founder'], leads: 2, state: 'not needed' },
      { email: 'bo@example.com', did: ['waitlist'], leads: 1, state: 'not needed' },
    ]);
    expect(body.next).toBeNull();
    const bad = await app.request(`${ORIGIN}/ops/api/people?from=yesterday`, {
      headers: { authorization: basic(PASSWORD) },
    });
    expect(bad.status).toBe(400);
  });

  it('gives the CSV of npm run leads', async () => {
    const app = host();
    await postForm(app, leadForm({ message: '=HYPERLINK("x")' }));
    const response = await app.request(`${ORIGIN}/ops/api/leads.csv`, { headers: { authorization: basic(PASSWORD) } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="testable-leads-2026-11-2\d\.csv"$/,
    );
    const text = await response.text();
    expect(text.startsWith('"received_at","email","url","message","site","submission_id"')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('erases a person from the console’s own origin only; a submission of theirs sent again is acknowledged, never stored', async () => {
    const app = host();
    await postForm(app, leadForm({ email: 'ada@example.com', submission_id: 'a1' }));
    await postForm(app, leadForm({ email: 'ADA@example.com', submission_id: 'a2', message: 'Founder reservation' }));
    await postForm(app, leadForm({ email: 'bo@example.com', submission_id: 'b1' }));
    const cookie = await session(app);
    const erase = (origin: string) =>
      app.request(`${ORIGIN}/ops/api/erase`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com' }),
      });
    expect((await erase('https://evil.example')).status).toBe(403);
    const person = await app.request(`${ORIGIN}/ops/api/person?email=Ada@Example.com`, { headers: { cookie } });
    expect(((await person.json()) as { leads: unknown[] }).leads).toHaveLength(2);
    expect(await (await erase(ORIGIN)).json()).toEqual({ erased: 2 });
    expect(await (await postForm(app, leadForm({ email: 'ada@example.com', submission_id: 'a1' }))).json()).toEqual({
      ok: true,
      duplicate: true,
    });
    expect((await readLeads(store.path)).map((lead) => lead.email)).toEqual(['bo@example.com']);
    const stats = await app.request(`${ORIGIN}/ops/api/stats`, { headers: { cookie } });
    expect(await stats.json()).toMatchObject({
      leads: 1,
      people: 1,
      founders: 0,
      founderSpots: { taken: 0, cap: 50 },
    });
  });

  it('takes a script’s POST (no Origin) with Basic, and refuses one from another site even with Basic', async () => {
    const app = host();
    const post = (headers: Record<string, string>) =>
      app.request(`${ORIGIN}/ops/api/erase`, {
        method: 'POST',
        headers: { authorization: basic(PASSWORD), 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    expect(await (await post({})).json()).toEqual({ erased: 0 });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
