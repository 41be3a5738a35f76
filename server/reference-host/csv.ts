/**
 * Leads as CSV for a spreadsheet (RFC 4180: CRLF rows, quotes doubled). Lead fields are typed
 * by strangers, so two rules keep every cell inert:
 * - every cell is quoted, so no separator splits it: a comma, a line break, or the `;` that
 *   spreadsheets set to a European locale split on;
 * - a cell that could start a formula gets a leading apostrophe, which spreadsheets show as text.
 */
import { LEAD_FIELDS } from '../../src/lib/lead-fields.ts';
import type { StoredLead } from './lead-sink.ts';

export const LEAD_COLUMNS = ['received_at', ...LEAD_FIELDS] as const;

/**
 * First characters that can make a spreadsheet evaluate a cell: = + - @ and their full-width
 * forms (＝ ＋ － ＠, which some spreadsheets fold to ASCII), | (DDE in older Excel and
 * LibreOffice), and any white space, control or invisible format character, which a
 * spreadsheet may skip or swallow to reach a formula behind it.
 */
export const FORMULA_START = /^[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20\s\p{Cc}\p{Cf}]/u;

/** The value shown as text in a spreadsheet: an apostrophe before anything that could run. */
export const neutralise = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export function csvCell(value: string): string {
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A header row, then one row per lead in the order they were received. */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  return toCsv([LEAD_COLUMNS, ...leads.map((lead) => LEAD_COLUMNS.map((column) => lead[column]))]);
}
