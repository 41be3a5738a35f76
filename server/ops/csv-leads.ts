/**
 * The leads as the CSV gives them (`npm run leads` and the console's download; docs/operating.md, "The
 * operator's console and the founder count"): one row per stored lead, oldest first, with its
 * kind, where its address stands in the double opt-in, and its plan as readable text, so that a
 * spreadsheet filters "confirmed founders" in two clicks.
 */
import { FOUNDER_MESSAGE, leadKindOf, WAITLIST_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import type { ConfirmationStatus } from '../confirmations/rules.ts';
import { LEADS_CSV_HEADER, leadCsvRow } from '../lead-sink/csv.ts';
import { pagedLeads, type StoredLead } from '../lead-sink/store.ts';
import { type CsvColumn, LEAD_SELECT, leadOf, storedCsvCells } from '../sql/lead-columns.ts';
import { named, namedArgs } from '../sql/named-parameters.ts';
import type { SqlRow, SqlRunner } from '../sql/sql-runner.ts';
import { confirmationOf, confirmationState } from './person-story.ts';
import { planText } from './plan-text.ts';

export { LEADS_CSV_HEADER };

/** A stored lead with its address's confirmation row, and whether the address is due an email at all. */
export interface CsvLead extends StoredLead {
  confirmation: ConfirmationStatus | null;
  /** The address joined the wait list or reserved (by this lead or another). */
  due: boolean;
}

/**
 * Leads after the row id :after, at most :limit: the confirmation by the confirmations' key,
 * and, for feedback only, whether the address also signed up (the index leads_by_message
 * answers it).
 */
const SELECT_CSV_PAGE = named(`
  SELECT id, ${LEAD_SELECT},
    (SELECT status FROM confirmations WHERE confirmations.email_key = leads.email_key) AS confirmation,
    CASE WHEN message IN (:waitlist, :founder) THEN 1 ELSE EXISTS (SELECT 1 FROM leads AS signup
      WHERE signup.message IN (:waitlist, :founder) AND signup.email_key = leads.email_key) END AS due
  FROM leads WHERE id > :after ORDER BY id LIMIT :limit`);

const csvLeadOf = (row: SqlRow): CsvLead => ({
  ...leadOf(row),
  confirmation: confirmationOf(row['confirmation']),
  due: Boolean(row['due']),
});

/** Every lead with what its row needs, a page at a time, from a store that has the confirmations table. */
export const csvLeads = (all: SqlRunner['all'], pageRows?: number): AsyncGenerator<CsvLead> =>
  pagedLeads(
    (after, limit) =>
      all(...namedArgs(SELECT_CSV_PAGE, { after, limit, waitlist: WAITLIST_MESSAGE, founder: FOUNDER_MESSAGE })),
    csvLeadOf,
    pageRows,
  );

/** A lead of a store that keeps no confirmations (an older release's file): never asked. */
export const unasked = (lead: StoredLead): CsvLead => ({ ...lead, confirmation: null, due: false });

/** The lead's cells: its plan as text, its kind, and its address's confirmation state (with a mailer or not). */
export function csvCells(lead: CsvLead, mailer: boolean): Record<CsvColumn, string> {
  const kind = leadKindOf(lead.message);
  const state = confirmationState(lead.confirmation, { mailer, due: lead.due || kind !== 'feedback' });
  return { ...storedCsvCells(lead), plan: planText(lead.plan), kind, confirmation: state };
}

/** The lead's CSV row. */
export const csvLeadRow = (lead: CsvLead, mailer: boolean): string => leadCsvRow(csvCells(lead, mailer));
