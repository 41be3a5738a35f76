/**
 * Leads as CSV for a spreadsheet (RFC 4180: CRLF rows, cells with a comma, quote or line break
 * quoted, quotes doubled). Lead fields are typed by strangers, so a cell that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return that hides one)
 * gets a leading apostrophe and is shown as text instead.
 */
import type { StoredLead } from './lead-sink.ts';

export const LEAD_COLUMNS = ['received_at', 'email', 'url', 'message', 'site', 'submission_id'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A header row, then one row per lead in the order they were received. */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  return toCsv([LEAD_COLUMNS, ...leads.map((lead) => LEAD_COLUMNS.map((column) => lead[column]))]);
}
