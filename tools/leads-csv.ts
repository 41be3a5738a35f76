/**
 * `npm run leads`: prints the leads stored by the reference lead sink as CSV.
 * The file is LEADS_FILE, or the first argument, or data/leads.jsonl.
 *   npm run leads > leads.csv
 */
import { resolve } from 'node:path';
import { leadsToCsv } from '../server/reference-host/csv.ts';
import { DEFAULT_LEADS_FILE, readLeads } from '../server/reference-host/lead-sink.ts';

const file = resolve(process.argv[2] ?? process.env['LEADS_FILE'] ?? DEFAULT_LEADS_FILE);
process.stdout.write(leadsToCsv(await readLeads(file)));
