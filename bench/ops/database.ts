/**
 * The lead database `npm run bench:ops` measures the operator's queries on: N synthetic leads
 * (bench/synthetic-leads.ts), built once per count and kept under the system's temporary folder.
 * Setting the scene, not measuring: the sink's schema (openLeadDatabase), 50,000 rows a
 * transaction without an fsync per commit, repeat_of computed here by the sink's rule (store.ts)
 * rather than looked up row by row, which took twice as long.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLeadDatabase, SCHEMA_VERSION } from '../../server/lead-sink/sqlite-store.ts';
import { INSERTED, leadValues } from '../../server/sql/lead-columns.ts';
import { bindNamed, named } from '../../server/sql/named-parameters.ts';
import { insertInBatches } from '../batched-inserts.ts';
import { GENERATION, syntheticLeads } from '../synthetic-leads.ts';

/** Where the database of `count` leads is kept between runs. */
export const cachedDatabase = (count: number) =>
  join(tmpdir(), 'testable-bench-ops', `schema${SCHEMA_VERSION}-gen${GENERATION}-${count}`, 'leads.db');

/**
 * The database of `count` leads, built unless kept from a run before (a build stopped halfway is
 * never taken for one: it is renamed into place once whole). Whether it was built now.
 */
export async function opsDatabase(count: number): Promise<{ file: string; built: boolean }> {
  const file = cachedDatabase(count);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(join(file, '..'), { recursive: true });
  const building = `${file}.building`;
  for (const part of ['', '-wal', '-shm']) rmSync(`${building}${part}`, { force: true });
  const db = await openLeadDatabase(building);
  // The unique index of random submission ids takes every page: kept in memory while building.
  db.exec('PRAGMA cache_size = -524288');
  const statement = named(`INSERT INTO leads (${INSERTED.columns}, repeat_of) VALUES (${INSERTED.values}, :repeat_of)`);
  const insert = db.prepare(statement.sql);
  // repeat_of: the first lead of the same address, by its submission_id or its received_at.
  const firstOf = new Map<string, string>();
  insertInBatches(db, syntheticLeads(count), (lead) => {
    const values = leadValues(lead);
    const first = firstOf.get(values.email_key);
    if (first === undefined) firstOf.set(values.email_key, values.submission_id ?? `received_at=${lead.received_at}`);
    insert.run(...bindNamed(statement, { ...values, repeat_of: first ?? '' }).params);
  });
  db.close();
  renameSync(building, file);
  return { file, built: true };
}
