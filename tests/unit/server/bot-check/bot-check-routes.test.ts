// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { describe, expect, it } from 'vitest';
import { CHALLENGES_PER_MINUTE } from '../../../../server/bot-check/challenge-route';
import { KEY_FILE_NAME } from '../../../../server/bot-check/key-file';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { PROOF_LIFETIME_MS } from '../../../../src/leads/rules/proof';
import { leadsFilePerTest } from '../../../support/lead-database';
import { proofOfWork, solved, TEST_KEY } from '../../../support/proof-of-work';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

const leads = leadsFilePerTest();
const START = Date.parse('2026-11-28T12:00:00Z');

/** The reference host with the bot check on, on a clock the test moves. */
function botCheckedHost(options: { botCheckKey?: string; botCheckMaxCounter?: number } = {}) {
  const clock = { now: START };
  const app = createReferenceHost({ leadsFile: leads.path, botCheckKey: TEST_KEY, now: () => clock.now, ...options });
  return { app, clock };
}

describe('GET /api/altcha', () => {
  it('answers a fresh signed challenge that no one may keep, which a page solves into a proof the sink takes', async () => {
    const { app } = botCheckedHost();
    const response = await app.request('/api/altcha');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await readBody(response);
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', expiresAt: expect.any(Number) },
      signature: expect.any(String),
    });
    const again = await readBody(await app.request('/api/altcha'));
    expect(again['parameters']).not.toEqual(challenge['parameters']);
  });

  it(`gives one client ${CHALLENGES_PER_MINUTE} a minute, then 429 with Retry-After`, async () => {
    const { app, clock } = botCheckedHost();
    for (let i = 0; i < CHALLENGES_PER_MINUTE; i += 1) expect((await app.request('/api/altcha')).status).toBe(200);
    const refused = await app.request('/api/altcha');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.now += 60_000;
    expect((await app.request('/api/altcha')).status).toBe(200);
  });

  it('asks for no more work than ALTCHA_MAX_COUNTER sets: the answer is found by then', async () => {
    const { app } = botCheckedHost({ botCheckMaxCounter: 3 });
    for (let i = 0; i < 5; i += 1) {
      const challenge = (await readBody(await app.request('/api/altcha'))) as unknown as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution?.counter).toBeLessThanOrEqual(3);
    }
  });

  it('takes no other method', async () => {
    const { app } = botCheckedHost();
    expect((await app.request('/api/altcha', { method: 'POST' })).status).toBe(405);
  });
});

describe('POST /api/leads with the bot check on', () => {
  const refusedForProof = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({
      error: expect.stringMatching(/^The bot check did not pass/),
      reason: 'bot-check',
    });
  };

  it('refuses a lead without a proof, stores nothing, and takes it with one', async () => {
    const { app } = botCheckedHost();
    await refusedForProof(await postForm(app, leadForm()));
    expect(await readLeads(leads.path)).toEqual([]);
    const accepted = await postForm(app, leadForm({ altcha: await proofOfWork(TEST_KEY, START) }));
    expect(await readBody(accepted)).toEqual({ ok: true });
    expect(await readLeads(leads.path)).toEqual([
      expect.objectContaining({ email: 'ada@example.com', submission_id: 'sub-1' }),
    ]);
    // The proof is checked, never stored.
    expect(JSON.stringify(await readLeads(leads.path))).not.toContain('altcha');
  });

  it('takes the same proof again for the same submission (the outbox retrying), and for no other', async () => {
    const { app } = botCheckedHost();
    const altcha = await proofOfWork(TEST_KEY, START);
    expect(await readBody(await postForm(app, leadForm({ altcha })))).toEqual({ ok: true });
    expect(await readBody(await postForm(app, leadForm({ altcha })))).toEqual({ ok: true, duplicate: true });
    await refusedForProof(await postForm(app, leadForm({ altcha, submission_id: 'sub-2', email: 'bob@example.com' })));
    // A lead without a submission_id (a server-to-server call) spends its proof once.
    const once = await proofOfWork(TEST_KEY, START);
    expect((await postForm(app, leadForm({ altcha: once, submission_id: '' }))).status).toBe(200);
    await refusedForProof(await postForm(app, leadForm({ altcha: once, submission_id: '' })));
    expect(await readLeads(leads.path)).toHaveLength(2);
  });

  it('refuses a proof in another field, of another key, or one that ran out; a lead kept a week in the outbox still passes', async () => {
    const { app, clock } = botCheckedHost();
    const altcha = await proofOfWork(TEST_KEY, START);
    await refusedForProof(await postForm(app, leadForm({ message: altcha })));
    await refusedForProof(await postForm(app, leadForm({ altcha: await proofOfWork('x'.repeat(40), START) })));
    clock.now = START + PROOF_LIFETIME_MS;
    await refusedForProof(await postForm(app, leadForm({ altcha })));
    clock.now = START + 7 * 24 * 3600_000;
    expect((await postForm(app, leadForm({ altcha }))).status).toBe(200);
  });

  it('takes a proof solved from the challenge it served', async () => {
    const { app } = botCheckedHost();
    const challenge = await readBody(await app.request('/api/altcha'));
    // Solving the real challenge takes its 1,000 to 3,000 derivations: the page's work.
    const altcha = await solved(challenge as never);
    expect((await postForm(app, leadForm({ altcha }))).status).toBe(200);
  }, 30_000);

  it('forgets used proofs once they have run out, a few with each lead', async () => {
    const { app, clock } = botCheckedHost();
    for (let i = 0; i < 3; i += 1)
      await postForm(app, leadForm({ submission_id: `old-${i}`, altcha: await proofOfWork(TEST_KEY, START) }));
    clock.now = START + PROOF_LIFETIME_MS + 1;
    await postForm(app, leadForm({ submission_id: 'new', altcha: await proofOfWork(TEST_KEY, clock.now) }));
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(leads.path, { readOnly: true });
    expect(db.prepare('SELECT submission_id FROM used_proofs').all()).toEqual([{ submission_id: 'new' }]);
    db.close();
  });
});

describe('the bot check key on one machine', () => {
  it('is made once beside the lead database, readable by its owner only, and kept across restarts', async () => {
    const first = botCheckedHost({ botCheckKey: '' });
    const challenge = await readBody(await first.app.request('/api/altcha'));
    const file = join(dirname(leads.path), KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const restarted = botCheckedHost({ botCheckKey: '' });
    expect((await postForm(restarted.app, leadForm({ altcha: await solved(challenge as never) }))).status).toBe(200);
  }, 30_000);

  it('is ALTCHA_HMAC_KEY when set, and none is written', async () => {
    const { app } = botCheckedHost({ botCheckKey: TEST_KEY });
    expect((await postForm(app, leadForm({ altcha: await proofOfWork(TEST_KEY, START) }))).status).toBe(200);
    expect(() => statSync(join(dirname(leads.path), KEY_FILE_NAME))).toThrow();
  });

  it('refuses to start on a key too short to be a secret', () => {
    expect(() => botCheckedHost({ botCheckKey: 'short' })).toThrow(/ALTCHA_HMAC_KEY is shorter than 32/);
  });
});
