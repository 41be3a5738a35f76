// @vitest-environment node
/**
 * Retention as the privacy notice states it (server/ops/retention.ts), on a real lead database:
 * feedback goes 12 calendar months after it came, the wait list and reservations 12 months after
 * launch (never before launch), expired console sessions go, erased submission ids stay. Then
 * `npm run leads:retention` as cron runs it: a child process on a LEADS_FILE.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { d1Store } from '../../../../server/lead-sink/d1-store';
import { openLeadDatabase, sqliteRunner, sqliteStore } from '../../../../server/lead-sink/sqlite-store';
import type { LeadStore } from '../../../../server/lead-sink/store';
import {
  addCalendarMonths,
  applyRetention,
  LaunchDateError,
  parseLaunchedOn,
  type RetentionReport,
  retentionSummary,
} from '../../../../server/ops/retention';
import { d1Runner } from '../../../../server/sql/d1-runner';
import { FOUNDER_MESSAGE, WAITLIST_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { openLocalD1 } from '../../../support/lead-stores';
import { PROJECT_NODE } from '../../../support/server-process';

const KINDS = { waitlist: WAITLIST_MESSAGE, founder: FOUNDER_MESSAGE, feedback: 'The export button does nothing' };
type Kind = keyof typeof KINDS;

let dir: string;
let db: DatabaseSync;
let store: LeadStore;
let serial = 0;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'retention-'));
  db = await openLeadDatabase(join(dir, 'leads.db'));
  store = sqliteStore(db);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function addLead(kind: Kind, receivedAt: string, message = KINDS[kind]) {
  serial += 1;
  await store.add({
    received_at: receivedAt,
    email: `person${serial}@example.com`,
    url: kind === 'feedback' ? 'Feedback form' : '',
    message,
    site: 'https://testable.example/',
    submission_id: `sub-${serial}`,
    ...(kind === 'founder' ? { plan: '{"app_description":"a bakery"}' } : {}),
  });
  return `sub-${serial}`;
}
const heldIds = () =>
  (db.prepare('SELECT submission_id FROM leads ORDER BY id').all() as { submission_id: string }[]).map(
    (row) => row.submission_id,
  );
const retain = (now: string, launchedOn: string | null, dryRun = false, batchRows?: number) =>
  applyRetention(sqliteRunner(db), {
    now: new Date(now),
    launchedOn: parseLaunchedOn(launchedOn ?? undefined),
    dryRun,
    ...(batchRows === undefined ? {} : { batchRows }),
  });
const deleted = (report: RetentionReport) => ({ ...report.deleted, sessions: report.sessions });

describe('calendar months', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', -12, '2025-03-10T12:00:00.000Z'],
    ['2026-08-31T00:00:00.000Z', -12, '2025-08-31T00:00:00.000Z'],
    ['2025-08-31T00:00:00.000Z', 12, '2026-08-31T00:00:00.000Z'],
    // A day the month lacks is its last day.
    ['2028-02-29T09:30:00.000Z', -12, '2027-02-28T09:30:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 12, '2025-02-28T00:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 48, '2028-02-29T00:00:00.000Z'],
    ['2025-08-31T00:00:00.000Z', 6, '2026-02-28T00:00:00.000Z'],
    ['2026-03-31T23:59:59.999Z', -1, '2026-02-28T23:59:59.999Z'],
    ['2026-01-15T00:00:00.000Z', -13, '2024-12-15T00:00:00.000Z'],
  ])('%s %+d months is %s', (from, months, expected) => {
    expect(addCalendarMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('LAUNCHED_ON', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['2026-09-01', '2026-09-01T00:00:00.000Z'],
    [' 2024-02-29\n', '2024-02-29T00:00:00.000Z'],
  ])('%j is %j', (value, expected) => {
    expect(parseLaunchedOn(value)?.toISOString() ?? null).toBe(expected);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-9-1', '01/09/2026', '2026-09-01T00:00:00Z', 'yes', '20260901'])(
    'refuses %j, naming the variable and the form',
    (value) => {
      expect(() => parseLaunchedOn(value)).toThrow(LaunchDateError);
      expect(() => parseLaunchedOn(value)).toThrow(/LAUNCHED_ON .*YYYY-MM-DD/);
    },
  );
});

describe('feedback: deleted once received more than 12 calendar months before now', () => {
  it.each([
    { case: 'exactly 12 months', now: '2026-03-10T12:00:00.000Z', received: '2025-03-10T12:00:00.000Z', kept: true },
    { case: '1 ms more', now: '2026-03-10T12:00:00.000Z', received: '2025-03-10T11:59:59.999Z', kept: false },
    { case: 'a day less', now: '2026-03-10T12:00:00.000Z', received: '2025-03-11T12:00:00.000Z', kept: true },
    { case: 'years more', now: '2026-03-10T12:00:00.000Z', received: '2023-01-01T00:00:00.000Z', kept: false },
    { case: 'month end, exactly', now: '2026-08-31T00:00:00.000Z', received: '2025-08-31T00:00:00.000Z', kept: true },
    {
      case: 'month end, 1 ms more',
      now: '2026-08-31T00:00:00.000Z',
      received: '2025-08-30T23:59:59.999Z',
      kept: false,
    },
    // A leap day's feedback stays until 1 March: 12 months before 28 February is 28 February.
    { case: 'leap day, on 28 Feb', now: '2025-02-28T23:59:59.999Z', received: '2024-02-29T00:00:00.000Z', kept: true },
    { case: 'leap day, on 1 Mar', now: '2025-03-01T00:00:00.000Z', received: '2024-02-29T23:59:59.999Z', kept: false },
    // On a leap day, 12 months before is the last day of February.
    { case: 'now a leap day', now: '2028-02-29T12:00:00.000Z', received: '2027-02-28T12:00:00.000Z', kept: true },
    {
      case: 'now a leap day, 1 ms',
      now: '2028-02-29T12:00:00.000Z',
      received: '2027-02-28T11:59:59.999Z',
      kept: false,
    },
  ])('$case: received $received, now $now: kept $kept', async ({ now, received, kept }) => {
    const feedback = await addLead('feedback', received);
    const wait = await addLead('waitlist', received);
    const founder = await addLead('founder', received);
    const report = await retain(now, null);
    expect(deleted(report)).toEqual({ feedback: kept ? 0 : 1, waitlist: 0, founder: 0, sessions: 0 });
    expect(heldIds()).toEqual(kept ? [feedback, wait, founder] : [wait, founder]);
  });

  it('tells feedback by its message: anything but the two fixed ones, even one that quotes them', async () => {
    const old = '2020-01-01T00:00:00.000Z';
    await addLead('feedback', old, 'expression of interest');
    await addLead('feedback', old, `${FOUNDER_MESSAGE} please`);
    await addLead('feedback', old, '');
    const wait = await addLead('waitlist', old);
    const founder = await addLead('founder', old);
    expect(deleted(await retain('2026-01-01T00:00:00.000Z', null))).toMatchObject({ feedback: 3 });
    expect(heldIds()).toEqual([wait, founder]);
  });
});

describe('the wait list and reservations: kept until 12 months after launch', () => {
  it.each([
    { case: 'not launched', launchedOn: null, now: '2035-01-01T00:00:00.000Z', kept: true },
    { case: 'launched, 11 months on', launchedOn: '2026-09-01', now: '2027-08-01T00:00:00.000Z', kept: true },
    { case: 'launch in the future', launchedOn: '2027-01-01', now: '2026-06-01T00:00:00.000Z', kept: true },
    { case: 'month end, a ms before', launchedOn: '2025-08-31', now: '2026-08-30T23:59:59.999Z', kept: true },
    { case: 'month end, 12 months', launchedOn: '2025-08-31', now: '2026-08-31T00:00:00.000Z', kept: false },
    { case: 'leap day, a ms before', launchedOn: '2024-02-29', now: '2025-02-27T23:59:59.999Z', kept: true },
    { case: 'leap day, 12 months', launchedOn: '2024-02-29', now: '2025-02-28T00:00:00.000Z', kept: false },
    { case: 'years on', launchedOn: '2024-02-29', now: '2030-06-01T00:00:00.000Z', kept: false },
  ])('$case (launched $launchedOn, now $now): kept $kept', async ({ launchedOn, now, kept }) => {
    // Received on both sides of launch, and as recently as now: all go together.
    const leads = [
      await addLead('waitlist', '2024-01-01T00:00:00.000Z'),
      await addLead('founder', '2024-01-02T00:00:00.000Z'),
      await addLead('waitlist', now),
      await addLead('founder', now),
    ];
    const report = await retain(now, launchedOn);
    expect(deleted(report)).toEqual({ feedback: 0, waitlist: kept ? 0 : 2, founder: kept ? 0 : 2, sessions: 0 });
    expect(heldIds()).toEqual(kept ? leads : []);
    expect(report.listsExpired).toBe(!kept);
  });

  it('says, before launch, that they are kept and why', async () => {
    const report = await retain('2026-06-01T00:00:00.000Z', null);
    expect(report).toMatchObject({ launchedOn: null, listsUntil: null, listsExpired: false });
    const [, waitlist, founder] = retentionSummary(report);
    expect(waitlist).toMatch(/^waitlist: deleted 0; .*not launched yet \(LAUNCHED_ON is not set\)/);
    expect(founder).toMatch(/^founder: deleted 0; .*not launched yet/);
  });

  it('says until when once launched', async () => {
    const report = await retain('2026-10-01T00:00:00.000Z', '2026-09-01');
    expect(report.listsUntil).toBe('2027-09-01T00:00:00.000Z');
    expect(retentionSummary(report)[1]).toBe(
      'waitlist: deleted 0; all kept until 2027-09-01 (12 months after the launch on 2026-09-01)',
    );
  });
});

describe('the rest of the database', () => {
  it('deletes expired console sessions (at their end or before) and keeps erased submission ids', async () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    const addSession = db.prepare('INSERT INTO ops_sessions (token_hash, expires_at) VALUES (?, ?)');
    addSession.run('ended-long-ago', now - 86_400_000);
    addSession.run('ends-now', now);
    addSession.run('ends-in-a-ms', now + 1);
    db.prepare('INSERT INTO erased_submissions (submission_id, erased_at) VALUES (?, ?)').run(
      'gone-1',
      '2020-01-01T00:00:00.000Z',
    );
    const report = await retain('2026-06-01T00:00:00.000Z', '2020-01-01');
    expect(report.sessions).toBe(2);
    expect(report.erasedSubmissions).toBe(1);
    expect(db.prepare('SELECT token_hash FROM ops_sessions').all()).toEqual([{ token_hash: 'ends-in-a-ms' }]);
    expect(db.prepare('SELECT submission_id FROM erased_submissions').all()).toEqual([{ submission_id: 'gone-1' }]);
    expect(retentionSummary(report).at(-1)).toBe('erased submission ids: kept 1 (random ids, no personal data)');
  });

  it('deletes the bot check’s used proofs once they have run out', async () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    const addProof = db.prepare('INSERT INTO used_proofs (proof_id, submission_id, expires_at) VALUES (?, ?, ?)');
    addProof.run('ran-out', 'a', now - 1);
    addProof.run('runs-out-now', 'b', now);
    addProof.run('still-valid', 'c', now + 1);
    const dry = await applyRetention(sqliteRunner(db), { now: new Date(now), launchedOn: null, dryRun: true });
    expect(dry.proofs).toBe(2);
    const report = await retain('2026-06-01T00:00:00.000Z', '2020-01-01');
    expect(report.proofs).toBe(2);
    expect(db.prepare('SELECT proof_id FROM used_proofs').all()).toEqual([{ proof_id: 'still-valid' }]);
    expect(retentionSummary(report)).toContain('used proofs of work: deleted 2 expired');
  });

  it('deletes an inbox held back from mail once its 30 days are over, and keeps a failed address', async () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    const hold = db.prepare('INSERT INTO mail_suppressions (address_hash, reason, until) VALUES (?, ?, ?)');
    hold.run('left-long-ago', 'left', now - 1);
    hold.run('left-yesterday', 'left', now + 29 * 86_400_000);
    hold.run('failed', 'failed', null);
    const report = await retain('2026-06-01T00:00:00.000Z', null);
    expect(report.heldBack).toBe(1);
    expect(db.prepare('SELECT address_hash FROM mail_suppressions ORDER BY address_hash').all()).toEqual([
      { address_hash: 'failed' },
      { address_hash: 'left-yesterday' },
    ]);
    expect(retentionSummary(report)).toContain(
      'mail held back: deleted 1 whose 30 days are over (failed addresses are kept, as keyed hashes)',
    );
  });

  it('deletes the emails’ links once they have run out, and the links and confirmations of addresses whose leads are gone', async () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    await addLead('waitlist', '2026-05-01T00:00:00.000Z');
    const kept = `person${serial}@example.com`;
    const addLink = db.prepare(
      "INSERT INTO confirmation_tokens (token_hash, email_key, purpose, created_at, expires_at) VALUES (?, ?, 'confirm', 0, ?)",
    );
    addLink.run('ran-out', kept, now - 1);
    addLink.run('runs-out-now', kept, now);
    addLink.run('still-valid', kept, now + 1);
    addLink.run('of-an-address-gone', 'erased-long-ago@example.com', now + 1);
    const addConfirmation = db.prepare(
      "INSERT INTO confirmations (email_key, kind, status) VALUES (?, 'waitlist', 'sent')",
    );
    addConfirmation.run(kept);
    addConfirmation.run('erased-long-ago@example.com');
    const dry = await applyRetention(sqliteRunner(db), { now: new Date(now), launchedOn: null, dryRun: true });
    expect([dry.links, dry.confirmations]).toEqual([3, 1]);
    const report = await retain('2026-06-01T00:00:00.000Z', null);
    expect([report.links, report.confirmations]).toEqual([3, 1]);
    expect(db.prepare('SELECT token_hash FROM confirmation_tokens').all()).toEqual([{ token_hash: 'still-valid' }]);
    expect(db.prepare('SELECT email_key FROM confirmations').all()).toEqual([{ email_key: kept }]);
    expect(retentionSummary(report)).toContain('email links: deleted 3 expired or of addresses no longer kept');
  });
});

describe('runs', () => {
  /** A year of mixed leads, launched on 2025-03-01, and sessions: what a run at 2026-04-15 deletes. */
  async function aYearOfLeads() {
    const kinds: Kind[] = ['feedback', 'waitlist', 'founder', 'feedback', 'waitlist'];
    for (let day = 0; day < 500; day += 7)
      await addLead(kinds[day % kinds.length] as Kind, new Date(Date.UTC(2025, 0, 1 + day, 10)).toISOString());
    db.prepare('INSERT INTO ops_sessions (token_hash, expires_at) VALUES (?, ?), (?, ?)').run(
      'old',
      0,
      'live',
      Date.parse('2030-01-01T00:00:00.000Z'),
    );
    return { now: '2026-04-15T00:00:00.000Z', launchedOn: '2025-03-01' };
  }
  const snapshot = () => ({ leads: heldIds(), sessions: db.prepare('SELECT * FROM ops_sessions').all() });

  it('a dry run counts what a run deletes, and deletes nothing', async () => {
    const { now, launchedOn } = await aYearOfLeads();
    const before = snapshot();
    const dry = await retain(now, launchedOn, true);
    expect(snapshot()).toEqual(before);
    expect(dry.dryRun).toBe(true);
    expect(retentionSummary(dry)[0]).toMatch(/^feedback: would delete \d+ /);
    const real = await retain(now, launchedOn);
    expect(deleted(real)).toEqual(deleted(dry));
    expect(real.deleted.feedback).toBeGreaterThan(0);
    expect(real.deleted.waitlist).toBeGreaterThan(0);
    expect(real.sessions).toBe(1);
    expect(snapshot().leads.length).toBe(
      before.leads.length - real.deleted.feedback - 2 * 0 - real.deleted.waitlist - real.deleted.founder,
    );
  });

  it('is idempotent: a second run deletes nothing more', async () => {
    const { now, launchedOn } = await aYearOfLeads();
    const first = await retain(now, launchedOn);
    const after = snapshot();
    const second = await retain(now, launchedOn);
    expect(deleted(second)).toEqual({ feedback: 0, waitlist: 0, founder: 0, sessions: 0 });
    expect(snapshot()).toEqual(after);
    expect(first.deleted.feedback + first.deleted.waitlist + first.deleted.founder).toBeGreaterThan(0);
  });

  it('counts what it deleted itself, for a store that does not say (wrangler on a local D1)', async () => {
    const { now, launchedOn } = await aYearOfLeads();
    const expected = deleted(await retain(now, launchedOn, true));
    const runner = sqliteRunner(db);
    const silent = {
      all: runner.all,
      write: async (statements: Parameters<typeof runner.write>[0]) => {
        await runner.write(statements);
        return statements.map(() => 0);
      },
    };
    const options = { now: new Date(now), launchedOn: parseLaunchedOn(launchedOn), dryRun: false, batchRows: 5 };
    expect(deleted(await applyRetention(silent, options))).toEqual(expected);
    expect(deleted(await applyRetention(silent, options))).toEqual({
      feedback: 0,
      waitlist: 0,
      founder: 0,
      sessions: 0,
    });
  });

  it('stops, saying so, when a store deletes nothing it is asked to', async () => {
    const { now, launchedOn } = await aYearOfLeads();
    const runner = sqliteRunner(db);
    const stuck = { all: runner.all, write: async () => [0] };
    await expect(
      applyRetention(stuck, { now: new Date(now), launchedOn: parseLaunchedOn(launchedOn), dryRun: false }),
    ).rejects.toThrow(/rows of leads were to be deleted, and none was/);
  });

  it('deletes in batches, each its own transaction, until none is left', async () => {
    const { now, launchedOn } = await aYearOfLeads();
    const whole = structuredClone(await retain(now, launchedOn, true));
    const report = await retain(now, launchedOn, false, 3);
    expect(deleted(report)).toEqual(deleted(whole));
    expect(heldIds()).toHaveLength(72 - whole.deleted.feedback - whole.deleted.waitlist - whole.deleted.founder);
  });
});

describe('on D1 (workerd)', () => {
  it('deletes the same rows, in batches, through the same statements', { timeout: 60_000 }, async () => {
    const { db: d1, dispose } = await openLocalD1(join(dir, 'd1'));
    try {
      const edge = d1Store(d1);
      const kinds: Kind[] = ['feedback', 'waitlist', 'founder', 'feedback'];
      for (let day = 0; day < 40; day += 1)
        await edge.add({
          received_at: new Date(Date.UTC(2025, 0, 1 + day * 12)).toISOString(),
          email: `p${day}@example.com`,
          url: '',
          message: KINDS[kinds[day % kinds.length] as Kind],
          site: '',
          submission_id: `d1-${day}`,
        });
      await d1.prepare('INSERT INTO ops_sessions (token_hash, expires_at) VALUES (?1, ?2)').bind('old', 0).run();
      const options = { now: new Date('2026-06-01T00:00:00.000Z'), launchedOn: new Date('2025-03-01'), batchRows: 4 };
      const dry = await applyRetention(d1Runner(d1), { ...options, dryRun: true });
      const real = await applyRetention(d1Runner(d1), { ...options, dryRun: false });
      expect(deleted(real)).toEqual(deleted(dry));
      // A lead every 12 days from 2025-01-01: 7 of the 20 feedback came before 2025-06-01; launched
      // more than 12 months before now, every wait-list and reservation lead goes.
      expect(deleted(real)).toEqual({ feedback: 7, waitlist: 10, founder: 10, sessions: 1 });
      const again = await applyRetention(d1Runner(d1), { ...options, dryRun: false });
      expect(deleted(again)).toEqual({ feedback: 0, waitlist: 0, founder: 0, sessions: 0 });
      const left = (await d1Runner(d1).all('SELECT count(*) AS n FROM leads'))[0]?.['n'];
      expect(left).toBe(13);
    } finally {
      await dispose();
    }
  });
});

describe('npm run leads:retention', () => {
  const marker = 'UNIQUE-FEEDBACK-WORDS-4d1f';
  const retention = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(PROJECT_NODE, ['tools/leads-retention.ts', ...args], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      encoding: 'utf8',
    });
  const monthsAgo = (months: number) => addCalendarMonths(new Date(), -months).toISOString();

  it('deletes on a LEADS_FILE what the notice no longer keeps, leaves no trace of it in the file, and a second run deletes nothing', {
    timeout: 30_000,
  }, async () => {
    const old = await addLead('feedback', monthsAgo(13), `${marker} the app crashes`);
    const recent = await addLead('feedback', monthsAgo(11));
    const wait = await addLead('waitlist', monthsAgo(30));
    await store.close();
    const file = join(dir, 'leads.db');

    const refused = retention({ LEADS_FILE: file, LAUNCHED_ON: '2026-02-30' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/LAUNCHED_ON is "2026-02-30", not a day: .*YYYY-MM-DD/);
    expect(refused.stdout).toBe('');

    const dry = retention({ LEADS_FILE: file }, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/dry run: nothing deleted/);
    expect(dry.stdout).toMatch(/^feedback: would delete 1 /m);
    expect(dry.stdout).toMatch(/^waitlist: would delete 0; .*LAUNCHED_ON is not set/m);

    const run = retention({ LEADS_FILE: file });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(
      run.stdout.split('\n').filter((line) => /^(feedback|waitlist|founder|console sessions):/.test(line)),
    ).toEqual([
      expect.stringMatching(/^feedback: deleted 1 \(received before .*, more than 12 months ago\)$/),
      expect.stringMatching(/^waitlist: deleted 0; all kept: not launched yet/),
      expect.stringMatching(/^founder: deleted 0; all kept: not launched yet/),
      'console sessions: deleted 0 expired',
    ]);

    const again = retention({ LEADS_FILE: file });
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^feedback: deleted 0 /m);

    db = await openLeadDatabase(file);
    store = sqliteStore(db);
    expect(heldIds()).toEqual([recent, wait]);
    expect(old).toBeTruthy();
    // Overwritten, not only unlinked: the words are in neither the database nor its log.
    for (const part of [file, `${file}-wal`])
      if (existsSync(part)) expect(readFileSync(part).includes(marker)).toBe(false);
  });

  it('after launch, deletes the wait list once 12 months have passed', { timeout: 30_000 }, async () => {
    await addLead('waitlist', monthsAgo(2));
    await addLead('founder', monthsAgo(2));
    await store.close();
    const launched = addCalendarMonths(new Date(), -13).toISOString().slice(0, 10);
    const run = retention({ LAUNCHED_ON: launched }, join(dir, 'leads.db'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^waitlist: deleted 1; none kept from .* \(12 months after the launch on /m);
    expect(run.stdout).toMatch(/^founder: deleted 1; /m);
    db = await openLeadDatabase(join(dir, 'leads.db'));
    store = sqliteStore(db);
    expect(heldIds()).toEqual([]);
  });

  it('with no database yet, says there is nothing to delete and creates none', () => {
    const file = join(dir, 'none', 'leads.db');
    const run = retention({ LEADS_FILE: file });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/no lead database at .*: nothing to delete/);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses an unknown option', () => {
    const run = retention({ LEADS_FILE: join(dir, 'leads.db') }, '--dryrun');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown option --dryrun/);
  });
});
