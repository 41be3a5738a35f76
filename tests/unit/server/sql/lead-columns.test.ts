// @vitest-environment node
/**
 * The definition of the leads table (server/sql/lead-columns.ts) against the table itself: the
 * migrations, applied in order to an empty database as the store applies them, create exactly
 * its columns (names, order, types, NOT NULL); the statements that follow from it run there; the
 * CSV's header is its.
 */
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { LEADS_CSV_HEADER } from '../../../../server/lead-sink/csv';
import { migrationFiles } from '../../../../server/lead-sink/sqlite-store';
import { INSERT_LEAD, SELECT_LEAD_PAGE, SELECT_SUBMISSION } from '../../../../server/lead-sink/store';
import {
  CSV_COLUMNS,
  LEAD_SELECT,
  LEADS,
  leadOf,
  leadValues,
  TABLE_COLUMNS,
} from '../../../../server/sql/lead-columns';
import { bindNamed } from '../../../../server/sql/named-parameters';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
}

/** What the definition says PRAGMA table_info gives, column by column. */
const definedInfo = (): ColumnInfo[] =>
  TABLE_COLUMNS.map((name) => ({ name, type: LEADS[name].type, notnull: LEADS[name].notNull ? 1 : 0 }));

/** An empty database in memory with every migration applied, in order. */
function migratedDatabase(): DatabaseSync {
  const database = new DatabaseSync(':memory:');
  for (const file of migrationFiles())
    database.exec(readFileSync(new URL(`../../../../migrations/${file}`, import.meta.url), 'utf8'));
  return database;
}

/** The leads table's columns as PRAGMA table_info gives them. */
const tableInfo = (database: DatabaseSync): ColumnInfo[] =>
  database
    .prepare('PRAGMA table_info(leads)')
    .all()
    .map((row) => ({ name: String(row['name']), type: String(row['type']), notnull: Number(row['notnull']) }));

const db = migratedDatabase();
afterAll(() => db.close());

const run = (statement: { sql: string; params: (string | number | null)[] }) =>
  db.prepare(statement.sql).all(...statement.params);

describe('the leads table as migrations/ create it', () => {
  it('has the columns of the definition, in its order, with their types and NOT NULL', () => {
    expect(tableInfo(db)).toEqual(definedInfo());
  });

  it.each([
    ['a column added', "ALTER TABLE leads ADD COLUMN not_defined TEXT NOT NULL DEFAULT ''"],
    ['a column renamed', 'ALTER TABLE leads RENAME COLUMN site TO page'],
    ['a column dropped', 'ALTER TABLE leads DROP COLUMN plan'],
  ])('tells a migration the definition does not follow: %s', (_, migration) => {
    const changed = migratedDatabase();
    changed.exec(migration);
    expect(tableInfo(changed)).not.toEqual(definedInfo());
    changed.close();
  });

  it('stores a lead by the INSERT and gives it back by the SELECTs, as it was received', () => {
    const lead = {
      received_at: '2026-11-21T10:00:00.000Z',
      email: ' Ada@Example.com',
      url: 'https://ada.example/',
      message: 'Founder reservation',
      site: 'http://localhost/',
      submission_id: 'sub-1',
      plan: '{"name":"Bakers"}',
    };
    run(bindNamed(INSERT_LEAD, leadValues(lead)));
    run(bindNamed(INSERT_LEAD, leadValues({ ...lead, submission_id: '', received_at: '2026-11-21T10:01:00.000Z' })));
    const [stored] = run(bindNamed(SELECT_SUBMISSION, { submission_id: 'sub-1' }));
    expect(leadOf(stored ?? {})).toEqual({ ...lead, repeat_of: '' });
    const page = run(bindNamed(SELECT_LEAD_PAGE, { after: 0, limit: 10 }));
    expect(page.map((row) => [row['id'], leadOf(row).submission_id, leadOf(row).repeat_of])).toEqual([
      [1, 'sub-1', ''],
      [2, '', 'sub-1'],
    ]);
    expect(db.prepare('SELECT email_key FROM leads').all()).toEqual([
      { email_key: 'ada@example.com' },
      { email_key: 'ada@example.com' },
    ]);
  });

  it('reads what a stored lead carries, and nothing else', () => {
    expect(LEAD_SELECT).toBe(
      "received_at, email, url, message, site, coalesce(submission_id, '') AS submission_id, repeat_of, plan",
    );
  });
});

describe('a row read as a lead', () => {
  const row = {
    id: 7,
    received_at: 'r',
    email: 'e',
    url: 'u',
    message: 'm',
    site: 's',
    submission_id: 'i',
    repeat_of: '',
    plan: '',
  };

  it('keeps the columns of a stored lead only', () => {
    const { id: _, ...stored } = row;
    expect(leadOf({ ...row, confirmation: 'sent' })).toEqual(stored);
  });

  it.each([
    ['a NULL', { ...row, url: null }, /leads\.url was read as NULL, not text/],
    ['a number', { ...row, plan: 3 }, /leads\.plan was read as number, not text/],
    ['a missing column', { ...row, site: undefined }, /leads\.site was read as undefined, not text/],
  ])('refuses %s, naming its column', (_, bad, error) => {
    expect(() => leadOf(bad)).toThrow(error);
  });
});

describe('the CSV', () => {
  it('has the header of the definition: its CSV columns, the six fixed ones first', () => {
    expect(LEADS_CSV_HEADER).toBe(`${CSV_COLUMNS.map((name) => `"${name}"`).join(',')}\r\n`);
    expect(CSV_COLUMNS.slice(0, 6)).toEqual(['received_at', 'email', 'url', 'message', 'site', 'submission_id']);
  });
});
