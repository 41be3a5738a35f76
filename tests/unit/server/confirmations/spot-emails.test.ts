// @vitest-environment node
/**
 * The founder spot's email's delivery guarantees (server/confirmations/spot-emails.ts,
 * docs/emails.md, "When they go") over the real lead database, with a mailer that answers as the
 * test says: two senders send it once, a send that may pass later is tried again within a link's
 * life, a refusal stops it and holds the address back, the day's cap holds it, and an address
 * that left is never sent it.
 */
import { describe, expect, it } from 'vitest';
import { type ConfirmationOptions, confirmations } from '../../../../server/confirmations/confirmations';
import { CONFIRM_LINK_MS, DAY_MS } from '../../../../server/confirmations/rules';
import { suppressions } from '../../../../server/confirmations/suppressions';
import { heldSpotOf } from '../../../../server/founders/founders';
import type { Mailer, MailMessage, MailOutcome } from '../../../../server/mail/mailer';
import { FOUNDER_MESSAGE } from '../../../../src/leads/rules/lead-kind';
import { leadDatabasePerTest } from '../../../support/lead-database';

const SITE = 'https://testable.example';
const SENDER = { product: 'Testable', company: 'Testable Labs', contactEmail: 'hello@testable.example' };
const database = leadDatabasePerTest('spot-emails-');
const SPOT_SUBJECT = /^You’re Testable founder #\d+$/;

/** A mailer that keeps what it is given and answers each send with the next outcome of `script` (then sent). */
function scriptedMailer(script: MailOutcome[] = []) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return script.shift() ?? { kind: 'sent', id: String(sent.length) };
    },
  };
  return { mailer, sent, spots: () => sent.filter(({ subject }) => SPOT_SUBJECT.test(subject)) };
}

function service(mailer: Mailer, clock: { now: number }, options: Partial<ConfirmationOptions> = {}) {
  return confirmations({
    database: () => database().sql(),
    mailer,
    site: async () => ({ sender: SENDER, siteUrl: SITE }),
    operatorAddress: null,
    spotOf: (sql, key) => heldSpotOf(sql, key, 0),
    now: () => clock.now,
    ...options,
  });
}

/** A founder reserves and confirms by the email's link: the spot's email is due, not yet sent. */
async function confirmedFounder(email: string, options: Partial<ConfirmationOptions> = {}, script: MailOutcome[] = []) {
  const clock = { now: Date.parse('2026-11-28T12:00:00.000Z') };
  const mail = scriptedMailer(script);
  const opt = service(mail.mailer, clock, options);
  const fields = { email, message: FOUNDER_MESSAGE, url: '', site: `${SITE}/`, submission_id: crypto.randomUUID() };
  await database().add(fields);
  const background: Promise<unknown>[] = [];
  await opt.onLead(fields, (work) => background.push(work));
  await Promise.all(background);
  const token = /\/confirm\?t=([A-Za-z0-9_-]{43})/.exec(mail.sent[0]?.text ?? '')?.[1] ?? '';
  expect((await opt.confirm(token)).result).toBe('done');
  return { clock, mail, opt };
}

const spotRow = async (email: string) =>
  (
    await (
      await database().sql()
    ).all(
      'SELECT spot_email_since, spot_email_due_at, spot_email_sent_at FROM confirmations WHERE email_key = ?1',
      email,
    )
  )[0];

describe('the founder spot email’s delivery', () => {
  it('is sent once however many senders run at once', async () => {
    const { clock, mail } = await confirmedFounder('ada@example.com');
    const others = [1, 2, 3].map(() => service(mail.mailer, clock));
    await Promise.all(others.map((other) => other.runDue()));
    await Promise.all(others.map((other) => other.runDue()));
    expect(mail.spots().map(({ subject }) => subject)).toEqual(['You’re Testable founder #1']);
    expect(mail.spots()[0]?.to).toBe('ada@example.com');
    expect(await spotRow('ada@example.com')).toMatchObject({ spot_email_due_at: null, spot_email_sent_at: clock.now });
  });

  it('is tried again after a send that may pass later, not before, and given up after a link’s life', async () => {
    const retry: MailOutcome = { kind: 'retry', reason: '451 try later' };
    const { clock, mail, opt } = await confirmedFounder('bo@example.com', {}, [
      { kind: 'sent', id: 'confirmation' },
      retry,
      retry,
    ]);
    await opt.runDue();
    expect(mail.spots()).toHaveLength(1);
    await opt.runDue();
    expect(mail.spots()).toHaveLength(1);
    clock.now += 60_000;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(2);
    // The third try passes; nothing more goes after it.
    clock.now += 10 * 60_000;
    await opt.runDue();
    clock.now += DAY_MS;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(3);
    expect(await spotRow('bo@example.com')).toMatchObject({ spot_email_due_at: null });

    const always = Array.from({ length: 60 }, () => retry);
    const late = await confirmedFounder('cy@example.com', {}, [{ kind: 'sent', id: 'confirmation' }, ...always]);
    for (let day = 0; day <= CONFIRM_LINK_MS / DAY_MS + 1; day += 1) {
      await late.opt.runDue();
      late.clock.now += 12 * 60 * 60_000 + 1;
      await late.opt.runDue();
      late.clock.now += 12 * 60 * 60_000 + 1;
    }
    const tries = late.mail.spots().length;
    expect(tries).toBeGreaterThan(3);
    expect(tries).toBeLessThan(40);
    expect(await spotRow('cy@example.com')).toMatchObject({ spot_email_due_at: null, spot_email_sent_at: null });
  });

  it('stops at a refusal, and the address is held back', async () => {
    const { clock, mail, opt } = await confirmedFounder('di@example.com', {}, [
      { kind: 'sent', id: 'confirmation' },
      { kind: 'rejected', reason: '550 no such user' },
    ]);
    await opt.runDue();
    clock.now += DAY_MS;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(1);
    expect(await spotRow('di@example.com')).toMatchObject({ spot_email_due_at: null, spot_email_sent_at: null });
  });

  it('waits for the day’s cap, which it counts against', async () => {
    // The confirmation was the day's one email: the spot's waits until it is a day old.
    const { clock, mail, opt } = await confirmedFounder('ed@example.com', { dailyLimit: 1 });
    await opt.runDue();
    expect(mail.spots()).toHaveLength(0);
    clock.now += DAY_MS;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(1);
  });

  it('never goes to an address that left', async () => {
    const { clock, mail, opt } = await confirmedFounder('fa@example.com');
    const leave = /\/leave\?t=([A-Za-z0-9_-]{43})/.exec(mail.sent[0]?.text ?? '')?.[1] ?? '';
    // Erased before its run: no spot to name, and no address.
    expect(await opt.leave(leave)).toBe('done');
    clock.now += 60_000;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(0);
  });

  it('never goes to an address held back, as one that refused mail for good', async () => {
    const { clock, mail, opt } = await confirmedFounder('gi@example.com');
    await suppressions(
      () => database().sql(),
      '',
      () => clock.now,
    ).add('failed', 'gi@example.com');
    await opt.runDue();
    clock.now += DAY_MS;
    await opt.runDue();
    expect(mail.spots()).toHaveLength(0);
    expect(await spotRow('gi@example.com')).toMatchObject({ spot_email_due_at: null, spot_email_sent_at: null });
  });
});
