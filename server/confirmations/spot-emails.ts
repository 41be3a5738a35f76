/**
 * The founder spot's email (docs/emails.md, "When they go"): sent once to an address that holds a
 * spot, naming its number, when a confirmed address reserves or a founder's address is confirmed.
 * The same guarantees as the other emails: a due time in the database, a sender's hold so two
 * senders never send it twice, retries of a send that may pass later (bounded by a link's life),
 * the day's cap, and no mail to an address held back.
 */

import { CONFIRMATION_COPY } from '../../src/lib/emails/email-copy.ts';
import { founderSpotEmail } from '../../src/lib/emails/founder-spot-email.ts';
import { logOutcome } from '../mail/mail-log.ts';
import type { MailSite } from '../mail/mail-site.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { addressOf, sentInLastDay } from './confirmation-store.ts';
import { LEAVE_LINK_EXPIRES_AT, noticeRetryAt, SEND_LEASE_MS } from './rules.ts';
import { planSpotEmail } from './spot-email-rules.ts';
import { dueSpotEmails, markSpotEmailDue, moveSpotEmail, storeLeaveLink } from './spot-email-store.ts';
import type { suppressions } from './suppressions.ts';
import { newToken, tokenHash } from './tokens.ts';

export interface SpotEmailOptions {
  mailer: Mailer;
  site: () => Promise<MailSite>;
  heldBack: ReturnType<typeof suppressions>;
  dailyLimit: number;
  /** The number of the spot an address holds (heldSpotOf); null: none. Absent, no spot email goes. */
  spotOf?: (sql: SqlRunner, key: string) => Promise<number | null>;
  now: () => number;
}

/** Due spot emails one run sends at most. */
const PER_RUN = 20;

export function spotEmails({ mailer, site, heldBack, dailyLimit, spotOf, now }: SpotEmailOptions) {
  /** Sends the spot email due to `key` at `dueAt` (due since `since`), unless another sender took it. */
  async function send(sql: SqlRunner, key: string, dueAt: number, since: number): Promise<void> {
    const lease = now() + SEND_LEASE_MS;
    if (!(await moveSpotEmail(sql, key, dueAt, lease))) return;
    const address = await addressOf(sql, key);
    const plan = planSpotEmail({
      number: spotOf ? await spotOf(sql, key) : null,
      address,
      heldBack: address !== null && (await heldBack.holds(address)),
      day: await sentInLastDay(sql, now()),
      dailyLimit,
      now: now(),
    });
    if (plan.kind !== 'send' || address === null) {
      await moveSpotEmail(sql, key, lease, plan.kind === 'wait' ? plan.until : null);
      return;
    }
    const { sender, siteUrl } = await site();
    const leave = newToken();
    await storeLeaveLink(sql, key, await tokenHash(leave), now(), LEAVE_LINK_EXPIRES_AT);
    const email = founderSpotEmail({
      number: plan.number,
      leaveUrl: new URL(`/leave?t=${leave}`, siteUrl).href,
      siteUrl,
      copy: CONFIRMATION_COPY,
      sender,
    });
    const outcome = await mailer.send({ to: address, ...email });
    if (outcome.kind === 'rejected') await heldBack.add('failed', address);
    const next = outcome.kind === 'retry' ? noticeRetryAt(since, now()) : null;
    await moveSpotEmail(sql, key, lease, next, outcome.kind === 'sent' ? now() : null);
    logOutcome(
      'A founder spot email was not sent',
      outcome,
      next === null ? 'the console shows the spot' : 'it will be tried again',
    );
  }

  return {
    /**
     * A confirmed address reserved: its spot's email is due now, and `later` gets the send, unless
     * it was ever due before. Whether this reservation made it due.
     */
    async onReservation(sql: SqlRunner, key: string, later: (work: Promise<unknown>) => void): Promise<boolean> {
      if (!spotOf) return false;
      const at = now();
      if (!(await markSpotEmailDue(sql, key, at))) return false;
      later(send(sql, key, at, at));
      return true;
    },
    /** Sends the spot emails due: a founder's confirmation's, retries, and those held by the cap. */
    async run(sql: SqlRunner): Promise<void> {
      for (const { key, dueAt, since } of await dueSpotEmails(sql, now(), PER_RUN)) await send(sql, key, dueAt, since);
    },
  };
}
