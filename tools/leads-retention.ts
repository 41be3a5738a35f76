/**
 * `npm run leads:retention`: deletes the leads the privacy notice no longer lets us keep
 * (server/ops/retention.ts: feedback after 12 months, the wait list and reservations 12 months
 * after launch, expired console sessions), and prints one line per kind.
 * The store is the one `npm run leads` reads: the first argument, or LEADS_FILE, or
 * data/leads.db; with `--d1`, the D1 database of wrangler.toml (`--d1 --local`: the one
 * `npm run preview:edge` keeps). `--dry-run` counts and deletes nothing. LAUNCHED_ON (YYYY-MM-DD)
 * is the launch day; unset, the product has not launched and the wait list stays.
 * Safe to run from cron beside a running server: idempotent, short transactions, exit status 0
 * when done, 2 on a bad LAUNCHED_ON or argument, 1 when the store could not be read or changed.
 *   LAUNCHED_ON=2026-09-01 npm run leads:retention -- --dry-run
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LEADS_FILE, LEGACY_LEADS_FILE } from '../server/lead-sink/defaults.ts';
import { openLeadDatabase, sqliteRunner } from '../server/lead-sink/sqlite-store.ts';
import { storeKind } from '../server/lead-sink/store-kind.ts';
import { wranglerD1 } from '../server/lead-sink/wrangler-d1.ts';
import { applyRetention, LaunchDateError, parseLaunchedOn, retentionSummary } from '../server/ops/retention.ts';
import { d1Runner } from '../server/sql/d1-runner.ts';
import type { SqlRunner } from '../server/sql/sql-runner.ts';
import { StoreNotReadyError } from '../server/sql/store-errors.ts';

const FLAGS = ['--dry-run', '--d1', '--local'];
/** A cron run may wait this long for the server's write lock (each batch holds it briefly). */
const WRITE_DEADLINE_MS = 30_000;
/** Rows per transaction on D1, where each one is a call of wrangler. */
const D1_BATCH_ROWS = 10_000;

const name = 'leads:retention';
function fail(message: string, status: number): never {
  console.error(`${name}: ${message}`);
  process.exit(status);
}

const args = process.argv.slice(2);
const flags = args.filter((argument) => argument.startsWith('--'));
const unknown = flags.filter((flag) => !FLAGS.includes(flag));
if (unknown.length > 0)
  fail(`unknown option ${unknown.join(' ')} (options: --dry-run, --d1, --local, or the lead database's path)`, 2);
const dryRun = flags.includes('--dry-run');
const fromD1 = flags.includes('--d1');

let launchedOn: Date | null;
try {
  launchedOn = parseLaunchedOn(process.env['LAUNCHED_ON']);
} catch (error) {
  if (error instanceof LaunchDateError) fail(error.message, 2);
  throw error;
}

/** The store and how to reach it, or null when there is nothing to keep or delete yet. */
async function openStore(): Promise<{ label: string; sql: SqlRunner; batchRows?: number; done(): void } | null> {
  if (fromD1) {
    const local = flags.includes('--local');
    return {
      label: `D1 database testable (${local ? 'local' : 'remote'})`,
      sql: d1Runner(wranglerD1({ local })),
      batchRows: D1_BATCH_ROWS,
      done() {},
    };
  }
  const named = args.find((argument) => !argument.startsWith('--')) ?? process.env['LEADS_FILE']?.trim();
  const file = resolve(named || DEFAULT_LEADS_FILE);
  const kind = storeKind(file);
  if (kind === 'missing' && !named && existsSync(LEGACY_LEADS_FILE))
    fail(
      `no lead database at ${file} yet: ${LEGACY_LEADS_FILE} is an older release's, imported when the server starts. Start it once (npm start), then run this again.`,
      1,
    );
  if (kind === 'missing') {
    console.log(`${name}: no lead database at ${file}: nothing to delete.`);
    return null;
  }
  if (kind === 'other')
    fail(
      `${file} is not a lead database. An older release's JSON-lines file is imported into data/leads.db when the server starts: start it once (npm start), then run this on the database.`,
      1,
    );
  const db = await openLeadDatabase(file, { writeDeadlineMs: WRITE_DEADLINE_MS });
  // What is deleted is overwritten with zeros in the file, not only unlinked from its table.
  db.exec('PRAGMA secure_delete = ON');
  return {
    label: file,
    sql: sqliteRunner(db, WRITE_DEADLINE_MS),
    done() {
      // The log's copies of deleted rows go too, unless a reader holds it (then at the next checkpoint).
      if (!dryRun) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

try {
  const store = await openStore();
  if (store !== null) {
    const now = new Date();
    const report = await applyRetention(store.sql, {
      now,
      launchedOn,
      dryRun,
      ...(store.batchRows === undefined ? {} : { batchRows: store.batchRows }),
    });
    store.done();
    console.log(`${name}: ${store.label} at ${now.toISOString()}${dryRun ? ' (dry run: nothing deleted)' : ''}`);
    for (const line of retentionSummary(report)) console.log(line);
  }
} catch (error) {
  const fix = error instanceof StoreNotReadyError ? ` (${error.fix})` : '';
  fail(
    `stopped, the rest is kept (what went before stays deleted; run it again to go on): ${error instanceof Error ? error.message : String(error)}${fix}`,
    1,
  );
}
