// @vitest-environment node
/**
 * The founder count and an address's spot (server/founders/founders.ts) on a real lead database:
 * spots numbered by each address's first reservation, a count asked for often counted at most
 * once every maxAgeMs, at once after a reservation stored here, never past FOUNDER_SPOTS.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { FOUNDER_COUNT_MAX_AGE_MS, founderCount, founderSpotOf } from '../../../../server/founders/founders';
import type { SqlRunner } from '../../../../server/sql/sql-runner';
import { FOUNDER_MESSAGE, WAITLIST_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { FOUNDER_SPOTS } from '../../../../src/lib/constants';
import { leadDatabasePerTest } from '../../../support/lead-database';

/** A founder reservation unless told otherwise. */
const database = leadDatabasePerTest('founders-', { message: FOUNDER_MESSAGE, plan: '{"goal":"checkout works"}' });
let sql: SqlRunner;
beforeEach(async () => {
  sql = await database().sql();
});
/** Stores a lead a second after the one before. */
const add: ReturnType<typeof database>['add'] = (lead) => database().add(lead);

describe('founderSpotOf', () => {
  it.each([0, 18, FOUNDER_SPOTS - 1])(
    'numbers the addresses by their first reservation, after %i taken',
    async (taken) => {
      const spot = (email: string, submission_id: string) => founderSpotOf(sql, { email, submission_id }, taken);

      // Joining the wait list first takes no spot.
      await add({ email: 'ada@example.com', message: WAITLIST_MESSAGE, submission_id: 'w1' });
      expect(await spot('ada@example.com', 'w1')).toBeNull();

      await add({ email: 'ada@example.com', submission_id: 'f1' });
      expect(await spot('ada@example.com', 'f1')).toEqual({ number: taken + 1, already: false });
      await add({ email: 'bo@example.com', submission_id: 'f2' });
      expect(await spot('bo@example.com', 'f2')).toEqual({ number: taken + 2, already: false });

      // Ada again, in another form of her address: her own spot, already held.
      await add({ email: 'ＡＤＡ@Example.com', submission_id: 'f3' });
      expect(await spot('ＡＤＡ@Example.com', 'f3')).toEqual({ number: taken + 1, already: true });
      // Her first reservation repeated (the outbox sending it again): the one that took the spot.
      expect(await add({ email: 'ada@example.com', submission_id: 'f1' })).toEqual({ duplicate: true });
      expect(await spot('ada@example.com', 'f1')).toEqual({ number: taken + 1, already: false });
      // A reservation without a submission_id is her latest one.
      expect(await spot('ada@example.com', '')).toEqual({ number: taken + 1, already: true });
      // Bo's reservation is still his first.
      expect(await spot('BO@example.com', 'f2')).toEqual({ number: taken + 2, already: false });
    },
  );

  it('numbers a reservation without a submission_id, and one reservation after several wait list leads', async () => {
    await add({ email: 'cy@example.com', message: WAITLIST_MESSAGE, submission_id: 'w1' });
    await add({ email: 'dee@example.com' });
    await add({ email: 'cy@example.com', message: WAITLIST_MESSAGE, submission_id: 'w2' });
    await add({ email: 'cy@example.com', submission_id: 'f1' });
    expect(await founderSpotOf(sql, { email: 'dee@example.com', submission_id: '' }, 18)).toEqual({
      number: 19,
      already: false,
    });
    expect(await founderSpotOf(sql, { email: 'cy@example.com', submission_id: 'f1' }, 18)).toEqual({
      number: 20,
      already: false,
    });
  });

  it('gives null for an address without a reservation, and for an erased one', async () => {
    await add({ email: 'ada@example.com', submission_id: 'f1' });
    await add({ email: 'bo@example.com', submission_id: 'f2' });
    await add({ email: 'ada@example.com', submission_id: 'f3' });
    expect(await founderSpotOf(sql, { email: 'cy@example.com', submission_id: 'f9' }, 18)).toBeNull();

    expect(await erasePerson(sql, 'Ada@Example.com', new Date(database().now()))).toBe(2);
    for (const submission_id of ['f1', 'f3', ''])
      expect(await founderSpotOf(sql, { email: 'ada@example.com', submission_id }, 18)).toBeNull();
    // Her reservation sent again is acknowledged and holds no spot.
    expect(await add({ email: 'ada@example.com', submission_id: 'f1' })).toEqual({ duplicate: true });
    expect(await founderSpotOf(sql, { email: 'ada@example.com', submission_id: 'f1' }, 18)).toBeNull();
    // The addresses left keep their order among those still held.
    expect(await founderSpotOf(sql, { email: 'bo@example.com', submission_id: 'f2' }, 18)).toEqual({
      number: 19,
      already: false,
    });
  });
});

/** The runner, counting how often it is read. */
function counted(runner: SqlRunner) {
  const calls = { database: 0, all: 0 };
  const database = async (): Promise<SqlRunner> => {
    calls.database += 1;
    return {
      all: (query, ...params) => {
        calls.all += 1;
        return runner.all(query, ...params);
      },
      write: (statements) => runner.write(statements),
    };
  };
  return { calls, database };
}

describe('founderCount', () => {
  const MAX_AGE = 5_000;
  let time: number;
  const now = () => time;
  beforeEach(() => {
    time = 1_000_000;
  });

  it('counts the distinct addresses with a reservation on top of those taken before', async () => {
    await add({ email: 'ada@example.com', submission_id: 'f1' });
    await add({ email: 'ＡＤＡ@example.com', submission_id: 'f2' });
    await add({ email: 'bo@example.com', message: WAITLIST_MESSAGE, submission_id: 'w1' });
    await add({ email: 'cy@example.com', message: 'Please add SSO', submission_id: 'x1' });
    await add({ email: 'dee@example.com' });
    expect(await founderCount({ database: async () => sql, takenBefore: 18, now }).taken()).toBe(20);
  });

  it('counts once within maxAgeMs, however many ask, and again once the answer is that old', async () => {
    const { calls, database } = counted(sql);
    const count = founderCount({ database, takenBefore: 18, now, maxAgeMs: MAX_AGE });
    await add({ email: 'ada@example.com', submission_id: 'f1' });

    // Asked at once, many times: one query, shared.
    expect(await Promise.all([count.taken(), count.taken(), count.taken()])).toEqual([19, 19, 19]);
    expect(calls).toEqual({ database: 1, all: 1 });

    // A reservation stored elsewhere is not seen until the answer is maxAgeMs old.
    await add({ email: 'bo@example.com', submission_id: 'f2' });
    time += MAX_AGE - 1;
    expect(await count.taken()).toBe(19);
    expect(calls.all).toBe(1);
    time += 1;
    expect(await count.taken()).toBe(20);
    expect(calls.all).toBe(2);
    // The new answer is kept for maxAgeMs from when it was counted.
    time += MAX_AGE - 1;
    expect(await count.taken()).toBe(20);
    expect(calls.all).toBe(2);
  });

  it('keeps an answer FOUNDER_COUNT_MAX_AGE_MS when not told', async () => {
    const { calls, database } = counted(sql);
    const count = founderCount({ database, takenBefore: 0, now });
    expect(await count.taken()).toBe(0);
    time += FOUNDER_COUNT_MAX_AGE_MS - 1;
    await count.taken();
    expect(calls.all).toBe(1);
    time += 1;
    await count.taken();
    expect(calls.all).toBe(2);
  });

  it('counts again at once after changed(), a reservation stored here', async () => {
    const { calls, database } = counted(sql);
    const count = founderCount({ database, takenBefore: 18, now, maxAgeMs: MAX_AGE });
    expect(await count.taken()).toBe(18);
    await add({ email: 'ada@example.com', submission_id: 'f1' });
    count.changed();
    expect(await count.taken()).toBe(19);
    expect(calls.all).toBe(2);
    // And keeps that answer.
    expect(await count.taken()).toBe(19);
    expect(calls.all).toBe(2);
  });

  it.each([
    [0, 0, 0],
    [18, 3, 21],
    [FOUNDER_SPOTS - 2, 2, FOUNDER_SPOTS],
    [FOUNDER_SPOTS - 2, 3, FOUNDER_SPOTS],
    [FOUNDER_SPOTS, 1, FOUNDER_SPOTS],
    [FOUNDER_SPOTS + 10, 0, FOUNDER_SPOTS],
  ])(
    'after %i taken and %i addresses reserving: %i, never past FOUNDER_SPOTS',
    async (takenBefore, addresses, expected) => {
      for (let index = 0; index < addresses; index += 1)
        await add({ email: `founder${index}@example.com`, submission_id: `f${index}` });
      expect(await founderCount({ database: async () => sql, takenBefore, now }).taken()).toBe(expected);
    },
  );

  it('rejects when the database cannot be opened, and the next ask tries again', async () => {
    await add({ email: 'ada@example.com', submission_id: 'f1' });
    let failures = 1;
    let opened = 0;
    const count = founderCount({
      database: async () => {
        opened += 1;
        if (failures-- > 0) throw new Error('the lead database is locked');
        return sql;
      },
      takenBefore: 18,
      now,
      maxAgeMs: MAX_AGE,
    });
    await expect(count.taken()).rejects.toThrow('the lead database is locked');
    // At the same moment: the failure was not kept.
    expect(await count.taken()).toBe(19);
    expect(opened).toBe(2);
    expect(await count.taken()).toBe(19);
    expect(opened).toBe(2);
  });

  it('rejects when the query fails, every asker alike, and the next ask tries again', async () => {
    await add({ email: 'ada@example.com', submission_id: 'f1' });
    let failures = 1;
    const failing: SqlRunner = {
      all: (query, ...params) =>
        failures-- > 0 ? Promise.reject(new Error('disk I/O error')) : sql.all(query, ...params),
      write: (statements) => sql.write(statements),
    };
    const count = founderCount({ database: async () => failing, takenBefore: 18, now, maxAgeMs: MAX_AGE });
    const asked = [count.taken(), count.taken()];
    for (const answer of asked) await expect(answer).rejects.toThrow('disk I/O error');
    expect(await count.taken()).toBe(19);
  });

  /** Once every promise callback queued so far has run (no time passes). */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('a count that fails after changed() started another does not discard the newer one', async () => {
    const pending: { resolve: (rows: Record<string, unknown>[]) => void; reject: (error: Error) => void }[] = [];
    const held: SqlRunner = {
      all: () =>
        new Promise((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
      write: (statements) => sql.write(statements),
    };
    const count = founderCount({ database: async () => held, takenBefore: 18, now, maxAgeMs: MAX_AGE });
    const older = count.taken();
    await settled();
    count.changed();
    const newer = count.taken();
    await settled();
    expect(pending).toHaveLength(2);
    pending[0]?.reject(new Error('interrupted'));
    await expect(older).rejects.toThrow('interrupted');
    pending[1]?.resolve([{ n: 4 }]);
    expect(await newer).toBe(22);
    // The newer answer is the one kept: no third query.
    expect(await count.taken()).toBe(22);
    expect(pending).toHaveLength(2);
  });
});
