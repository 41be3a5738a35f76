/**
 * Where the lead sink keeps leads, whatever holds them: one SQLite file on one machine
 * (sqlite-store.ts, node:sqlite) or Cloudflare's D1 on the edge (d1-store.ts). Both hold the
 * table of migrations/ and run the same statements below; the sink (sink.ts), its route and
 * its tests see only this interface.
 *
 * - Repeats: the browser retries a submission with the same submission_id until it is answered,
 *   so `submission_id` is UNIQUE and a repeat is acknowledged as a duplicate without a second
 *   row, across restarts, processes and isolates. A lead without one (a server-to-server call)
 *   is always new: it is stored with a NULL submission_id.
 * - repeat_of: a lead whose email (normalised: emailKey) came before names the first lead from
 *   that email, by its submission_id, or as `received_at=<its received_at>` when that one had
 *   none; '' otherwise.
 */
import type { LeadText } from '../../src/leads/rules/fields.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** A lead as posted; `plan` only a founder reservation carries (a caller may leave it out). */
export type LeadInput = Omit<LeadText, 'plan'> & { plan?: string };

/** A lead as the sink received it. */
export interface ReceivedLead extends LeadInput {
  /** ISO 8601 time the sink accepted the lead. */
  received_at: string;
}

export interface StoredLead extends ReceivedLead {
  plan: string;
  /** The first lead from the same email when this one repeats it, else '' (see above). */
  repeat_of: string;
}

export interface LeadStore {
  /** The database itself, for the operator's queries (server/ops/). */
  readonly sql: SqlRunner;
  /**
   * Stores the lead durably before resolving; `duplicate` when its submission_id was stored
   * before. Rejects with StoreBusyError or StoreFullError when it cannot, else with the cause.
   */
  add(lead: ReceivedLead): Promise<{ duplicate: boolean }>;
  /** Every lead, in the order received, read a page at a time (no read stays open between pages). */
  leads(pageRows?: number): AsyncGenerator<StoredLead>;
  close(): Promise<void>;
}

/**
 * The form of an email that repeats are found by: trimmed, in Unicode's compatibility form
 * (a full-width `ａｄａ` is `ada`, an `e` and a combining accent is `é`) and lower case. The one
 * email rule (src/lib/forms/email.ts) has already refused every invisible character.
 */
export const emailKey = (email: string) => email.trim().normalize('NFKC').toLowerCase();

/** The columns of a lead, in the order of the statements' numbered parameters ?1 to ?8. */
export const leadParameters = (lead: ReceivedLead) =>
  [
    lead.received_at,
    lead.email,
    lead.url,
    lead.message,
    lead.site,
    lead.submission_id === '' ? null : lead.submission_id,
    emailKey(lead.email),
    lead.plan ?? '',
  ] as const;

/**
 * Stores a lead, unless its submission_id is stored already or belongs to an erased person
 * (erased_submissions): either way nothing changes, and the sink acknowledges it as a repeat.
 */
export const INSERT_LEAD = `
  INSERT INTO leads (received_at, email, url, message, site, submission_id, email_key, plan, repeat_of)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, coalesce(
    (SELECT coalesce(submission_id, 'received_at=' || received_at) FROM leads
      WHERE email_key = ?7 ORDER BY id LIMIT 1),
    '')
  WHERE NOT EXISTS (SELECT 1 FROM erased_submissions WHERE submission_id = ?6)
  ON CONFLICT (submission_id) DO NOTHING`;

/** The columns a stored lead is read with (LeadColumn order does not matter here). */
export const LEAD_SELECT = `
  received_at, email, url, message, site, coalesce(submission_id, '') AS submission_id, plan, repeat_of`;

/** The lead stored under submission_id ?1, if any (none once its person was erased). */
export const SELECT_SUBMISSION = `SELECT ${LEAD_SELECT} FROM leads WHERE submission_id = ?1`;

/** Leads after the row id ?1, at most ?2 of them, with their row ids to continue from. */
export const SELECT_LEAD_PAGE = `
  SELECT id, ${LEAD_SELECT} FROM leads WHERE id > ?1 ORDER BY id LIMIT ?2`;

/** How many rows one page of leads() reads. */
export const LEAD_PAGE_ROWS = 500;

/** Every lead, a page at a time, from a function that reads the page after a row id. */
export async function* pagedLeads(
  readPage: (afterId: number, limit: number) => Promise<Record<string, unknown>[]>,
  pageRows = LEAD_PAGE_ROWS,
): AsyncGenerator<StoredLead> {
  for (let after = 0; ; ) {
    const rows = await readPage(after, pageRows);
    for (const { id, ...lead } of rows) {
      after = Number(id);
      yield lead as unknown as StoredLead;
    }
    if (rows.length < pageRows) return;
  }
}
