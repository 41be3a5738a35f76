// @vitest-environment node
/**
 * Erasing a person (server/confirmations/forget-address.ts erasePerson) on a real lead database: every lead
 * of the address goes, in whatever form it was written, and nothing else; the browser's outbox
 * sending one of the erased submissions again is acknowledged and never stored; a new submission
 * from the address (consent given again) is.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { personLeads } from '../../../../server/ops/lead-queries';
import type { SqlRunner } from '../../../../server/sql/sql-runner';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadDatabasePerTest } from '../../../support/lead-database';

const ERASED_AT = new Date('2026-11-22T08:00:00.000Z');

const database = leadDatabasePerTest('erased-submissions-');
let sql: SqlRunner;
beforeEach(async () => {
  sql = await database().sql();
});
/** Stores a lead a second after the one before. */
const add: ReturnType<typeof database>['add'] = (lead) => database().add(lead);

const stored = async () => (await readLeads(database().file)).map((lead) => [lead.email, lead.submission_id]);
const erasedIds = async () =>
  (await sql.all('SELECT submission_id, erased_at FROM erased_submissions ORDER BY submission_id')).map((row) => [
    row['submission_id'],
    row['erased_at'],
  ]);

/** Ada's leads in four forms of her address (one without a submission_id), and her neighbours'. */
async function seed() {
  await add({ email: 'Ada@Example.com', submission_id: 'a1' });
  await add({ email: 'bada@example.com', submission_id: 'b1' });
  await add({ email: 'ａｄａ@example.com', message: FOUNDER_MESSAGE, submission_id: 'a2', plan: '{"goal":"x"}' });
  await add({ email: 'ada@example.co', submission_id: 'c1' });
  await add({ email: ' ada@EXAMPLE.com ', message: 'Please add SSO' });
  await add({ email: 'ada.b@example.com', submission_id: 'd1' });
  await add({ email: 'ada@example.com', submission_id: 'a3' });
}
const OTHERS = [
  ['bada@example.com', 'b1'],
  ['ada@example.co', 'c1'],
  ['ada.b@example.com', 'd1'],
];

describe('erasePerson', () => {
  it.each(['ada@example.com', 'ADA@Example.COM', '  Ada@example.com', 'ａｄａ@ｅｘａｍｐｌｅ．ｃｏｍ'])(
    'erases every lead of the address, asked as %j, and no other',
    async (asked) => {
      await seed();
      expect(await personLeads(sql, asked)).toHaveLength(4);
      expect(await erasePerson(sql, asked, ERASED_AT)).toBe(4);
      expect(await stored()).toEqual(OTHERS);
      expect(await personLeads(sql, 'ada@example.com')).toEqual([]);
      // Only the submission ids are kept (the lead without one leaves nothing), with the time.
      expect(await erasedIds()).toEqual([
        ['a1', ERASED_AT.toISOString()],
        ['a2', ERASED_AT.toISOString()],
        ['a3', ERASED_AT.toISOString()],
      ]);
    },
  );

  it('erases twice: the second time there is nothing left (0)', async () => {
    await seed();
    expect(await erasePerson(sql, 'ada@example.com', ERASED_AT)).toBe(4);
    expect(await erasePerson(sql, 'ada@example.com', new Date('2026-11-23T08:00:00.000Z'))).toBe(0);
    expect(await stored()).toEqual(OTHERS);
    // The first erasure's time stays.
    expect((await erasedIds()).map(([, at]) => at)).toEqual(Array(3).fill(ERASED_AT.toISOString()));
  });

  it('erases an address with no leads: 0, and nothing changes', async () => {
    await seed();
    expect(await erasePerson(sql, 'nobody@example.com', ERASED_AT)).toBe(0);
    expect(await readLeads(database().file)).toHaveLength(7);
    expect(await erasedIds()).toEqual([]);
  });

  it('erases leads that have no submission_id', async () => {
    await add({ email: 'eve@example.com' });
    await add({ email: 'EVE@example.com', message: 'Hello' });
    await add({ email: 'bo@example.com' });
    expect(await erasePerson(sql, 'eve@example.com', ERASED_AT)).toBe(2);
    expect(await stored()).toEqual([['bo@example.com', '']]);
    expect(await erasedIds()).toEqual([]);
  });

  it.each([
    ['the first', 'a1'],
    ['a founder reservation', 'a2'],
    ['the last', 'a3'],
  ])('acknowledges %s erased submission sent again as a repeat, and stores nothing', async (_case, submission_id) => {
    await seed();
    await erasePerson(sql, 'ada@example.com', ERASED_AT);
    // As the browser's outbox sends it again, in any form of the address or with other words.
    expect(await add({ email: 'ada@example.com', submission_id })).toEqual({ duplicate: true });
    expect(await add({ email: 'Ada@Example.com', message: FOUNDER_MESSAGE, submission_id })).toEqual({
      duplicate: true,
    });
    // Even from another address: the id alone is known.
    expect(await add({ email: 'someone@example.com', submission_id })).toEqual({ duplicate: true });
    expect(await stored()).toEqual(OTHERS);
  });

  it('stores a new submission from the erased address (consent given again), as a first lead', async () => {
    await seed();
    await erasePerson(sql, 'ada@example.com', ERASED_AT);
    expect(await add({ email: 'Ada@Example.com', submission_id: 'a4' })).toEqual({ duplicate: false });
    expect(await add({ email: 'ada@example.com' })).toEqual({ duplicate: false });
    expect(await add({ email: 'ada@example.com', submission_id: 'a4' })).toEqual({ duplicate: true });
    const again = await personLeads(sql, 'ada@example.com');
    // Nothing links it to the erased leads: it repeats none of them.
    expect(again.map((lead) => [lead.email, lead.submission_id, lead.repeat_of])).toEqual([
      ['Ada@Example.com', 'a4', ''],
      ['ada@example.com', '', 'a4'],
    ]);
    // Erased again, the new ones go the same way.
    expect(await erasePerson(sql, 'ADA@example.com', ERASED_AT)).toBe(2);
    expect(await add({ email: 'ada@example.com', submission_id: 'a4' })).toEqual({ duplicate: true });
    expect(await stored()).toEqual(OTHERS);
  });

  it('leaves the other leads as they were, their repeats included', async () => {
    await add({ email: 'bo@example.com', submission_id: 'b1' });
    await add({ email: 'ada@example.com', submission_id: 'a1' });
    await add({ email: 'BO@example.com', submission_id: 'b2' });
    const before = (await readLeads(database().file)).filter((lead) => lead.email.toLowerCase() === 'bo@example.com');
    await erasePerson(sql, 'ada@example.com', ERASED_AT);
    expect(await readLeads(database().file)).toEqual(before);
    expect(before.map((lead) => lead.repeat_of)).toEqual(['', 'b1']);
  });

  it('is kept across a restart: a new sink on the database still refuses the erased submission', async () => {
    await seed();
    await erasePerson(sql, 'ada@example.com', ERASED_AT);
    // Closed, the sink opens the database again on its next use, as a restarted process does.
    await database().sink.close();
    sql = await database().sql();
    expect(await add({ email: 'ada@example.com', submission_id: 'a2' })).toEqual({ duplicate: true });
    expect(await stored()).toEqual(OTHERS);
  });
});
