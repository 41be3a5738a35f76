/**
 * What the operator asks of the leads (the console and /ops/api/*), written once over the
 * SqlRunner of either store: search, one person's leads, counts, signups per day. Erasing a
 * person is the erasure's own (server/confirmations/forget-address.ts), the founders' counts
 * the founders' (server/founders/founder-spots.ts).
 * Every value from a request is bound as a parameter, and bounded before it gets here.
 */
import { FOUNDER_MESSAGE, type LeadKind, leadKindOf, WAITLIST_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import type { ConfirmationStatus } from '../confirmations/rules.ts';
import { foundersHeld, foundersReserved } from '../founders/founder-spots.ts';
import { emailKey, type StoredLead } from '../lead-sink/store.ts';
import { LEAD_SELECT, leadOf } from '../sql/lead-columns.ts';
import { type NamedStatement, named, namedArgs } from '../sql/named-parameters.ts';
import type { SqlRow, SqlRunner } from '../sql/sql-runner.ts';
import { confirmationOf } from './person-story.ts';

export interface OpsLead extends StoredLead {
  /** The row's id: where a page of results goes on from. */
  id: number;
  kind: LeadKind;
  /** Where its address stands in the double opt-in; null when it was never due an email (no mailer, or feedback only). */
  confirmation: ConfirmationStatus | null;
}

/** The lead's columns, and its address's confirmation status. */
const OPS_LEAD_SELECT = `id, ${LEAD_SELECT},
  (SELECT status FROM confirmations WHERE confirmations.email_key = leads.email_key) AS confirmation`;

export interface LeadSearch {
  /**
   * Text found, as one phrase, in the email (in any case and Unicode form), the app address or
   * the message (as written, or in any case of its ASCII letters: SQLite lowers no others).
   */
  q: string;
  kind: LeadKind | null;
  /** First and last day received, YYYY-MM-DD (UTC), each included; null for no bound. */
  from: string | null;
  to: string | null;
  /** The id the previous page ended at; null for the newest. */
  before: number | null;
  limit: number;
}

export const PAGE_SIZE = 50;

const toLead = (row: SqlRow): OpsLead => {
  const lead = leadOf(row);
  const confirmation = confirmationOf(row['confirmation']);
  return { ...lead, id: Number(row['id']), kind: leadKindOf(lead.message), confirmation };
};

/** Lower case as SQLite's lower() makes it: ASCII letters only. */
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The day after a YYYY-MM-DD day, as the ISO prefix a received_at before it sorts under. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * Newest first. A kind and dates narrow the walk; the words are looked for in each row it meets
 * (instr, never a pattern), so a rare word reads the whole table: the bench says how long.
 */
const SEARCH = named(`
  SELECT ${OPS_LEAD_SELECT} FROM leads
  WHERE (:before IS NULL OR id < :before)
    AND (:key = '' OR instr(email_key, :key) > 0 OR instr(lower(url), :lower) > 0 OR instr(lower(message), :lower) > 0)
    AND (:kind = ''
      OR (:kind = 'waitlist' AND message = :waitlist)
      OR (:kind = 'founder' AND message = :founder)
      OR (:kind = 'feedback' AND message NOT IN (:waitlist, :founder)))
    AND (:from = '' OR received_at >= :from)
    AND (:until = '' OR received_at < :until)
  ORDER BY id DESC LIMIT :limit`);

/**
 * One page of a search (SEARCH, or the people's): the statement names its parameters as these
 * are named (`key` and `lower`: the words as an email key and in lower case; `until`: the day
 * after the last), and one row past the page says whether another follows.
 */
export async function searchPage<T extends { id: number }>(
  sql: SqlRunner,
  statement: NamedStatement,
  search: LeadSearch,
  toItem: (row: SqlRow) => T,
): Promise<{ items: T[]; next: number | null }> {
  const rows = await sql.all(
    ...namedArgs(statement, {
      before: search.before,
      key: emailKey(search.q),
      lower: lowerAscii(search.q.trim()),
      kind: search.kind ?? '',
      from: search.from ?? '',
      until: search.to === null ? '' : dayAfter(search.to),
      limit: search.limit + 1,
      waitlist: WAITLIST_MESSAGE,
      founder: FOUNDER_MESSAGE,
    }),
  );
  const items = rows.slice(0, search.limit).map(toItem);
  return { items, next: rows.length > search.limit ? (items.at(-1)?.id ?? null) : null };
}

export async function searchLeads(
  sql: SqlRunner,
  search: LeadSearch,
): Promise<{ leads: OpsLead[]; next: number | null }> {
  const { items, next } = await searchPage(sql, SEARCH, search, toLead);
  return { leads: items, next };
}

/** Every lead held for one address (in any case or Unicode form), oldest first. */
const PERSON_LEADS = named(`SELECT ${OPS_LEAD_SELECT} FROM leads WHERE email_key = :email_key ORDER BY id`);

export async function personLeads(sql: SqlRunner, email: string): Promise<OpsLead[]> {
  const rows = await sql.all(...namedArgs(PERSON_LEADS, { email_key: emailKey(email) }));
  return rows.map(toLead);
}

/** What the double opt-in holds of an address (docs/emails.md); null: it was never due an email. */
export interface AddressConfirmation {
  status: ConfirmationStatus;
  kind: 'waitlist' | 'founder';
  /** ISO 8601 times, or null. */
  confirmedAt: string | null;
  lastSentAt: string | null;
  /** Why mail to it stopped, or why the last try did not pass. */
  failure: string | null;
  /** The email naming its founder spot (docs/emails.md): when it was sent (ISO 8601), or whether it waits. */
  spotEmail: { sentAt: string | null; due: boolean };
}

const CONFIRMATION = named(`SELECT status, kind, confirmed_at, last_sent_at, failure, spot_email_sent_at,
  spot_email_due_at FROM confirmations WHERE email_key = :email_key`);

export async function addressConfirmation(sql: SqlRunner, email: string): Promise<AddressConfirmation | null> {
  const [row] = await sql.all(...namedArgs(CONFIRMATION, { email_key: emailKey(email) }));
  if (row === undefined) return null;
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    status: String(row['status']) as ConfirmationStatus,
    kind: row['kind'] === 'founder' ? 'founder' : 'waitlist',
    confirmedAt: text(row['confirmed_at']),
    lastSentAt: row['last_sent_at'] === null ? null : new Date(Number(row['last_sent_at'])).toISOString(),
    failure: text(row['failure']),
    spotEmail: {
      sentAt: row['spot_email_sent_at'] == null ? null : new Date(Number(row['spot_email_sent_at'])).toISOString(),
      due: row['spot_email_due_at'] != null,
    },
  };
}

/**
 * The console's figures, counted as its list shows people (person-story.ts): each a number of
 * addresses, but `leads`. `waitlist`, `founders` and `feedback` are the people the list shows
 * for that kind (a reservation covers its wait-list step; feedback is counted beside either).
 */
export interface LeadCounts {
  /** Leads stored. */
  leads: number;
  /** Addresses: the rows of the unfiltered list. */
  people: number;
  /** Addresses on the wait list that did not reserve. */
  waitlist: number;
  /** Addresses with a founder reservation. */
  founders: number;
  /** Addresses that sent feedback. */
  feedback: number;
  /** Of the founders, the addresses confirmed by the email's link (a spot counts only so with a mailer). */
  foundersConfirmed: number;
  /** The founders not confirmed: with a mailer, they hold no spot (pending). */
  founderPending: number;
}

/**
 * Each figure is read from an index alone: leads_by_email for the addresses, leads_by_message for
 * a kind's addresses (named for feedback, where SQLite would otherwise walk leads_by_email and
 * read every row: 70 times slower), the confirmations' key for the confirmed founders
 * (server/founders/founder-spots.ts).
 */
const COUNTS = named(`SELECT
  (SELECT count(*) FROM leads) AS leads,
  (SELECT count(DISTINCT email_key) FROM leads) AS people,
  (SELECT count(DISTINCT email_key) FROM leads WHERE message = :waitlist) AS signed_up,
  (SELECT count(*) FROM (SELECT DISTINCT email_key FROM leads WHERE message = :founder) AS founder
    WHERE EXISTS (SELECT 1 FROM leads AS step WHERE step.message = :waitlist AND step.email_key = founder.email_key)) AS reserved_after,
  (SELECT count(DISTINCT email_key) FROM leads INDEXED BY leads_by_message WHERE message NOT IN (:waitlist, :founder)) AS feedback`);

export async function leadCounts(sql: SqlRunner): Promise<LeadCounts> {
  const [row = {}] = await sql.all(...namedArgs(COUNTS, { waitlist: WAITLIST_MESSAGE, founder: FOUNDER_MESSAGE }));
  const count = (name: string) => Number(row[name] ?? 0);
  const founders = await foundersReserved(sql);
  const confirmed = await foundersHeld(sql, true);
  return {
    leads: count('leads'),
    people: count('people'),
    // Those on the wait list, but for the founders among them (a search for each costs 5 times more).
    waitlist: count('signed_up') - count('reserved_after'),
    founders,
    feedback: count('feedback'),
    foundersConfirmed: confirmed,
    founderPending: founders - confirmed,
  };
}

export interface DaySignups {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Distinct addresses that joined the wait list or reserved that day. */
  people: number;
}

const SIGNUPS = named(`SELECT substr(received_at, 1, 10) AS day, count(DISTINCT email_key) AS people FROM leads
  WHERE received_at >= :first_day AND +message IN (:waitlist, :founder) GROUP BY day`);

/**
 * The last `days` days up to `now`'s, each with its signups (0 on a day without any). The `+`
 * keeps SQLite from reading the days through the message index (nine leads in ten are signups)
 * instead of through received_at: 25 times faster over a million leads.
 */
export async function signupsPerDay(sql: SqlRunner, now: Date, days: number): Promise<DaySignups[]> {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const dayOf = (index: number) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
  const rows = await sql.all(
    ...namedArgs(SIGNUPS, { first_day: dayOf(0), waitlist: WAITLIST_MESSAGE, founder: FOUNDER_MESSAGE }),
  );
  const counted = new Map(rows.map((row) => [String(row['day']), Number(row['people'])]));
  return Array.from({ length: days }, (_, index) => ({ day: dayOf(index), people: counted.get(dayOf(index)) ?? 0 }));
}
