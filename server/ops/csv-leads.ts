/**
 * The leads as the CSV gives them (`npm run leads` and the console's download; docs/operating.md, "The
 * operator's console and the founder count"): one row per stored lead, oldest first, with its
 * kind, where its address stands in the double opt-in, and its plan as readable text, so that a
 * spreadsheet filters "confirmed founders" in two clicks.
 */
import { FOUNDER_MESSAGE, leadKindOf, WAITLIST_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import type { ConfirmationStatus } from '../confirmations/rules.ts';
import { LEADS_CSV_HEADER, type LeadColumn, leadCsvRow } from '../lead-sink/csv.ts';
import { LEAD_SELECT, pagedLeads, type StoredLead } from '../lead-sink/store.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { confirmationState } from './person-story.ts';
import { planText } from './plan-text.ts';

export { LEADS_CSV_HEADER };

/** A stored lead with its address's confirmation row, and whether the address is due an email at all. */
export interface CsvLead extends StoredLead {
  confirmation: ConfirmationStatus | null;
  /** The address joined the wait list or reserved (by this lead or another). */
  due: number | boolean;
}

/**
 * Leads after the row id ?1, at most ?2: the confirmation by the confirmations' key, and, for
 * feedback only, whether the address also signed up (the index leads_by_message answers it).
 */
const SELECT_CSV_PAGE = `
  SELECT id, ${LEAD_SELECT},
    (SELECT status FROM confirmations WHERE confirmations.email_key = leads.email_key) AS confirmation,
    CASE WHEN message IN (?3, ?4) THEN 1 ELSE EXISTS (SELECT 1 FROM leads AS signup
      WHERE signup.message IN (?3, ?4) AND signup.email_key = leads.email_key) END AS due
  FROM leads WHERE id > ?1 ORDER BY id LIMIT ?2`;

/** Every lead with what its row needs, a page at a time, from a store that has the confirmations table. */
export const csvLeads = (all: SqlRunner['all'], pageRows?: number): AsyncGenerator<CsvLead> =>
  pagedLeads(
    (after, limit) => all(SELECT_CSV_PAGE, after, limit, WAITLIST_MESSAGE, FOUNDER_MESSAGE),
    pageRows,
  ) as AsyncGenerator<CsvLead>;

/** A lead of a store that keeps no confirmations (an older release's file): never asked. */
export const unasked = (lead: StoredLead): CsvLead => ({ ...lead, confirmation: null, due: false });

/** The lead's cells: its plan as text, its kind, and its address's confirmation state (with a mailer or not). */
export function csvCells(lead: CsvLead, mailer: boolean): Record<LeadColumn, string> {
  const kind = leadKindOf(lead.message);
  const state = confirmationState(lead.confirmation ?? null, { mailer, due: Boolean(lead.due) || kind !== 'feedback' });
  return {
    received_at: lead.received_at,
    email: lead.email,
    url: lead.url,
    message: lead.message,
    site: lead.site,
    submission_id: lead.submission_id,
    repeat_of: lead.repeat_of,
    plan: planText(lead.plan),
    kind,
    confirmation: state,
  };
}

/** The lead's CSV row. */
export const csvLeadRow = (lead: CsvLead, mailer: boolean): string => leadCsvRow(csvCells(lead, mailer));
