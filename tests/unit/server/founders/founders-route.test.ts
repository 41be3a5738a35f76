// @vitest-environment node
/**
 * The founder count on the wire: GET /api/founders, and a founder reservation's answer naming
 * the spot its address holds (a second reservation takes none).
 */
import { describe, expect, it } from 'vitest';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { leadsFilePerTest } from '../../../support/lead-database';
import { getJson, leadForm, postForm, readBody } from '../reference-host/helpers';

const store = leadsFilePerTest();
let time = Date.parse('2026-11-21T10:00:00.000Z');
const host = (foundersTakenBefore?: number) =>
  createReferenceHost({
    leadsFile: store.path,
    now: () => time,
    ...(foundersTakenBefore === undefined ? {} : { foundersTakenBefore }),
  });
const reserve = (email: string, submission_id: string) =>
  leadForm({ email, submission_id, message: 'Founder reservation', plan: '{"user_types":[]}' });

describe('the founder count', () => {
  it('starts at 0, not at the page’s own 18, and counts each address that reserves once, at once', async () => {
    const app = host();
    expect(await readBody(await getJson(app, '/api/founders', {}))).toEqual({ taken: 0, cap: 50 });
    expect(await readBody(await postForm(app, reserve('ada@example.com', 'r1')))).toEqual({
      ok: true,
      founder: { number: 1, already: false },
    });
    // The same submission again: acknowledged, the same spot.
    expect(await readBody(await postForm(app, reserve('ada@example.com', 'r1')))).toEqual({
      ok: true,
      duplicate: true,
      founder: { number: 1, already: false },
    });
    // The same address reserving again, in another case: its spot, already held.
    expect(await readBody(await postForm(app, reserve('ADA@example.com', 'r2')))).toEqual({
      ok: true,
      founder: { number: 1, already: true },
    });
    expect(await readBody(await postForm(app, reserve('bo@example.com', 'r3')))).toEqual({
      ok: true,
      founder: { number: 2, already: false },
    });
    // A wait-list lead takes no spot and says nothing of one.
    expect(await readBody(await postForm(app, leadForm({ email: 'cy@example.com', submission_id: 'w1' })))).toEqual({
      ok: true,
    });
    const answer = await getJson(app, '/api/founders', {});
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(answer)).toEqual({ taken: 2, cap: 50 });
  });

  it('starts from FOUNDERS_TAKEN_BEFORE and never passes the 50 spots', async () => {
    const app = host(49);
    await postForm(app, reserve('ada@example.com', 'r1'));
    await postForm(app, reserve('bo@example.com', 'r2'));
    time += 10_000;
    expect(await readBody(await getJson(app, '/api/founders', {}))).toEqual({ taken: 50, cap: 50 });
  });

  it('answers only GET and HEAD', async () => {
    const response = await host().request('/api/founders', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
