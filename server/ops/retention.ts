/**
 * How long leads are kept, as the privacy notice says (src/content/pages/privacy.md, "How long we
 * keep it"), over the SqlRunner of either store (node:sqlite or D1):
 * - feedback: deleted once received more than 12 calendar months before now;
 * - wait list and founder reservations: kept until 12 months after launch (`LAUNCHED_ON`), then
 *   deleted; until the product has launched (no launch day), all are kept;
 * - the console's sessions and the bot check's used proofs (used_proofs): deleted once expired;
 *   the emails' links (confirmation_tokens): once expired, or once none of their address's leads
 *   is kept (a leave link works as long as its address is kept), and so is an address's
 *   confirmation;
 * - an erased person's submission ids (erased_submissions) are random and say nothing about
 *   anyone: kept, so that a browser sending one again is still acknowledged and never stored.
 * A person who asks is erased at once from the console (server/confirmations/forget-address.ts erasePerson).
 *
 * Idempotent and safe beside a running sink: the rows go in batches, each its own short
 * transaction, so the sink's writes are never held back for long and a run stopped halfway is
 * finished by the next. Calendar months are counted in UTC; a day that the month lacks is its
 * last day (12 months before 2028-02-29 is 2027-02-28), so nothing is deleted before 12 whole
 * months have passed.
 */
import { FOUNDER_MESSAGE, type LeadKind, WAITLIST_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import type { SqlRunner, SqlValue } from '../sql/sql-runner.ts';

/** How long feedback is kept, and the wait list and reservations after launch. */
export const RETENTION_MONTHS = 12;

/** How many rows one transaction deletes: short enough that the sink's writes never wait long. */
export const DELETE_BATCH_ROWS = 2_000;

/** A LAUNCHED_ON that is not a day: the run stops before deleting anything. */
export class LaunchDateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LaunchDateError';
  }
}

/**
 * The launch day from LAUNCHED_ON (YYYY-MM-DD, a day that exists), as 00:00 UTC; unset or empty:
 * null, the product has not launched.
 */
export function parseLaunchedOn(value: string | undefined): Date | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = day === null ? null : new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (date === null || date.toISOString().slice(0, 10) !== text)
    throw new LaunchDateError(
      `LAUNCHED_ON is ${JSON.stringify(value)}, not a day: write the launch day as YYYY-MM-DD (e.g. 2026-09-01), or leave it unset until launch.`,
    );
  return date;
}

/**
 * `at` moved by `months` calendar months (negative: back), in UTC, at the same time of day; a
 * day the month lacks becomes its last day (2024-02-29 + 12 months is 2025-02-28).
 */
export function addCalendarMonths(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(at.getTime());
  moved.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return moved;
}

export interface RetentionOptions {
  now: Date;
  /** The launch day (parseLaunchedOn); null: not launched, the wait list and reservations stay. */
  launchedOn: Date | null;
  /** Count what would be deleted, delete nothing. */
  dryRun: boolean;
  /** See DELETE_BATCH_ROWS. */
  batchRows?: number;
}

export interface RetentionReport {
  dryRun: boolean;
  /** Feedback received before this time (12 calendar months before now), ISO 8601, goes. */
  feedbackBefore: string;
  /** The launch day, YYYY-MM-DD; null: not launched. */
  launchedOn: string | null;
  /** When the wait list and reservations go (12 months after launch), ISO 8601; null until launch. */
  listsUntil: string | null;
  /** Whether now has reached listsUntil: every wait-list and reservation lead goes. */
  listsExpired: boolean;
  /** Leads deleted (or, in a dry run, that would be), by kind. */
  deleted: Record<LeadKind, number>;
  /** Expired sessions of the console deleted (or that would be). */
  sessions: number;
  /** Expired proofs of work the bot check had noted as used, deleted (or that would be). */
  proofs: number;
  /** Links expired or of addresses no lead is kept of, and confirmations of such addresses, deleted. */
  links: number;
  confirmations: number;
  /** Addresses held back from mail whose time ran out (an inbox that left, 30 days on), deleted. */
  heldBack: number;
  /** Erased submission ids held (kept: they hold no personal data). */
  erasedSubmissions: number;
}

interface Rule {
  /** The table, and a condition on its rows with its parameters (?1, ?2...). */
  table: 'leads' | 'ops_sessions' | 'used_proofs' | 'confirmation_tokens' | 'confirmations' | 'mail_suppressions';
  where: string;
  params: SqlValue[];
}

const count = async (sql: SqlRunner, { table, where, params }: Rule) =>
  Number((await sql.all(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, ...params))[0]?.['n'] ?? 0);

/**
 * Deletes the rows a rule names, a batch per transaction, until none is left: how many. What a
 * batch changed is counted, not taken from the store's answer: `wrangler d1 execute` on a local
 * D1 reports no changes.
 */
async function deleteAll(sql: SqlRunner, rule: Rule, batchRows: number): Promise<number> {
  const { table, where, params } = rule;
  const key = {
    leads: 'id',
    ops_sessions: 'token_hash',
    used_proofs: 'proof_id',
    confirmation_tokens: 'token_hash',
    confirmations: 'email_key',
    mail_suppressions: 'address_hash',
  }[table];
  const statement = {
    sql: `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${where} LIMIT ?${params.length + 1})`,
    params: [...params, batchRows],
  };
  let deleted = 0;
  for (let left = await count(sql, rule); left > 0; ) {
    await sql.write([statement]);
    const after = await count(sql, rule);
    if (after >= left) throw new Error(`${left} rows of ${table} were to be deleted, and none was.`);
    deleted += left - after;
    left = after;
  }
  return deleted;
}

/** Deletes what the privacy notice no longer lets us keep (see above); what it deleted. */
export async function applyRetention(
  sql: SqlRunner,
  { now, launchedOn, dryRun, batchRows = DELETE_BATCH_ROWS }: RetentionOptions,
): Promise<RetentionReport> {
  const feedbackBefore = addCalendarMonths(now, -RETENTION_MONTHS).toISOString();
  const listsUntil = launchedOn === null ? null : addCalendarMonths(launchedOn, RETENTION_MONTHS);
  const listsExpired = listsUntil !== null && now.getTime() >= listsUntil.getTime();
  const rules: Record<LeadKind | 'sessions' | 'proofs' | 'links' | 'confirmations' | 'heldBack', Rule | null> = {
    feedback: {
      table: 'leads',
      where: 'received_at < ?1 AND message NOT IN (?2, ?3)',
      params: [feedbackBefore, WAITLIST_MESSAGE, FOUNDER_MESSAGE],
    },
    waitlist: listsExpired ? { table: 'leads', where: 'message = ?1', params: [WAITLIST_MESSAGE] } : null,
    founder: listsExpired ? { table: 'leads', where: 'message = ?1', params: [FOUNDER_MESSAGE] } : null,
    sessions: { table: 'ops_sessions', where: 'expires_at <= ?1', params: [now.getTime()] },
    proofs: { table: 'used_proofs', where: 'expires_at <= ?1', params: [now.getTime()] },
    links: {
      table: 'confirmation_tokens',
      where:
        'expires_at <= ?1 OR NOT EXISTS (SELECT 1 FROM leads WHERE leads.email_key = confirmation_tokens.email_key)',
      params: [now.getTime()],
    },
    heldBack: { table: 'mail_suppressions', where: 'until <= ?1', params: [now.getTime()] },
    confirmations: {
      table: 'confirmations',
      where: 'NOT EXISTS (SELECT 1 FROM leads WHERE leads.email_key = confirmations.email_key)',
      params: [],
    },
  };
  const apply = async (rule: Rule | null) =>
    rule === null ? 0 : dryRun ? count(sql, rule) : deleteAll(sql, rule, batchRows);
  const deleted = {
    feedback: await apply(rules.feedback),
    waitlist: await apply(rules.waitlist),
    founder: await apply(rules.founder),
  };
  const sessions = await apply(rules.sessions);
  const proofs = await apply(rules.proofs);
  const links = await apply(rules.links);
  const confirmations = await apply(rules.confirmations);
  const heldBack = await apply(rules.heldBack);
  if (!dryRun) await sql.emptyLog?.();
  const [erased] = await sql.all('SELECT count(*) AS n FROM erased_submissions');
  return {
    dryRun,
    feedbackBefore,
    launchedOn: launchedOn?.toISOString().slice(0, 10) ?? null,
    listsUntil: listsUntil?.toISOString() ?? null,
    listsExpired,
    deleted,
    sessions,
    proofs,
    links,
    confirmations,
    heldBack,
    erasedSubmissions: Number(erased?.['n'] ?? 0),
  };
}

/** One line per kind, for the operator (npm run leads:retention) and a cron job's mail. */
export function retentionSummary(report: RetentionReport): string[] {
  const verb = report.dryRun ? 'would delete' : 'deleted';
  const until = report.listsUntil?.slice(0, 10);
  const lists =
    report.launchedOn === null
      ? 'all kept: not launched yet (LAUNCHED_ON is not set); they go 12 months after launch'
      : report.listsExpired
        ? `none kept from ${until} (12 months after the launch on ${report.launchedOn})`
        : `all kept until ${until} (12 months after the launch on ${report.launchedOn})`;
  return [
    `feedback: ${verb} ${report.deleted.feedback} (received before ${report.feedbackBefore}, more than 12 months ago)`,
    `waitlist: ${verb} ${report.deleted.waitlist}; ${lists}`,
    `founder: ${verb} ${report.deleted.founder}; ${lists}`,
    `console sessions: ${verb} ${report.sessions} expired`,
    `used proofs of work: ${verb} ${report.proofs} expired`,
    `email links: ${verb} ${report.links} expired or of addresses no longer kept`,
    `confirmations: ${verb} ${report.confirmations} of addresses no lead is kept of`,
    `mail held back: ${verb} ${report.heldBack} whose 30 days are over (failed addresses are kept, as keyed hashes)`,
    `erased submission ids: kept ${report.erasedSubmissions} (random ids, no personal data)`,
  ];
}
