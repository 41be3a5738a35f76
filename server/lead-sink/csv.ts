/**
 * Leads as CSV for a spreadsheet (RFC 4180: CRLF rows, quotes doubled). Lead fields are typed
 * by strangers, so three rules keep every cell inert:
 * - every cell is quoted, so no separator splits it: a comma, a line break, or the `;` that
 *   spreadsheets set to a European locale split on;
 * - a cell that could start a formula gets a leading apostrophe, which spreadsheets show as text;
 * - a character that a terminal or a spreadsheet acts on instead of showing (ESC starts a
 *   terminal command, a bare CR overwrites the line, a bidirectional override reorders it) is
 *   written as visible text such as `<U+001B>`. Only the display changes: the store keeps the
 *   lead as it was received.
 */
import { LEAD_FIELDS } from '../../src/leads/rules/fields.ts';

/**
 * The columns of `npm run leads` (docs/operating.md, "The leads as CSV"): the first six,
 * `received_at,email,url,message,site,submission_id`, are fixed (docs/leads.md): tools outside
 * the project read them. Each later one was added after the last, where no reader looked before.
 */
export const LEAD_COLUMNS = [
  'received_at',
  ...LEAD_FIELDS.filter((field) => field !== 'plan'),
  'repeat_of',
  // A founder reservation's plan, as readable text (server/ops/plan-text.ts).
  'plan',
  // What the lead is, and where its address stands in the double opt-in (server/ops/person-story.ts).
  'kind',
  'confirmation',
] as const;
export type LeadColumn = (typeof LEAD_COLUMNS)[number];

/**
 * First characters that can make a spreadsheet evaluate a cell: = + - @ and | (DDE in older
 * Excel and LibreOffice); the forms of minus and dash that a spreadsheet may read as a minus
 * (LibreOffice and Excel take U+2212 in a formula) but whose NFKC form is not `-`: hyphens,
 * figure, en and em dashes, the horizontal bar (U+2010-U+2015), the hyphen bullet, U+2212 MINUS
 * SIGN (which super- and subscript minus fold to), the heavy minus sign, the modifier letter
 * minus, the two- and three-em dashes, the vertical and small em dashes; and any white space,
 * control or invisible format character, which a spreadsheet may skip or swallow to reach a
 * formula behind it. Compatibility forms (＝ ﹦ ⁼ ＋ ﹢ ⁺ ₊ － ﹣ ＠ ｜ ...) are caught by
 * `startsFormula`, which also tests the first character's NFKC form.
 */
export const FORMULA_START =
  /^[=+\-@|\u2010-\u2015\u2043\u2212\u2796\u02D7\u2E3A\u2E3B\uFE31\uFE32\uFE58\s\p{Cc}\p{Cf}]/u;

/**
 * Whether a spreadsheet could read the value as a formula: its first character, or that
 * character's NFKC compatibility form (what a spreadsheet folding full-width, small, super- and
 * subscript forms to ASCII would see), starts one.
 */
export function startsFormula(value: string): boolean {
  const first = String.fromCodePoint(value.codePointAt(0) ?? 0x61);
  return FORMULA_START.test(value) || FORMULA_START.test(first.normalize('NFKC'));
}

/** The value shown as text in a spreadsheet: an apostrophe before anything that could run. */
export const neutralise = (value: string): string => (startsFormula(value) ? `'${value}` : value);

/**
 * Characters a terminal or a viewer acts on instead of showing: C0 controls but TAB and LF, a
 * CR not followed by LF (a CRLF is a line break and stays one), DEL, the C1 controls (0x9B is
 * a one-byte CSI to some terminals), every format character (\p{Cf}: bidirectional controls,
 * zero-width spaces and joiners, the byte-order mark, ...), and the line and paragraph
 * separators, which break a line where nothing shows it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
export const UNSAFE_TO_SHOW = /\r(?!\n)|[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cf}\u2028\u2029]/gu;

/** The value with every character of UNSAFE_TO_SHOW written as `<U+XXXX>`. */
export const showInert = (value: string): string =>
  value.replace(
    UNSAFE_TO_SHOW,
    (char) => `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );

export function csvCell(value: string): string {
  return `"${showInert(neutralise(value)).replace(/"/g, '""')}"`;
}

export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(csvRow).join('');
}

/** The CSV header row of `npm run leads`. */
export const LEADS_CSV_HEADER = csvRow(LEAD_COLUMNS);

/** One lead's CSV row, its cells in LEAD_COLUMNS order. */
export const leadCsvRow = (lead: Readonly<Record<LeadColumn, string>>): string =>
  csvRow(LEAD_COLUMNS.map((column) => lead[column]));

/** A header row, then one row per lead in the order given. */
export function leadsToCsv(leads: readonly Readonly<Record<LeadColumn, string>>[]): string {
  return LEADS_CSV_HEADER + leads.map(leadCsvRow).join('');
}
