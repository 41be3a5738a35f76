// @vitest-environment node
/**
 * One set of behaviours, both lead stores (store.ts): node:sqlite on one machine and D1 on
 * workerd. Whatever holds the leads, a lead is stored once, its repeats are found by the same
 * rule, the list comes back in order a page at a time, and a restart loses nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../../server/http/rate-limit';
import { leadRoutes } from '../../../../server/lead-intake/leads-route';
import { leadSink } from '../../../../server/lead-sink/sqlite-sink';
import { LEAD_PAGE_ROWS, type LeadStore, type StoredLead } from '../../../../server/lead-sink/store';
import { inlineParameters } from '../../../../server/lead-sink/wrangler-d1';
import { STORE_KINDS } from '../../../support/lead-stores';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

const received = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString();
const at = (second: number, fields: Record<string, string> = {}) => ({
  received_at: received(second),
  ...leadForm(fields),
});

async function all(store: LeadStore, pageRows?: number): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for await (const lead of store.leads(pageRows)) leads.push(lead);
  return leads;
}

describe.each(STORE_KINDS)('the lead store on $name', (kind) => {
  let dir: string;
  const opened: { close(): Promise<void> }[] = [];
  const open = async () => {
    const handle = await kind.open(dir);
    opened.push(handle);
    return handle.store;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lead-store-'));
  });
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a lead once: its repeat (same submission_id) is a duplicate, and a lead without one is always new', {
    timeout: 30_000,
  }, async () => {
    const store = await open();
    expect(await store.add(at(0))).toEqual({ duplicate: false });
    expect(await store.add(at(1, { message: 'a retry' }))).toEqual({ duplicate: true });
    expect(await store.add(at(2, { submission_id: '' }))).toEqual({ duplicate: false });
    expect(await store.add(at(3, { submission_id: '' }))).toEqual({ duplicate: false });
    expect((await all(store)).map((lead) => [lead.received_at, lead.submission_id, lead.message])).toEqual([
      [received(0), 'sub-1', 'Expression of interest'],
      [received(2), '', 'Expression of interest'],
      [received(3), '', 'Expression of interest'],
    ]);
  });

  it.each<[string, [string, string][], string[]]>([
    [
      'a later lead from the same email names the first',
      [
        ['a', 'ada@example.com'],
        ['b', 'ada@example.com'],
      ],
      ['', 'a'],
    ],
    [
      'compared trimmed and in any case',
      [
        ['a', 'Ada@Example.COM'],
        ['b', ' ada@example.com '],
      ],
      ['', 'a'],
    ],
    [
      'in Unicode’s compatibility form',
      [
        ['a', 'ada@example.com'],
        ['b', 'ＡＤＡ@example.com'],
      ],
      ['', 'a'],
    ],
    [
      'a first lead without an id is named by its time',
      [
        ['', 'ada@example.com'],
        ['b', 'ada@example.com'],
      ],
      ['', `received_at=${received(0)}`],
    ],
    [
      'other emails repeat nothing',
      [
        ['a', 'ada@example.com'],
        ['b', 'bo@example.com'],
      ],
      ['', ''],
    ],
  ])('repeat_of: %s', { timeout: 30_000 }, async (_, leads, expected) => {
    const store = await open();
    for (const [submission_id, email] of leads) await store.add(at(0, { submission_id, email }));
    expect((await all(store)).map((lead) => lead.repeat_of)).toEqual(expected);
  });

  it.each([7, 10, LEAD_PAGE_ROWS])(
    'lists every lead in the order received, %s at a time',
    { timeout: 30_000 },
    async (pageRows) => {
      const store = await open();
      const count = 30;
      for (let index = 0; index < count; index += 1) await store.add(at(index, { submission_id: `s-${index}` }));
      const ids = (await all(store, pageRows)).map((lead) => lead.submission_id);
      expect(ids).toEqual(Array.from({ length: count }, (_, index) => `s-${index}`));
    },
  );

  it('keeps its leads, and knows their ids, after a restart', { timeout: 30_000 }, async () => {
    const first = await open();
    await first.add(at(0));
    await opened.splice(0)[0]?.close();
    const restarted = await open();
    expect(await restarted.add(at(1))).toEqual({ duplicate: true });
    expect(await restarted.add(at(2, { submission_id: 'sub-2' }))).toEqual({ duplicate: false });
    expect((await all(restarted)).map((lead) => [lead.submission_id, lead.repeat_of])).toEqual([
      ['sub-1', ''],
      ['sub-2', 'sub-1'],
    ]);
  });

  it('stores each lead of a burst once when it arrives twice at once', { timeout: 30_000 }, async () => {
    const store = await open();
    const burst = Array.from({ length: 30 }, (_, index) => at(index, { submission_id: `s-${index}` }));
    const answers = await Promise.all(burst.flatMap((lead) => [store.add(lead), store.add(lead)]));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(30);
    expect(await all(store)).toHaveLength(30);
  });

  it('without its lead table (migrations not applied) answers 500 and tells the operator once how to fix it', {
    timeout: 30_000,
  }, async () => {
    const handle = await kind.open(dir);
    opened.push(handle);
    await handle.exec('DROP TABLE leads');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const limiter = createRateLimiter({ limit: 100, windowMs: 60_000, maxKeys: 10, now: Date.now });
    const routes = leadRoutes({ sink: leadSink(async () => handle.store), limiter, allowedOrigins: [] });
    for (const id of ['sub-1', 'sub-2', 'sub-1']) {
      const answer = await postForm(routes, leadForm({ submission_id: id }));
      // Not 503: the store is not busy, and the page retries a 500 on its backoff all the same.
      expect(answer.status).toBe(500);
      expect(await readBody(answer)).toEqual({ error: 'The lead store is not set up; the lead was not stored.' });
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^\[lead sink\] Leads cannot be stored: .*no lead table.*To fix it, (apply the migrations: npx wrangler d1 migrations apply testable --remote|restart the server)/,
    );
    logged.mockRestore();
  });

  it('answers the webhook through the sink: 200, then a duplicate for the retry', { timeout: 30_000 }, async () => {
    const store = await open();
    const sink = leadSink(
      async () => store,
      () => new Date(received(0)),
    );
    const limiter = createRateLimiter({ limit: 100, windowMs: 60_000, maxKeys: 10, now: Date.now });
    const routes = leadRoutes({ sink, limiter, allowedOrigins: [] });
    expect(await readBody(await postForm(routes, leadForm()))).toEqual({ ok: true });
    expect(await readBody(await postForm(routes, leadForm()))).toEqual({ ok: true, duplicate: true });
    expect((await all(store)).map((lead) => lead.received_at)).toEqual([received(0)]);
  });
});

describe('inlineParameters (npm run leads -- --d1, through wrangler)', () => {
  it.each<[string, unknown[], string]>([
    [
      'SELECT * FROM leads WHERE id > ?1 ORDER BY id LIMIT ?2',
      [0, 500],
      'SELECT * FROM leads WHERE id > 0 ORDER BY id LIMIT 500',
    ],
    ['SELECT ?1, ?2', ["it's", null], "SELECT 'it''s', NULL"],
    ['SELECT ?2, ?1, ?2', ['a', 'b'], "SELECT 'b', 'a', 'b'"],
    ['SELECT ?1', ['?2 -- not a parameter'], "SELECT '?2 -- not a parameter'"],
  ])('%s with %j', (sql, values, expected) => {
    expect(inlineParameters(sql, values)).toBe(expected);
  });
});
