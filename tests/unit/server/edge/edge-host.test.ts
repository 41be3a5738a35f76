// @vitest-environment node
/**
 * The edge's app (server/edge/edge-host.ts) as Pages runs it, without workerd: a project that binds no
 * D1 answers leads 500 (the page keeps each and retries on its backoff) and tells its operator
 * once what to do; tests/edge/ runs the rest on workerd.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { edgeApp } from '../../../../server/edge/edge-host';
import { proofOfWork, TEST_KEY } from '../../../support/proof-of-work';

afterEach(() => {
  vi.restoreAllMocks();
});

const postLead = async (env: Record<string, unknown>, id: string) =>
  edgeApp.fetch(
    new Request('http://127.0.0.1/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'ada@example.com',
        url: '',
        message: 'Expression of interest',
        site: '',
        submission_id: id,
        altcha: await proofOfWork(),
      }),
    }),
    env,
    { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} },
  );

it('with no D1 bound, answers each lead 500 and logs one line that names the fix', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const env = { ALTCHA_HMAC_KEY: TEST_KEY };
  for (const id of ['a', 'b']) {
    const answer = await postLead(env, id);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'The lead store is not set up; the lead was not stored.' });
  }
  expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
    "[lead sink] Leads cannot be stored: No D1 database is bound as DB. To fix it, bind one (wrangler.toml [[d1_databases]], or the Pages project's settings), then npx wrangler d1 migrations apply testable --remote.",
  ]);
});

it('without ALTCHA_HMAC_KEY, serves no challenge, answers each lead 500 and logs one line that names the fix', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const env = {};
  const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const challenge = await edgeApp.fetch(new Request('http://127.0.0.1/api/altcha'), env, context);
  expect(challenge.status).toBe(500);
  for (const id of ['a', 'b']) {
    const answer = await postLead(env, id);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'The lead sink’s bot check is not set up.' });
  }
  expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
    '[lead sink] Leads cannot be stored: ALTCHA_HMAC_KEY is not set. To fix it, set ALTCHA_HMAC_KEY to a random secret of at least 32 characters (openssl rand -hex 32).',
  ]);
});
