/**
 * The leads of `npm run leads` from a file (server/lead-sink/sqlite-sink.ts, storedLeads): a lead
 * database, opened read-only and read a page at a time with each address's confirmation, or an
 * older release's JSON-lines file (or a database from before the emails), whose leads no address
 * was ever asked to confirm.
 */
import { DatabaseSync } from 'node:sqlite';
import { storedLeads } from '../lead-sink/sqlite-sink.ts';
import { schemaVersionOf } from '../lead-sink/sqlite-store.ts';
import { storeKind } from '../lead-sink/store-kind.ts';
import type { SqlRow, SqlValue } from '../sql/sql-runner.ts';
import { type CsvLead, csvLeads, unasked } from './csv-leads.ts';

const hasConfirmations = (db: DatabaseSync) =>
  db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'confirmations'").get() !== undefined;

export async function* storedCsvLeads(file: string): AsyncGenerator<CsvLead> {
  if (storeKind(file) === 'sqlite') {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 1_000 });
    try {
      if (schemaVersionOf(db, file) > 0 && hasConfirmations(db)) {
        yield* csvLeads(async (sql, ...params: SqlValue[]) => db.prepare(sql).all(...params) as SqlRow[]);
        return;
      }
    } finally {
      db.close();
    }
  }
  for await (const lead of storedLeads(file)) yield unasked(lead);
}
