// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../../server/http/rate-limit';
import { leadRoutes } from '../../../../server/lead-intake/leads-route';
import {
  createLeadSink,
  type LeadInput,
  readLeads,
  SCHEMA_VERSION,
  storedLeads,
} from '../../../../server/lead-sink/sqlite-sink';
import { migrationFiles, WAL_SIZE_LIMIT_BYTES } from '../../../../server/lead-sink/sqlite-store';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { StoreBusyError, StoreFullError } from '../../../../server/sql/store-errors';
import { leadsFilePerTest } from '../../../support/lead-database';
import { PROJECT_NODE } from '../../../support/server-process';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

const store = leadsFilePerTest();
let file: string;
beforeEach(() => {
  file = store.path;
});
const lead = leadForm;
const clock = () => Date.parse('2026-11-21T10:00:00.000Z');

/** Reads the database with a connection of its own, as another process would. */
function query(sql: string, path = file): Record<string, unknown>[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
const rowCount = () => Number(query('SELECT count(*) AS n FROM leads')[0]?.['n']);

describe('POST /api/leads', () => {
  it('stores the lead with received_at in a SQLite database, creating the folder, without an API key', async () => {
    const app = createReferenceHost({ leadsFile: file, now: clock });
    const response = await postForm(app, lead());
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ok: true });
    expect(await readLeads(file)).toEqual([
      { received_at: '2026-11-21T10:00:00.000Z', ...lead(), plan: '', repeat_of: '' },
    ]);
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(query('PRAGMA user_version')).toEqual([{ user_version: SCHEMA_VERSION }]);
  });

  it('ignores a repeated submission_id, also after a restart, loses nothing, and refuses one with other fields', async () => {
    const first = createReferenceHost({ leadsFile: file });
    expect(await readBody(await postForm(first, lead()))).toEqual({ ok: true });
    expect(await readBody(await postForm(first, lead()))).toEqual({ ok: true, duplicate: true });
    const changed = await postForm(first, lead({ message: 'changed' }));
    expect(changed.status).toBe(409);
    expect(await readBody(changed)).toEqual({
      error: 'This submission was received before with other details; nothing changed.',
    });
    expect(await readBody(await postForm(first, lead({ submission_id: 'sub-2', email: 'bo@example.com' })))).toEqual({
      ok: true,
    });

    // A new process on the same database: what the old one answered is still there and still known.
    const restarted = createReferenceHost({ leadsFile: file });
    const again = await postForm(restarted, lead({ submission_id: 'sub-2', email: 'bo@example.com' }));
    expect(again.status).toBe(200);
    expect(await readBody(again)).toEqual({ ok: true, duplicate: true });
    expect(await readBody(await postForm(restarted, lead({ submission_id: 'sub-3', url: 'Feedback form' })))).toEqual({
      ok: true,
    });

    const stored = await readLeads(file);
    expect(stored.map((item) => [item.submission_id, item.email, item.message])).toEqual([
      ['sub-1', 'ada@example.com', 'Expression of interest'],
      ['sub-2', 'bo@example.com', 'Expression of interest'],
      ['sub-3', 'ada@example.com', 'Expression of interest'],
    ]);
  });

  it('stores concurrent repeats of one submission once', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postForm(app, lead()).then(readBody)));
    expect(answers.filter((body) => body['duplicate'] === true)).toHaveLength(7);
    expect(rowCount()).toBe(1);
  });

  it('sees leads another connection stored in the same database', async () => {
    const one = createLeadSink({ file });
    const other = createLeadSink({ file });
    expect(await one.add(lead())).toEqual({ duplicate: false });
    expect(await other.add(lead())).toEqual({ duplicate: true });
    expect(await other.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: false });
    expect(await one.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: true });
    expect(rowCount()).toBe(2);
    await Promise.all([one.close(), other.close()]);
  });

  it('stores every lead that has no submission_id, as NULL', async () => {
    const app = createReferenceHost({ leadsFile: file });
    await postForm(app, lead({ submission_id: '' }));
    await postForm(app, { email: 'x@example.com' });
    await postForm(app, lead({ submission_id: '   ' }));
    expect((await readLeads(file)).map((item) => [item.email, item.url, item.submission_id])).toEqual([
      ['ada@example.com', 'https://example.com/', ''],
      ['x@example.com', '', ''],
      ['ada@example.com', 'https://example.com/', ''],
    ]);
    expect(query('SELECT count(*) AS n FROM leads WHERE submission_id IS NULL')).toEqual([{ n: 3 }]);
  });

  it('stores an email the form accepts, trimmed', async () => {
    const app = createReferenceHost({ leadsFile: file });
    expect((await postForm(app, lead({ email: '  ada+test@mail.example.co.uk ' }))).status).toBe(200);
    expect((await readLeads(file))[0]?.email).toBe('ada+test@mail.example.co.uk');
  });

  it('keeps HTML, formulas and control characters as the text they are', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const message = '<script>alert(1)</script>\n=HYPERLINK("x")\u001B[2J\r\u202E';
    await postForm(app, lead({ message }));
    expect((await readLeads(file))[0]?.message).toBe(message);
  });

  it.each([
    ['no email', { message: 'hi' }, 400],
    ['a blank email', lead({ email: '   ' }), 400],
    ['an email without an at sign', lead({ email: 'ada.example.com' }), 400],
    ['an email without a dot in its domain', lead({ email: 'ada@example' }), 400],
    ['an email with a space inside', lead({ email: 'ada lovelace@example.com' }), 400],
    ['an email with two at signs', lead({ email: 'ada@@example.com' }), 400],
    ['an email whose domain starts with its dot', lead({ email: 'ada@.com' }), 400],
    ['an email with a zero-width space', lead({ email: 'ada\u200B@example.com' }), 400],
    ['an email with a right-to-left override', lead({ email: 'ada@\u202Emoc.elpmaxe' }), 400],
    ['an email with ESC', lead({ email: 'ada\u001B@example.com' }), 400],
    ['an email with a port', lead({ email: 'ada@mailinator.com:25' }), 400],
    ['an email with a bracketed domain', lead({ email: 'ada@[mailinator.com]' }), 400],
    ['an email in angle brackets', lead({ email: '<ada@example.com>' }), 400],
    ['a message over 5000 characters', lead({ message: 'x'.repeat(5001) }), 400],
    ['an email over 320 characters', lead({ email: `${'a'.repeat(320)}@x.io` }), 400],
    ['a submission_id over 200 characters', lead({ submission_id: 'x'.repeat(201) }), 400],
  ])('answers %s with a JSON %d and stores nothing', async (_label, fields, status) => {
    const app = createReferenceHost({ leadsFile: file });
    const response = await postForm(app, fields);
    expect(response.status).toBe(status);
    expect(await readBody(response)).toEqual({ error: expect.any(String) });
    expect(await readLeads(file)).toEqual([]);
  });

  it('answers a JSON body with 415 and a body over 64 KiB with 413', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const json = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead()),
    });
    expect(json.status).toBe(415);
    expect(await readBody(json)).toEqual({ error: expect.any(String) });
    const huge = await postForm(app, lead({ message: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await readBody(huge)).toEqual({ error: expect.any(String) });
  });

  it('accepts multipart forms but not files', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const form = new FormData();
    form.set('email', 'ada@example.com');
    expect((await app.request('/api/leads', { method: 'POST', body: form })).status).toBe(200);
    const withFile = new FormData();
    withFile.set('email', new File(['x'], 'x.txt'));
    expect((await app.request('/api/leads', { method: 'POST', body: withFile })).status).toBe(400);
  });

  it('answers 405 to GET', async () => {
    const app = createReferenceHost({ leadsFile: file });
    expect((await app.request('/api/leads')).status).toBe(405);
  });
});

describe('repeat_of', () => {
  const at = (submission_id: string, email: string): LeadInput => ({ ...lead(), submission_id, email });
  it.each<[string, LeadInput[], string[]]>([
    ['a first lead repeats nothing', [at('a', 'ada@example.com')], ['']],
    [
      'a later lead from the same email names the first one’s submission_id',
      [at('a', 'ada@example.com'), at('b', 'ada@example.com'), at('c', 'ada@example.com')],
      ['', 'a', 'a'],
    ],
    [
      'the email is compared trimmed and case-insensitive',
      [at('a', 'Ada@Example.COM'), at('b', '  ada@example.com ')],
      ['', 'a'],
    ],
    ['other emails are no repeats', [at('a', 'ada@example.com'), at('b', 'bo@example.com')], ['', '']],
    [
      'the email is compared in Unicode’s compatibility form: full-width letters, a composed accent',
      [
        at('a', 'ada@example.com'),
        at('b', 'ＡＤＡ@example.com'),
        at('c', 'jose\u0301@example.com'),
        at('d', 'josé@example.com'),
      ],
      ['', 'a', '', 'c'],
    ],
    [
      'a first lead without a submission_id is named by its received_at',
      [at('', 'ada@example.com'), at('b', 'ada@example.com'), at('', 'ada@example.com')],
      ['', 'received_at=2026-11-21T10:00:00.000Z', 'received_at=2026-11-21T10:00:00.000Z'],
    ],
    [
      'a lead without a submission_id after a first one with it names that one',
      [at('a', 'ada@example.com'), at('', 'ada@example.com')],
      ['', 'a'],
    ],
  ])('%s', async (_label, leads, expected) => {
    const sink = createLeadSink({ file, now: () => new Date(clock()) });
    for (const item of leads) await sink.add(item);
    await sink.close();
    expect((await readLeads(file)).map((item) => item.repeat_of)).toEqual(expected);
  });

  it('is found through an index on the email key', async () => {
    // The query plan of the look-up the sink runs for every lead.
    const sink = createLeadSink({ file });
    await sink.add(lead());
    await sink.close();
    const plan = query("EXPLAIN QUERY PLAN SELECT submission_id FROM leads WHERE email_key = 'x' ORDER BY id LIMIT 1");
    expect(plan.map((row) => row['detail']).join('\n')).toMatch(/USING (COVERING )?INDEX leads_by_email/);
  });
});

describe('a database from the first schema', () => {
  it('is upgraded in place: its email keys computed again, so its leads are found as repeats', async () => {
    mkdirSync(dirname(file), { recursive: true });
    const old = new DatabaseSync(file);
    old.exec(readFileSync('migrations/0001_leads.sql', 'utf8'));
    old.exec('PRAGMA user_version = 1');
    old.exec(
      "INSERT INTO leads (received_at, email, url, message, site, submission_id, email_key, repeat_of) VALUES ('2025-01-01T00:00:00.000Z', 'ＡＤＡ@example.com', '', '', '', 'old-1', 'ａｄａ@example.com', '')",
    );
    old.close();
    const sink = createLeadSink({ file });
    await sink.add(lead({ submission_id: 'new-1', email: 'ada@example.com' }));
    await sink.close();
    expect((await readLeads(file)).map((item) => [item.submission_id, item.repeat_of])).toEqual([
      ['old-1', ''],
      ['new-1', 'old-1'],
    ]);
    expect(query('PRAGMA user_version')).toEqual([{ user_version: SCHEMA_VERSION }]);
  });
});

describe('a store that cannot take a lead now: never 500, and the page sends it again', () => {
  /** Another process holding the write lock, as `npm run leads` never does but a backup or a second server may. */
  function holdWriteLock(): DatabaseSync {
    const other = new DatabaseSync(file);
    other.exec('BEGIN IMMEDIATE');
    other.exec(
      "INSERT INTO leads (received_at, email, url, message, site, email_key, repeat_of) VALUES ('t', 'x', '', '', '', 'x', '')",
    );
    return other;
  }

  it('gives way to another process’s write without holding the event loop, and fails busy at its deadline', async () => {
    const sink = createLeadSink({ file, writeDeadlineMs: 1_000 });
    await sink.add(lead());
    const other = holdWriteLock();
    // While the write waits, the process keeps answering: its timers keep running. (A wait on the
    // event loop, as node:sqlite's busy timeout does, would run none until the deadline.)
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = performance.now();
    await expect(sink.add(lead({ submission_id: 'sub-2' }))).rejects.toBeInstanceOf(StoreBusyError);
    clearInterval(ticker);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(ticks).toBeGreaterThanOrEqual(10);
    other.exec('COMMIT');
    other.close();
    // Once the lock is gone, the same lead (the browser's retry) is stored.
    expect(await sink.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: false });
    await sink.close();
    expect(rowCount()).toBe(3);
  });

  it('stores a lead whose write waited for a lock released before its deadline', async () => {
    const sink = createLeadSink({ file });
    await sink.add(lead());
    const other = holdWriteLock();
    setTimeout(() => {
      other.exec('COMMIT');
      other.close();
    }, 100);
    expect(await sink.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: false });
    await sink.close();
    expect(rowCount()).toBe(3);
  });

  it('fails full (StoreFullError) at its size bound, keeping what it answered before', async () => {
    const sink = createLeadSink({ file, maxBytes: 192 * 1024 });
    await sink.add(lead());
    const big = (index: number) => lead({ submission_id: `big-${index}`, message: 'x'.repeat(5000) });
    let failure: unknown;
    for (let index = 0; index < 100 && failure === undefined; index += 1)
      await sink.add(big(index)).catch((error: unknown) => {
        failure = error;
      });
    expect(failure).toBeInstanceOf(StoreFullError);
    await sink.close();
    expect((await readLeads(file))[0]).toMatchObject({ submission_id: 'sub-1' });
  });

  it('through the route: 503 with Retry-After while the database is locked, then 200 when the browser retries', async () => {
    const sink = createLeadSink({ file, writeDeadlineMs: 50 });
    const limiter = createRateLimiter({ limit: 100, windowMs: 60_000, maxKeys: 10, now: Date.now });
    const routes = leadRoutes({ sink, limiter, allowedOrigins: [] });
    expect((await postForm(routes, lead())).status).toBe(200);
    const other = new DatabaseSync(file);
    other.exec('BEGIN EXCLUSIVE');
    const busy = await postForm(routes, lead({ submission_id: 'sub-2' }));
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    other.exec('COMMIT');
    other.close();
    expect((await postForm(routes, lead({ submission_id: 'sub-2' }))).status).toBe(200);
    await sink.close();
    expect((await readLeads(file)).map((item) => item.submission_id)).toEqual(['sub-1', 'sub-2']);
  });

  it('through the route: 507 past the size bound (LEADS_MAX_MB), which the page keeps and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createReferenceHost({ leadsFile: file, leadsMaxMb: 1, leadsPerMinute: 1_000 });
    const statuses: number[] = [];
    for (let index = 0; index < 400 && !statuses.includes(507); index += 1)
      statuses.push((await postForm(app, lead({ submission_id: `s-${index}`, message: 'x'.repeat(5000) }))).status);
    expect(statuses.at(-1)).toBe(507);
    expect(new Set(statuses)).toEqual(new Set([200, 507]));
  });

  it('when the folder cannot be created, and tries again on the next lead', async () => {
    const blocker = join(store.dir, 'blocker');
    writeFileSync(blocker, '');
    const path = join(blocker, 'leads.db');
    const sink = createLeadSink({ file: path });
    await expect(sink.add(lead())).rejects.toThrow();
    await expect(sink.add(lead())).rejects.toThrow();
  });
});

describe('the memory a lead costs', () => {
  it('is not kept after it is stored: 300 leads with 60 KiB bodies leave the heap where it was', {
    timeout: 60_000,
  }, () => {
    const output = execFileSync(
      PROJECT_NODE,
      ['--expose-gc', 'tests/support/sink-memory.ts', join(store.dir, 'memory.db'), '300'],
      { encoding: 'utf8' },
    );
    const { heapGrowthBytes } = JSON.parse(output) as { heapGrowthBytes: number };
    // Keeping each lead's body (60 KiB) would be 18 MiB; the sink's own caches are far below 4 MiB.
    expect(heapGrowthBytes).toBeLessThan(4 * 2 ** 20);
  });
});

describe('two writers on one database', () => {
  it('never loses or doubles a lead when two sinks store the same burst', async () => {
    const one = createLeadSink({ file });
    const other = createLeadSink({ file });
    const burst = Array.from({ length: 50 }, (_, index) => lead({ submission_id: `s-${index}` }));
    const answers = await Promise.all(burst.flatMap((item) => [one.add(item), other.add(item)]));
    await Promise.all([one.close(), other.close()]);
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(50);
    expect(rowCount()).toBe(50);
    expect(existsSync(file)).toBe(true);
  });
});

describe('a reader that stalls', () => {
  it('holds no snapshot between pages: the write-ahead log stays bounded while it waits', {
    timeout: 60_000,
  }, async () => {
    const sink = createLeadSink({ file });
    for (let index = 0; index < 1_200; index += 1) await sink.add(lead({ submission_id: `a-${index}` }));
    // `npm run leads | less`, paused after its first page.
    const reader = storedLeads(file)[Symbol.asyncIterator]();
    expect((await reader.next()).done).toBe(false);
    // 24 MiB of leads while it waits: six times what one checkpoint interval holds.
    const message = 'x'.repeat(5_000);
    for (let index = 0; index < 2_400; index += 1)
      await sink.add(lead({ submission_id: `b-${index}`, message: `${message}${index}`.slice(-5_000) }));
    expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES + 1024 * 1024);
    let read = 1;
    for (let next = await reader.next(); !next.done; next = await reader.next()) read += 1;
    // It read on to the end, the leads written meanwhile included.
    expect(read).toBe(3_600);
    await sink.close();
  });
});

it('knows one schema version per migration file, the files D1 applies too', () => {
  expect(migrationFiles()).toHaveLength(SCHEMA_VERSION);
  expect(migrationFiles()[0]).toBe('0001_leads.sql');
});
