/**
 * The console's list of people (docs/operating.md, "The operator's console and the founder count"): one
 * row per address, newest first, with what it did (person-story.ts), over the SqlRunner of
 * either store. The leads are grouped as they are read, by the address's key: every lead stays
 * stored as it came, and a person's page lists each one.
 */
import type { LeadKind } from '../../src/leads/rules/lead-kind.ts';
import type { ConfirmationStatus } from '../confirmations/rules.ts';
import { named } from '../sql/named-parameters.ts';
import type { SqlRow, SqlRunner } from '../sql/sql-runner.ts';
import { type LeadSearch, searchPage } from './lead-queries.ts';
import { confirmationOf, didOf } from './person-story.ts';

export interface OpsPerson {
  /** The id of the person's newest lead the search found: where a page of results goes on from. */
  id: number;
  /** When that lead came (ISO 8601). */
  latest: string;
  /** The address as given in their newest lead. */
  email: string;
  did: LeadKind[];
  /** Their address's row in the double opt-in; null when none (person-story.ts says what that means). */
  confirmation: ConfirmationStatus | null;
  leads: number;
  /** The newest app address given, the newest feedback, the newest reservation's plan; '' for none. */
  url: string;
  message: string;
  plan: string;
}

/** A lead of the person `t` meets every part of the search (the parameters of searchPage). */
const matches = (t: string) => `
  (:key = '' OR instr(${t}.email_key, :key) > 0 OR instr(lower(${t}.url), :lower) > 0 OR instr(lower(${t}.message), :lower) > 0)
  AND (:kind = ''
    OR (:kind = 'waitlist' AND ${t}.message = :waitlist)
    OR (:kind = 'founder' AND ${t}.message = :founder)
    OR (:kind = 'feedback' AND ${t}.message NOT IN (:waitlist, :founder)))
  AND (:from = '' OR ${t}.received_at >= :from)
  AND (:until = '' OR ${t}.received_at < :until)`;

/**
 * Walks the leads newest first (as the list of leads did, so a kind or days narrow the walk the
 * same way) and keeps each person's newest matching lead: a later one of theirs that matches is
 * one probe of leads_by_email away. The wait list is the people who did not reserve (a reservation
 * covers its wait-list step). Then each kept person's story, from their own leads.
 */
const SEARCH_PEOPLE = named(`
  WITH found AS (
    SELECT id, email_key, received_at FROM leads AS l
    WHERE (:before IS NULL OR id < :before) AND ${matches('l')}
      AND (:kind <> 'waitlist' OR NOT EXISTS (SELECT 1 FROM leads AS f WHERE f.message = :founder AND f.email_key = l.email_key))
      AND NOT EXISTS (SELECT 1 FROM leads AS later
        WHERE later.email_key = l.email_key AND later.id > l.id AND ${matches('later')})
    ORDER BY id DESC LIMIT :limit)
  SELECT found.id AS id, found.received_at AS latest, count(*) AS leads,
    max(own.message = :waitlist) AS waitlist, max(own.message = :founder) AS founder,
    max(own.message NOT IN (:waitlist, :founder)) AS feedback,
    (SELECT email FROM leads AS e WHERE e.email_key = found.email_key ORDER BY e.id DESC LIMIT 1) AS email,
    coalesce((SELECT url FROM leads AS u WHERE u.email_key = found.email_key AND u.url <> ''
      ORDER BY u.id DESC LIMIT 1), '') AS url,
    coalesce((SELECT message FROM leads AS b WHERE b.email_key = found.email_key AND b.message NOT IN (:waitlist, :founder)
      ORDER BY b.id DESC LIMIT 1), '') AS message,
    coalesce((SELECT plan FROM leads AS p WHERE p.message = :founder AND p.email_key = found.email_key AND p.plan <> ''
      ORDER BY p.id DESC LIMIT 1), '') AS plan,
    (SELECT status FROM confirmations WHERE confirmations.email_key = found.email_key) AS confirmation
  FROM found JOIN leads AS own ON own.email_key = found.email_key
  GROUP BY found.id ORDER BY found.id DESC`);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const toPerson = (row: SqlRow): OpsPerson => ({
  id: Number(row['id']),
  latest: text(row['latest']),
  email: text(row['email']),
  did: didOf({
    waitlist: Number(row['waitlist']) === 1,
    founder: Number(row['founder']) === 1,
    feedback: Number(row['feedback']) === 1,
  }),
  confirmation: confirmationOf(row['confirmation']),
  leads: Number(row['leads']),
  url: text(row['url']),
  message: text(row['message']),
  plan: text(row['plan']),
});

/**
 * A page of people, newest first: those with a lead that meets the search (text, kind, days),
 * each placed by their newest such lead.
 */
export async function searchPeople(
  sql: SqlRunner,
  search: LeadSearch,
): Promise<{ people: OpsPerson[]; next: number | null }> {
  const { items, next } = await searchPage(sql, SEARCH_PEOPLE, search, toPerson);
  return { people: items, next };
}
