/**
 * The operator's questions that `npm run bench:ops` times (server/ops/lead-queries.ts and
 * people-queries.ts, as the console and /ops/api/* ask them: a page of the console is a page of people), and what its measuring child (child.ts) gets and
 * gives back.
 */
import { foundersReserved } from '../../server/founders/founder-spots.ts';
import { type LeadSearch, leadCounts, PAGE_SIZE, personLeads, signupsPerDay } from '../../server/ops/lead-queries.ts';
import { searchPeople } from '../../server/ops/people-queries.ts';
import type { SqlRunner } from '../../server/sql/sql-runner.ts';
import { emailOf, LAST_DAY } from '../synthetic-leads.ts';

export const QUERIES = [
  'newest page',
  'kind: founder',
  'kind: wait list',
  'word found nowhere',
  'a week a year ago',
  'one person',
  'lead counts',
  'signups, 30 days',
  'founders reserved',
] as const;
export type QueryName = (typeof QUERIES)[number];
export type Job =
  | { kind: 'query'; query: QueryName; file: string; runs: number; budgetMs: number }
  | { kind: 'csv'; file: string }
  | { kind: 'baseline'; file: string };
export interface Measured {
  /** Wall time of each run. */
  ms: number[];
  /** CPU time (user and system) of each run. */
  cpuMs: number[];
  peakRssMiB: number;
  /** What the last run gave: rows, or a count. */
  result: number;
}

const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const search = (fields: Partial<LeadSearch>): LeadSearch => ({
  q: '',
  kind: null,
  from: null,
  to: null,
  before: null,
  limit: PAGE_SIZE,
  ...fields,
});
/** The bench's "now": the day of its newest lead. */
const now = new Date(LAST_DAY);

/** Each question, asked once: how many rows (or what count) it gave. */
export const ASK: Record<QueryName, (sql: SqlRunner) => Promise<number>> = {
  'newest page': async (sql) => (await searchPeople(sql, search({}))).people.length,
  'kind: founder': async (sql) => (await searchPeople(sql, search({ kind: 'founder' }))).people.length,
  'kind: wait list': async (sql) => (await searchPeople(sql, search({ kind: 'waitlist' }))).people.length,
  'word found nowhere': async (sql) => (await searchPeople(sql, search({ q: 'zqxjvw' }))).people.length,
  'a week a year ago': async (sql) =>
    (await searchPeople(sql, search({ from: day(LAST_DAY - 365 * DAY), to: day(LAST_DAY - 359 * DAY) }))).people.length,
  // The eighth address: one of the earliest, which come back most (bench/synthetic-leads.ts).
  'one person': async (sql) => (await personLeads(sql, emailOf(7))).length,
  'lead counts': async (sql) => (await leadCounts(sql)).leads,
  'signups, 30 days': async (sql) => (await signupsPerDay(sql, now, 30)).reduce((sum, { people }) => sum + people, 0),
  'founders reserved': async (sql) => foundersReserved(sql),
};
