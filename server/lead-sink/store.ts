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
import { INSERTED, LEAD_SELECT, type ReceivedLead, type StoredLead } from '../sql/lead-columns.ts';
import { named } from '../sql/named-parameters.ts';
import type { SqlRow, SqlRunner } from '../sql/sql-runner.ts';

export { emailKey, type LeadInput, type ReceivedLead, type StoredLead } from '../sql/lead-columns.ts';

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
 * Stores a lead, unless its submission_id is stored already or belongs to an erased person
 * (erased_submissions): either way nothing changes, and the sink acknowledges it as a repeat.
 * Its values are those of leadValues, by name.
 */
export const INSERT_LEAD = named(`
  INSERT INTO leads (${INSERTED.columns}, repeat_of)
  SELECT ${INSERTED.values}, coalesce(
    (SELECT coalesce(submission_id, 'received_at=' || received_at) FROM leads
      WHERE email_key = :email_key ORDER BY id LIMIT 1),
    '')
  WHERE NOT EXISTS (SELECT 1 FROM erased_submissions WHERE submission_id = :submission_id)
  ON CONFLICT (submission_id) DO NOTHING`);

/** The lead stored under :submission_id, if any (none once its person was erased). */
export const SELECT_SUBMISSION = named(`SELECT ${LEAD_SELECT} FROM leads WHERE submission_id = :submission_id`);

/** Leads after the row id :after, at most :limit of them, with their row ids to continue from. */
export const SELECT_LEAD_PAGE = named(`
  SELECT id, ${LEAD_SELECT} FROM leads WHERE id > :after ORDER BY id LIMIT :limit`);

/** How many rows one page of leads() reads. */
export const LEAD_PAGE_ROWS = 500;

/**
 * Every lead (`itemOf` each row: lead-columns.ts leadOf, or a lead with more), a page at a time,
 * from a function that reads the page of rows after a row id.
 */
export async function* pagedLeads<Item>(
  readPage: (after: number, limit: number) => Promise<SqlRow[]>,
  itemOf: (row: SqlRow) => Item,
  pageRows = LEAD_PAGE_ROWS,
): AsyncGenerator<Item> {
  for (let after = 0; ; ) {
    const rows = await readPage(after, pageRows);
    for (const row of rows) {
      after = Number(row['id']);
      yield itemOf(row);
    }
    if (rows.length < pageRows) return;
  }
}
