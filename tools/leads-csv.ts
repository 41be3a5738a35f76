/**
 * `npm run leads`: prints the leads stored by the reference lead sink as CSV, streamed row by
 * row, so memory stays flat whatever the number of leads.
 * The store is the first argument, or LEADS_FILE, or data/leads.db (or, while that does not
 * exist yet, an older release's data/leads.jsonl). A database is opened read-only; a JSON-lines
 * file is read as it is. Nothing there: the header row alone. While an older release's leads are
 * not all imported yet (a start-up stopped mid-import), the list is partial: it says so on stderr
 * and exits with status 3 once printed.
 * With `--d1`, the leads are those of the D1 database in wrangler.toml (Cloudflare Pages; docs/deploy.md
 * "Cloudflare Pages"), read through wrangler a page at a time; `--d1 --local` reads the one
 * `npm run preview:edge` keeps. The confirmation column reads the mail settings of this
 * environment as the server does (README, "The emails"): none set, no address needed confirming.
 *   npm run leads > leads.csv
 *   npm run leads -- --d1 > leads.csv
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LEADS_FILE, LEGACY_LEADS_FILE } from '../server/lead-sink/sqlite-sink.ts';
import { unfinishedImports } from '../server/lead-sink/unfinished-imports.ts';
import { wranglerD1 } from '../server/lead-sink/wrangler-d1.ts';
import { type CsvLead, csvLeadRow, csvLeads, LEADS_CSV_HEADER } from '../server/ops/csv-leads.ts';
import { storedCsvLeads } from '../server/ops/stored-csv-leads.ts';
import { d1Runner } from '../server/sql/d1-runner.ts';

// Rows are gathered into writes of about this size: one write per row costs more than the rows.
const WRITE_BYTES = 64 * 1024;

const flags = process.argv.slice(2).filter((argument) => argument.startsWith('--'));
const fromD1 = flags.includes('--d1');

function storeFile(): string {
  const named =
    process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? process.env['LEADS_FILE']?.trim();
  if (named) return resolve(named);
  const database = resolve(DEFAULT_LEADS_FILE);
  return existsSync(database) || !existsSync(LEGACY_LEADS_FILE) ? database : resolve(LEGACY_LEADS_FILE);
}

// A reader that stops early (`npm run leads | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const out = process.stdout;
/** Writes, then waits while the pipe is full: the rows wait in the database, not in memory. */
async function write(text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/** A mailer is set up where this runs: MAIL_FROM names its sender (README, "The emails"). */
const mailer = (process.env['MAIL_FROM']?.trim() ?? '') !== '';

const file = storeFile();
// D1 answers a page per call of wrangler: large pages, few calls.
const leads: AsyncGenerator<CsvLead> = fromD1
  ? csvLeads(d1Runner(wranglerD1({ local: flags.includes('--local') })).all, 5_000)
  : storedCsvLeads(file);
let pending = LEADS_CSV_HEADER;
for await (const lead of leads) {
  pending += csvLeadRow(lead, mailer);
  if (pending.length >= WRITE_BYTES) {
    await write(pending);
    pending = '';
  }
}
await write(pending);

const unfinished = fromD1 ? [] : unfinishedImports(file);
if (unfinished.length > 0) {
  console.error(
    `These leads are not all: the import of ${unfinished.join(', ')} into ${file} has not finished. Start the server (npm start) to finish it, then run this again.`,
  );
  process.exitCode = 3;
}
