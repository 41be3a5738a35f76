/**
 * The double opt-in (docs/emails.md): a new wait-list or founder address is sent one email with a
 * link to confirm it and one to leave; the links' pages post back here; a confirmation tells the
 * operator. The same on one machine and on the edge: the database is the lead sink's, the mailer
 * the runtime's. Sends that may pass later are tried again by `runDue`, which the host calls as
 * requests come (server/reference-host/host.ts), on either runtime.
 */
import type { LeadIntent } from '../../src/leads/rules/lead-intent.ts';
import { leadKindOf } from '../../src/leads/rules/lead-kind.ts';
import { confirmationEmail } from '../../src/lib/emails/confirmation-email.ts';
import { CONFIRMATION_COPY, OPERATOR_NOTICE_COPY } from '../../src/lib/emails/email-copy.ts';
import { operatorNotice } from '../../src/lib/emails/operator-notice.ts';
import { emailKey, type LeadInput } from '../lead-sink/store.ts';
import { logOutcome } from '../mail/mail-log.ts';
import type { MailSite } from '../mail/mail-site.ts';
import type { Mailer, MailOutcome } from '../mail/mailer.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { type ConfirmOutcome, linkOf, pressConfirmLink, storeLinks } from './confirmation-links.ts';
import {
  addressOf,
  claimDue,
  confirmationOf,
  dueConfirmations,
  dueNotices,
  markDue,
  moveNotice,
  postpone,
  recordSend,
  sentInLastDay,
} from './confirmation-store.ts';
import { shareFreesAt } from './fair-share.ts';
import { eraseAddress, forgetUnheld } from './forget-address.ts';
import { mailboxOf, otherSpellingReply } from './mailbox.ts';
import {
  capFreesAt,
  DEFAULT_DAILY_LIMIT,
  decideOnLead,
  emailKindOf,
  noticeRetryAt,
  retryAt,
  SEND_LEASE_MS,
} from './rules.ts';
import { runsInTurn } from './runs-in-turn.ts';
import { type LeadReply, owesSpotEmailOnLead } from './spot-email-rules.ts';
import { type SpotEmailOptions, spotEmails } from './spot-emails.ts';
import { suppressions } from './suppressions.ts';
import { isTokenShaped, newToken, tokenHash } from './tokens.ts';

export type { ConfirmOutcome, ConfirmResult } from './confirmation-links.ts';

export interface ConfirmationOptions {
  database: () => Promise<SqlRunner>;
  mailer: Mailer;
  /** Who the emails say they come from, and the site their links lead to (server/mail/mail-site.ts). */
  site: () => Promise<MailSite>;
  /** OPS_NOTIFY_EMAIL; null: no notices. */
  operatorAddress: string | null;
  /** MAIL_DAILY_LIMIT: confirmations the site sends in 24 hours at most. */
  dailyLimit?: number;
  /** The site's secret, which the addresses held back are hashed under (suppressions.ts). */
  secret?: string;
  /** The number of the spot an address holds, for the founder spot's email (spot-emails.ts). */
  spotOf?: SpotEmailOptions['spotOf'];
  now?: () => number;
}

export type LeaveResult = 'done' | 'invalid';

export interface Confirmations {
  /**
   * Notes a new address's email (or a founder spot's) due and starts sending it: what the page is
   * told (queued: on its way). `later` gets the send, which goes on after the answer.
   */
  onLead(
    lead: LeadInput,
    later: (work: Promise<unknown>) => void,
    client?: string,
    intent?: LeadIntent | null,
  ): Promise<LeadReply>;
  /** Sends what is due: confirmations and spot emails waiting for a retry or the cap, and the operator's notices. */
  runDue(): Promise<void>;
  /** What pressing a confirm link did, and (done) the address it confirmed. */
  confirm(token: string): Promise<ConfirmOutcome>;
  leave(token: string): Promise<LeaveResult>;
}

/** Due emails one run sends at most: a run stays short, and the next one goes on. */
const PER_RUN = 20;

export function confirmations({
  database,
  mailer,
  site,
  operatorAddress,
  dailyLimit = DEFAULT_DAILY_LIMIT,
  secret = '',
  spotOf,
  now = Date.now,
}: ConfirmationOptions): Confirmations {
  const heldBack = suppressions(database, secret, now);
  const spots = spotEmails({ mailer, site, heldBack, dailyLimit, ...(spotOf ? { spotOf } : {}), now });
  /** Sends the email due to `key` at `dueAt`, unless another sender took it first: what became of it. */
  async function sendDue(sql: SqlRunner, key: string, dueAt: number): Promise<MailOutcome | 'queued' | 'taken'> {
    const start = now();
    if (!(await claimDue(sql, key, dueAt, start + SEND_LEASE_MS))) return 'taken';
    const day = await sentInLastDay(sql, start);
    const waitUntil =
      day.count >= dailyLimit ? capFreesAt(day.oldest ?? start) : await shareFreesAt(sql, key, dailyLimit, start);
    if (waitUntil !== null) {
      await postpone(sql, key, waitUntil);
      return 'queued';
    }
    const [state, address] = [await confirmationOf(sql, key), await addressOf(sql, key)];
    if (state === null) return 'taken';
    if (address === null) {
      await forgetUnheld(sql, key);
      return 'taken';
    }
    const { sender, siteUrl } = await site();
    const link = (page: string, token: string) => new URL(`/${page}?t=${token}`, siteUrl).href;
    const tokens = { confirm: newToken(), leave: newToken() };
    await storeLinks(
      sql,
      key,
      { confirm: await tokenHash(tokens.confirm), leave: await tokenHash(tokens.leave) },
      start,
    );
    const email = confirmationEmail({
      kind: state.kind,
      confirmUrl: link('confirm', tokens.confirm),
      leaveUrl: link('leave', tokens.leave),
      siteUrl,
      copy: CONFIRMATION_COPY,
      sender,
    });
    const outcome = await mailer.send({ to: address, ...email });
    if (outcome.kind === 'rejected') await heldBack.add('failed', address);
    const sentKind = state.kind;
    const next = outcome.kind === 'retry' ? retryAt(state.attempts + 1, state.dueSince ?? start, now()) : null;
    await recordSend(
      sql,
      key,
      outcome.kind === 'sent'
        ? { sent: true, at: now(), kind: sentKind }
        : next === null
          ? {
              sent: false,
              retryAt: null,
              reason: outcome.reason,
              address: outcome.kind === 'rejected' ? address : null,
            }
          : { sent: false, retryAt: next, reason: outcome.reason },
    );
    logOutcome(
      'A confirmation was not sent',
      outcome,
      next === null ? 'no more mail goes to that address' : 'it will be tried again',
    );
    // A founder reservation during the wait list's send made the founder's due: it goes now.
    const after = outcome.kind === 'sent' ? await confirmationOf(sql, key) : null;
    if (after?.status === 'due' && after.nextAttemptAt !== null) return sendDue(sql, key, after.nextAttemptAt);
    return outcome;
  }

  async function sendNotices(sql: SqlRunner): Promise<void> {
    for (const notice of await dueNotices(sql, now(), PER_RUN)) {
      if (operatorAddress === null) {
        await moveNotice(sql, notice.key, notice.dueAt, null);
        continue;
      }
      const lease = now() + SEND_LEASE_MS;
      if (!(await moveNotice(sql, notice.key, notice.dueAt, lease))) continue;
      const { sender, siteUrl } = await site();
      const email = operatorNotice({
        kind: notice.kind,
        consoleUrl: new URL('/ops', siteUrl).href,
        siteUrl,
        copy: OPERATOR_NOTICE_COPY,
        receivedAt: new Date(notice.confirmedAt),
        sender,
      });
      const outcome = await mailer.send({ to: operatorAddress, ...email });
      const next = outcome.kind === 'retry' ? noticeRetryAt(notice.confirmedAt, now()) : null;
      await moveNotice(sql, notice.key, lease, next);
      logOutcome(
        'An operator notice was not sent',
        outcome,
        next === null ? 'the console shows the lead' : 'it will be tried again',
      );
    }
  }

  async function drain(): Promise<void> {
    const sql = await database();
    for (const { key, dueAt } of await dueConfirmations(sql, now(), PER_RUN)) await sendDue(sql, key, dueAt);
    await sendNotices(sql);
    await spots.run(sql);
  }
  const runDue = runsInTurn(drain);

  return {
    async onLead(lead, later, client = '', intent = null) {
      const kind = emailKindOf(leadKindOf(lead.message), intent);
      if (kind === null) return null;
      if (await heldBack.holds(lead.email)) return null;
      const sql = await database();
      const key = emailKey(lead.email);
      const start = now();
      const mailbox = mailboxOf(lead.email);
      const other = await otherSpellingReply(sql, mailbox, key, start);
      if (other) return other.reply;
      const state = await confirmationOf(sql, key);
      // A confirmed address's reservation holds its spot at once: the email naming it is what it did.
      if (owesSpotEmailOnLead(kind, state?.status ?? null))
        return (await spots.onReservation(sql, key, later)) ? 'spot-queued' : null;
      const decision = decideOnLead(state, kind, start, lead.email.trim());
      if (!decision.due) return decision.reply;
      // Another lead for the same address changed it first: its email is on its way.
      if (!(await markDue(sql, key, decision.kind, state, start, { mailbox, client }))) return 'queued';
      const dueAt = state?.status === 'due' ? (state.nextAttemptAt ?? start) : start;
      // The answer does not wait for the mail server, so a page that goes away at once rarely loses it.
      if (dueAt <= start) later(sendDue(sql, key, dueAt));
      return 'queued';
    },

    runDue,

    async confirm(token) {
      return pressConfirmLink(await database(), token, now());
    },

    async leave(token) {
      if (!isTokenShaped(token)) return 'invalid';
      const sql = await database();
      const found = await linkOf(sql, await tokenHash(token));
      if (found === null || found.purpose !== 'leave' || found.expiresAt <= now()) return 'invalid';
      const address = await addressOf(sql, found.key);
      if (address !== null) await heldBack.add('left', address);
      await eraseAddress(sql, found.key, new Date(now()));
      return 'done';
    },
  };
}
