/**
 * Writing a bench's database as fast as it can be written, to set a scene rather than measure
 * it: no fsync, 50,000 rows a transaction, and the log folded back into the file at the end.
 */
import type { DatabaseSync } from 'node:sqlite';

const INSERT_BATCH = 50_000;

/** Inserts each item with `insert`, then leaves the database whole in its one file. */
export function insertInBatches<Item>(db: DatabaseSync, items: Iterable<Item>, insert: (item: Item) => void): void {
  db.exec('PRAGMA synchronous = OFF');
  let inBatch = 0;
  db.exec('BEGIN');
  for (const item of items) {
    insert(item);
    inBatch += 1;
    if (inBatch === INSERT_BATCH) {
      db.exec('COMMIT; BEGIN');
      inBatch = 0;
    }
  }
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}
