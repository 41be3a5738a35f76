// @vitest-environment node
/**
 * Who holds a founder spot (server/founders/founder-spots.ts) on a real lead database, with a
 * mailer (a spot is held once its address is confirmed, numbered by when it became held) and
 * without one (every reservation holds one, numbered by the first reservation).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { founderSpotOf, foundersHeld, heldSpotOf } from '../../../../server/founders/founder-spots';
import { founderCount } from '../../../../server/founders/founders';
import type { SqlRunner } from '../../../../server/sql/sql-runner';
import { FOUNDER_MESSAGE, WAITLIST_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadDatabasePerTest } from '../../../support/lead-database';

const database = leadDatabasePerTest('founder-spots-', { message: FOUNDER_MESSAGE });
let sql: SqlRunner;
beforeEach(async () => {
  sql = await database().sql();
});

/** Stores a lead at `at` (ISO 8601). */
const add = (email: string, submission_id: string, at: string, message = FOUNDER_MESSAGE) =>
  database().add({ email, submission_id, message }, at);

/** The address confirms itself by its email's link at `at`, as spendConfirmLink writes it. */
async function confirm(email: string, at: string) {
  await sql.write([
    {
      sql: `INSERT INTO confirmations (email_key, kind, status, confirmed_at) VALUES (?1, 'founder', 'sent', NULL)
        ON CONFLICT (email_key) DO NOTHING`,
      params: [email],
    },
    {
      sql: `UPDATE confirmations SET status = 'confirmed', confirmed_at = ?2 WHERE email_key = ?1`,
      params: [email, at],
    },
  ]);
}

const spot = (email: string, submission_id: string, confirmedOnly: boolean, takenBefore = 0) =>
  founderSpotOf(sql, { email, submission_id }, takenBefore, confirmedOnly);

describe('with a mailer', () => {
  it('holds no spot until the address is confirmed, then numbers it by when it was held', async () => {
    await add('ada@example.com', 'a1', '2026-11-20T08:00:00.000Z');
    await add('bo@example.com', 'b1', '2026-11-20T09:00:00.000Z');
    await add('cy@example.com', 'c1', '2026-11-20T10:00:00.000Z');
    expect(await foundersHeld(sql, true)).toBe(0);
    expect(await spot('ada@example.com', 'a1', true)).toEqual({ pending: true, already: false });
    expect(await heldSpotOf(sql, 'ada@example.com', 0)).toBeNull();

    // Cy confirms first, then Ada: Cy holds the first spot though Ada reserved before.
    await confirm('cy@example.com', '2026-11-20T11:00:00.000Z');
    await confirm('ada@example.com', '2026-11-20T12:00:00.000Z');
    expect(await foundersHeld(sql, true)).toBe(2);
    expect(await spot('cy@example.com', 'c1', true, 18)).toEqual({ number: 19, already: false });
    expect(await spot('ada@example.com', 'a1', true, 18)).toEqual({ number: 20, already: false });
    expect(await spot('bo@example.com', 'b1', true, 18)).toEqual({ pending: true, already: false });

    // Bo confirms last: the third spot; the numbers told before do not move.
    await confirm('bo@example.com', '2026-11-20T13:00:00.000Z');
    expect(await heldSpotOf(sql, 'bo@example.com', 18)).toBe(21);
    expect(await heldSpotOf(sql, 'cy@example.com', 18)).toBe(19);
    expect(await foundersHeld(sql, true)).toBe(3);
  });

  it('counts one spot for an address however often it reserves, in any case or form', async () => {
    await add('ada@example.com', 'a1', '2026-11-20T08:00:00.000Z');
    await add('ＡＤＡ@Example.com', 'a2', '2026-11-20T08:01:00.000Z');
    await add('Ada@example.com', 'a3', '2026-11-20T08:02:00.000Z');
    expect(await foundersHeld(sql, false)).toBe(1);
    expect(await spot('ada@example.com', 'a2', true)).toEqual({ pending: true, already: true });
    await confirm('ada@example.com', '2026-11-20T09:00:00.000Z');
    expect(await foundersHeld(sql, true)).toBe(1);
    expect(await spot('ada@example.com', 'a1', true)).toEqual({ number: 1, already: false });
    expect(await spot('ada@example.com', 'a3', true)).toEqual({ number: 1, already: true });
  });

  it('holds a spot from the reservation for an address confirmed before it (on the wait list)', async () => {
    await add('ada@example.com', 'w1', '2026-11-20T07:00:00.000Z', WAITLIST_MESSAGE);
    await confirm('ada@example.com', '2026-11-20T07:30:00.000Z');
    await add('bo@example.com', 'b1', '2026-11-20T08:00:00.000Z');
    await confirm('bo@example.com', '2026-11-20T08:30:00.000Z');
    // A confirmed wait-list address holds no spot until it reserves.
    expect(await foundersHeld(sql, true)).toBe(1);
    expect(await heldSpotOf(sql, 'ada@example.com', 0)).toBeNull();
    await add('ada@example.com', 'a1', '2026-11-20T09:00:00.000Z');
    // Held from its reservation (09:00), after Bo's (08:30): the second spot, and Bo's stays the first.
    expect(await spot('ada@example.com', 'a1', true)).toEqual({ number: 2, already: false });
    expect(await heldSpotOf(sql, 'bo@example.com', 0)).toBe(1);
  });

  it('forgets an erased address: its spot goes, and the spots held after it move up', async () => {
    await add('ada@example.com', 'a1', '2026-11-20T08:00:00.000Z');
    await add('bo@example.com', 'b1', '2026-11-20T09:00:00.000Z');
    await add('cy@example.com', 'c1', '2026-11-20T10:00:00.000Z');
    for (const [email, at] of [
      ['ada@example.com', '2026-11-20T11:00:00.000Z'],
      ['bo@example.com', '2026-11-20T12:00:00.000Z'],
    ] as const)
      await confirm(email, at);
    expect(await erasePerson(sql, 'ADA@example.com', new Date(database().now()))).toBe(1);
    expect(await foundersHeld(sql, true)).toBe(1);
    expect(await heldSpotOf(sql, 'ada@example.com', 0)).toBeNull();
    expect(await heldSpotOf(sql, 'bo@example.com', 0)).toBe(1);
    expect(await spot('ada@example.com', 'a1', true)).toBeNull();
  });

  it('counts confirmed addresses on top of the operator’s figure, and a confirmation at once after changed()', async () => {
    const time = 1_000_000;
    await add('ada@example.com', 'a1', '2026-11-20T08:00:00.000Z');
    await add('bo@example.com', 'b1', '2026-11-20T09:00:00.000Z');
    const count = founderCount({ database: async () => sql, takenBefore: 5, confirmedOnly: true, now: () => time });
    expect(await count.taken()).toBe(5);
    await confirm('bo@example.com', '2026-11-20T10:00:00.000Z');
    count.changed();
    expect(await count.taken()).toBe(6);
  });
});

describe('without a mailer', () => {
  it('holds a spot for every reservation at once, confirmed or not, numbered by the first reservation', async () => {
    await add('ada@example.com', 'a1', '2026-11-20T08:00:00.000Z');
    await add('bo@example.com', 'b1', '2026-11-20T09:00:00.000Z');
    await add('ada@example.com', 'a2', '2026-11-20T10:00:00.000Z');
    // A confirmation from a time with a mailer changes nothing here.
    await confirm('bo@example.com', '2026-11-20T09:30:00.000Z');
    expect(await foundersHeld(sql, false)).toBe(2);
    expect(await spot('ada@example.com', 'a1', false)).toEqual({ number: 1, already: false });
    expect(await spot('ada@example.com', 'a2', false)).toEqual({ number: 1, already: true });
    expect(await spot('bo@example.com', 'b1', false)).toEqual({ number: 2, already: false });
    const count = founderCount({ database: async () => sql, takenBefore: 0, now: () => 0 });
    expect(await count.taken()).toBe(2);
  });
});
