/**
 * The lead soak of `npm run bench:host`: what the reference lead sink and `npm run leads` cost
 * when the store is large. Each measured step runs in a process of its own:
 * - 1,000,000 realistic leads stored in a database of the sink's own schema (bulk insert through
 *   the sink's own statement, one transaction per batch), then `npm run leads` over it: wall
 *   time, peak RSS (from /usr/bin/time -v) and bytes written;
 * - a restart on that database: opening the sink and storing a first lead, its time and memory;
 * - RSS and heap growth of the host after 10,000 leads with 64 KiB bodies through its route
 *   (a sink that kept anything of each body would grow by about 600 MiB here; the heap, after
 *   full collections, is what is kept, the RSS also holds what the allocator has not returned);
 * - an older release's 600 MiB JSON-lines file (past V8's longest string) imported into a new
 *   database: time, peak RSS. `--legacy-mib=N` imports a smaller one on a slow machine.
 * Measures; asserts nothing. The leads are bench/synthetic-leads.ts, the files
 * in bench/host/lead-files.ts, the table in bench/host/leads-report.ts.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDatabase, writeLegacyFile } from './lead-files.ts';
import { measureInChild, NODE, run } from './leads-processes.ts';
import type { LeadSoakReport } from './leads-report.ts';

export const SOAK_LEADS = 1_000_000;
export const PADDED_LEADS = 10_000;
export const LEGACY_FILE_MIB = 600;

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

// The soak's files (about 2 GB) are removed even when the bench stops it (its time budget).
let workDir: string | null = null;
process.on('exit', () => {
  if (workDir !== null) rmSync(workDir, { recursive: true, force: true });
});

/** `npm run leads` over the database: its time, its peak RSS where /usr/bin/time can tell, its output. */
async function csvOver(file: string): Promise<LeadSoakReport['csv']> {
  const started = performance.now();
  const timed = await run('/usr/bin/time', ['-v', NODE, 'tools/leads-csv.ts'], { LEADS_FILE: file }).catch(() => null);
  if (timed !== null) {
    const kib = /Maximum resident set size \(kbytes\): (\d+)/.exec(timed.stderr)?.[1];
    return {
      seconds: seconds(started),
      peakRssMiB: kib === undefined ? null : mib(Number(kib) * 1024),
      outputMiB: mib(timed.outputBytes),
      rows: timed.rows - 1,
      exitCode: timed.code,
    };
  }
  // No /usr/bin/time: the time and size still count.
  const plain = await run(NODE, ['tools/leads-csv.ts'], { LEADS_FILE: file });
  return {
    seconds: seconds(started),
    peakRssMiB: null,
    outputMiB: mib(plain.outputBytes),
    rows: plain.rows - 1,
    exitCode: plain.code,
  };
}

export interface LeadSoakOptions {
  /** Size of the older release's file to import, in MiB. Default LEGACY_FILE_MIB. */
  legacyMiB?: number;
  say?: (line: string) => void;
}

export async function leadSoak({
  legacyMiB = LEGACY_FILE_MIB,
  say = console.log,
}: LeadSoakOptions = {}): Promise<LeadSoakReport> {
  const soakStarted = performance.now();
  const log = (line: string) => say(`[${seconds(soakStarted)} s] ${line}`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-host-leads-'));
  workDir = dir;
  try {
    const database = join(dir, 'leads.db');
    log(`lead soak: storing ${SOAK_LEADS.toLocaleString('en')} leads...`);
    let started = performance.now();
    const databaseBytes = await buildDatabase(database, SOAK_LEADS);
    const buildSeconds = seconds(started);
    log('lead soak: npm run leads over them...');
    const csv = await csvOver(database);
    log('lead soak: a restart on that database...');
    const restart = (await measureInChild(['restart', database])) as LeadSoakReport['restart'];
    log(`lead soak: ${PADDED_LEADS.toLocaleString('en')} padded leads through the route...`);
    const padded = (await measureInChild(
      ['padded', join(dir, 'padded.db'), String(PADDED_LEADS)],
      ['--expose-gc'],
    )) as LeadSoakReport['padded'];
    log(`lead soak: writing a ${legacyMiB} MiB JSON-lines file of an older release, then importing it...`);
    const legacy = join(dir, 'leads.jsonl');
    const lines = await writeLegacyFile(legacy, legacyMiB);
    started = performance.now();
    const imported = await measureInChild(['import', legacy, join(dir, 'imported.db')]);
    return {
      leads: SOAK_LEADS,
      databaseMiB: mib(databaseBytes),
      buildSeconds,
      csv,
      restart,
      padded,
      legacyImport: {
        fileMiB: mib((await stat(legacy)).size),
        lines,
        seconds: Number(imported['seconds']),
        peakRssMiB: Number(imported['peakRssMiB']),
        log: imported['log'] as string[],
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    workDir = null;
  }
}
