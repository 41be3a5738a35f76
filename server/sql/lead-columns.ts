/**
 * The table `leads` (migrations/0001_leads.sql and the ALTERs after it), column by column, once:
 * how migrations/ declare it, whether a stored lead carries it and how it is read back from a
 * row, what the INSERT binds for it, and whether the CSV (docs/leads.md) and a person's page in
 * the console show it. The statements of server/lead-sink/store.ts, the CSV's header and cells
 * and the console's fields follow from it, and a unit test holds it equal to what the migrations
 * create. A new field of a lead is its column here, appended in the order its migration adds it,
 * and that migration.
 *
 * `kind` and `confirmation` are shown, not stored: the CSV computes them as it writes each row
 * (server/ops/csv-leads.ts). The CSV's columns keep their order: tools outside the project read
 * them by position, so each new one comes after the last.
 */
import type { LeadText } from '../../src/leads/rules/fields.ts';

/** A lead as posted; `plan` only a founder reservation carries (a caller may leave it out). */
export type LeadInput = Omit<LeadText, 'plan'> & { plan?: string };

/** A lead as the sink received it. */
export interface ReceivedLead extends LeadInput {
  /** ISO 8601 time the sink accepted the lead. */
  received_at: string;
}

/**
 * The form of an email that repeats are found by: trimmed, in Unicode's compatibility form
 * (a full-width `ａｄａ` is `ada`, an `e` and a combining accent is `é`) and lower case. The one
 * email rule (src/lib/forms/email.ts) has already refused every invisible character.
 */
export const emailKey = (email: string) => email.trim().normalize('NFKC').toLowerCase();

/** A stored lead's text column, read back: anything else is not a lead row, and says which column. */
const readText = (value: unknown, column: string): string => {
  if (typeof value === 'string') return value;
  throw new TypeError(`leads.${column} was read as ${value === null ? 'NULL' : typeof value}, not text.`);
};

/**
 * How a person's page shows a column: as text that breaks anywhere, as code, or as a long text
 * in the full width (unless server/ops/console/person-page.ts draws it its own way).
 */
export type ConsoleLook = 'text' | 'code' | 'long';

interface StoredColumn {
  /** As migrations/ declare it: PRAGMA table_info's type and notnull. */
  readonly type: 'TEXT' | 'INTEGER';
  readonly notNull: boolean;
  /** How a stored lead reads it from a row; absent, a stored lead does not carry it. */
  readonly read?: (value: unknown, column: string) => unknown;
  /** The expression it is read with, when not the column itself. */
  readonly select?: string;
  /** What the INSERT binds for a received lead; absent, the statement or the database sets it. */
  readonly insert?: (lead: ReceivedLead) => string | null;
  /** The CSV has a column of it, under its name. */
  readonly csv?: true;
  /** A person's page shows it under `label`. */
  readonly console?: { readonly label: string; readonly look: ConsoleLook };
}

/** A column the CSV shows beside the stored ones, computed as each row is written. */
interface ShownColumn {
  readonly csv: true;
}

export const LEADS = {
  id: { type: 'INTEGER', notNull: false },
  received_at: { type: 'TEXT', notNull: true, read: readText, insert: (lead) => lead.received_at, csv: true },
  email: {
    type: 'TEXT',
    notNull: true,
    read: readText,
    insert: (lead) => lead.email,
    csv: true,
    console: { label: 'Email as given', look: 'text' },
  },
  url: {
    type: 'TEXT',
    notNull: true,
    read: readText,
    insert: (lead) => lead.url,
    csv: true,
    console: { label: 'App address', look: 'text' },
  },
  message: {
    type: 'TEXT',
    notNull: true,
    read: readText,
    insert: (lead) => lead.message,
    csv: true,
    console: { label: 'Message', look: 'long' },
  },
  site: {
    type: 'TEXT',
    notNull: true,
    read: readText,
    insert: (lead) => lead.site,
    csv: true,
    console: { label: 'Sent from page', look: 'text' },
  },
  // NULL for a lead without one (a server-to-server call), so that UNIQUE lets any number in.
  submission_id: {
    type: 'TEXT',
    notNull: false,
    read: readText,
    select: "coalesce(submission_id, '')",
    insert: (lead) => (lead.submission_id === '' ? null : lead.submission_id),
    csv: true,
    console: { label: 'Submission id', look: 'code' },
  },
  email_key: { type: 'TEXT', notNull: true, insert: (lead) => emailKey(lead.email) },
  // Set by the INSERT itself, from the first lead of the same email_key (store.ts).
  repeat_of: { type: 'TEXT', notNull: true, read: readText, csv: true, console: { label: 'Repeat of', look: 'code' } },
  plan: {
    type: 'TEXT',
    notNull: true,
    read: readText,
    insert: (lead) => lead.plan ?? '',
    csv: true,
    console: { label: 'Plan', look: 'long' },
  },
  // What the lead is, and where its address stands in the double opt-in (server/ops/person-story.ts).
  kind: { csv: true },
  confirmation: { csv: true },
} as const satisfies Record<string, StoredColumn | ShownColumn>;

type Leads = typeof LEADS;
type ColumnName = keyof Leads;
/** The names of the columns that have `property`. */
type With<Property extends string> = {
  [Name in ColumnName]: Leads[Name] extends Record<Property, unknown> ? Name : never;
}[ColumnName];

/** The columns of the table, in its order. */
export type TableColumn = With<'type'>;
/** A lead as the store gives it back. */
export type StoredLead = { [Name in With<'read'>]: ReturnType<Leads[Name]['read']> };
/** The values the INSERT binds, by column. */
export type LeadValues = { [Name in With<'insert'>]: ReturnType<Leads[Name]['insert']> };
export type CsvColumn = With<'csv'>;
/** The CSV's columns that a stored lead carries. */
type StoredCsvColumn = CsvColumn & keyof StoredLead;
export type ConsoleColumn = With<'console'>;

const namesWith = <Name extends ColumnName>(property: string) =>
  (Object.keys(LEADS) as ColumnName[]).filter((name): name is Name => property in LEADS[name]);

export const TABLE_COLUMNS = namesWith<TableColumn>('type');
const INSERTED_COLUMNS = namesWith<With<'insert'>>('insert');
export const CSV_COLUMNS = namesWith<CsvColumn>('csv');
export const CONSOLE_COLUMNS = namesWith<ConsoleColumn>('console');
const LEAD_READ = namesWith<With<'read'>>('read');
const STORED_CSV = CSV_COLUMNS.filter((name): name is StoredCsvColumn => (LEAD_READ as string[]).includes(name));

/** The list a SELECT reads a stored lead with (the table `leads` in its FROM). */
export const LEAD_SELECT = LEAD_READ.map((name) => {
  const column: StoredColumn = LEADS[name];
  return column.select === undefined ? name : `${column.select} AS ${name}`;
}).join(', ');

/** The columns an INSERT of a lead names, and their values by name (leadValues gives them), in one order. */
export const INSERTED = {
  columns: INSERTED_COLUMNS.join(', '),
  values: INSERTED_COLUMNS.map((name) => `:${name}`).join(', '),
};

/** The values the INSERT binds for a received lead, by column. */
export const leadValues = (lead: ReceivedLead): LeadValues =>
  Object.fromEntries(INSERTED_COLUMNS.map((name) => [name, LEADS[name].insert(lead)])) as LeadValues;

/**
 * The stored lead of a row read with LEAD_SELECT (its other columns left out), each column
 * checked. A loop, not Object.fromEntries: the CSV reads a million rows this way.
 */
export function leadOf(row: Readonly<Record<string, unknown>>): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const name of LEAD_READ) lead[name] = LEADS[name].read(row[name], name);
  return lead as StoredLead;
}

/** The CSV's cells of the columns a stored lead carries, as stored (the CSV's writer sets the others). */
export const storedCsvCells = (lead: StoredLead): Record<StoredCsvColumn, string> =>
  Object.fromEntries(STORED_CSV.map((name) => [name, lead[name]])) as Record<StoredCsvColumn, string>;
