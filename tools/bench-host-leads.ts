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
 * Measures; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, rmSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadSink } from '../server/lead-sink/lead-sink.ts';
import type { LegacyLead } from '../server/lead-sink/legacy-leads.ts';
import { leadInserter, openLeadDatabase } from '../server/lead-sink/sqlite-store.ts';

export const SOAK_LEADS = 1_000_000;
export const PADDED_LEADS = 10_000;
export const LEGACY_FILE_MIB = 600;
const INSERT_BATCH = 50_000;

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const NODE = process.execPath;
const CHILD = join(ROOT, 'tools/bench-host-leads-child.ts');
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export interface LeadSoakReport {
  leads: number;
  databaseMiB: number;
  buildSeconds: number;
  csv: { seconds: number; peakRssMiB: number | null; outputMiB: number; rows: number; exitCode: number | null };
  restart: { firstAddMs: number; rssMiB: number; peakRssMiB: number };
  padded: {
    leads: number;
    bodyKiB: number;
    seconds: number;
    rssBeforeMiB: number;
    rssAfterMiB: number;
    rssGrowthMiB: number;
    heapGrowthMiB: number;
    peakRssMiB: number;
  };
  legacyImport: { fileMiB: number; lines: number; seconds: number; peakRssMiB: number; log: string[] };
}

/** A small seeded generator (mulberry32): the same leads on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const FIRST = ['ada', 'bo', 'chen', 'dara', 'eli', 'fatima', 'gus', 'hana', 'ivan', 'jo', 'kofi', 'lena', 'maria'];
const DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'example.co.uk', 'startup.io', 'fastmail.com'];
const WORDS =
  'the app crashes when I upload a photo from my phone and the checkout button does nothing on Safari please add a way to export plans love it'.split(
    ' ',
  );

/**
 * Leads as visitors send them: most are waitlist leads (some with an app address), one in ten
 * is feedback of a sentence or a paragraph, one in six comes from an email seen before.
 */
function* realisticLeads(count: number, seed: number): Generator<LegacyLead> {
  const next = random(seed);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)] as Item;
  const hex = (length: number) => {
    let text = '';
    while (text.length < length)
      text += Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0');
    return text.slice(0, length);
  };
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let index = 0; index < count; index += 1) {
    const person = index > 10 && next() < 1 / 6 ? Math.floor(next() * index) : index;
    const email = `${pick(FIRST)}.${person}@${DOMAINS[person % DOMAINS.length]}`;
    const feedback = next() < 0.1;
    const words = Array.from({ length: 5 + Math.floor(next() * 80) }, () => pick(WORDS)).join(' ');
    yield {
      received_at: new Date(start + index * 3_000).toISOString(),
      email,
      url: feedback ? 'Feedback form' : next() < 0.4 ? `https://app-${person}.example.com/` : '',
      message: feedback ? words : 'Expression of interest',
      site: `https://testable.example/${feedback ? 'analysis' : ''}?utm_source=${pick(['google', 'x', 'newsletter'])}`,
      submission_id: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    };
  }
}

async function buildDatabase(file: string): Promise<number> {
  // The sink creates the database and its schema, as a server's first lead would.
  const sink = createLeadSink({ file });
  await sink.add({
    email: 'first@example.com',
    url: '',
    message: 'Expression of interest',
    site: '',
    submission_id: '',
  });
  await sink.close();
  const db = await openLeadDatabase(file);
  // Setting the scene, not measuring the sink: no fsync per batch.
  db.exec('PRAGMA synchronous = OFF');
  const insert = leadInserter(db);
  let inBatch = 0;
  db.exec('BEGIN');
  for (const lead of realisticLeads(SOAK_LEADS - 1, 1)) {
    insert(lead);
    inBatch += 1;
    if (inBatch === INSERT_BATCH) {
      db.exec('COMMIT; BEGIN');
      inBatch = 0;
    }
  }
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return (await stat(file)).size;
}

// Children still running when the bench stops (its time budget) are stopped with it.
const running = new Set<ChildProcess>();
let workDir: string | null = null;
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  if (workDir !== null) rmSync(workDir, { recursive: true, force: true });
});

/** Runs a command to its end; its stdout counted (not kept), its stderr kept. */
async function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let outputBytes = 0;
  let rows = 0;
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    outputBytes += chunk.length;
    // A row ends with CRLF; a line break inside a quoted cell is a bare LF.
    for (let at = chunk.indexOf(0x0d); at !== -1; at = chunk.indexOf(0x0d, at + 1)) rows += 1;
    if (stdout.length < 64 * 1024) stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, outputBytes, rows, stdout, stderr };
}

async function child(args: string[], execArgv: string[] = []): Promise<Record<string, unknown>> {
  const result = await run(NODE, [...execArgv, CHILD, ...args]);
  if (result.code !== 0) throw new Error(`bench-host-leads-child ${args[0]} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

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

/** Writes an older release's JSON-lines file of about `targetMiB`, with realistic leads. */
async function writeLegacyFile(file: string, targetMiB: number): Promise<number> {
  const out = createWriteStream(file);
  const target = targetMiB * 2 ** 20;
  let written = 0;
  let lines = 0;
  let chunk = '';
  for (const lead of realisticLeads(Number.MAX_SAFE_INTEGER, 2)) {
    chunk += `${JSON.stringify(lead)}\n`;
    lines += 1;
    if (chunk.length >= 1024 * 1024 || written + chunk.length >= target) {
      written += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
      if (written >= target) break;
    }
  }
  out.end();
  await once(out, 'close');
  return lines;
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
    const databaseBytes = await buildDatabase(database);
    const buildSeconds = seconds(started);
    log('lead soak: npm run leads over them...');
    const csv = await csvOver(database);
    log('lead soak: a restart on that database...');
    const restart = (await child(['restart', database])) as LeadSoakReport['restart'];
    log(`lead soak: ${PADDED_LEADS.toLocaleString('en')} padded leads through the route...`);
    const padded = (await child(
      ['padded', join(dir, 'padded.db'), String(PADDED_LEADS)],
      ['--expose-gc'],
    )) as LeadSoakReport['padded'];
    log(`lead soak: writing a ${legacyMiB} MiB JSON-lines file of an older release, then importing it...`);
    const legacy = join(dir, 'leads.jsonl');
    const lines = await writeLegacyFile(legacy, legacyMiB);
    started = performance.now();
    const imported = await child(['import', legacy, join(dir, 'imported.db')]);
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

export function printLeadSoak(report: LeadSoakReport): void {
  const widths = [66, 10, 13, 12];
  const line = (cells: (string | number | null)[]) =>
    console.log(cells.map((cell, index) => String(cell ?? '?').padEnd(widths[index] ?? 10)).join('  '));
  console.log('');
  line([
    `lead sink soak (${report.leads.toLocaleString('en')} leads, ${report.databaseMiB} MiB database)`,
    'seconds',
    'peak RSS MiB',
    'other',
  ]);
  line(['bulk insert through the sink statement', report.buildSeconds, null, '']);
  line([
    `npm run leads over them (exit ${report.csv.exitCode})`,
    report.csv.seconds,
    report.csv.peakRssMiB,
    `${report.csv.outputMiB} MiB, ${report.csv.rows.toLocaleString('en')} rows`,
  ]);
  line([
    'restart: open the sink + first add',
    report.restart.firstAddMs / 1000,
    report.restart.peakRssMiB,
    `RSS ${report.restart.rssMiB} MiB`,
  ]);
  line([
    `${report.padded.leads.toLocaleString('en')} leads of ${report.padded.bodyKiB} KiB through the route`,
    report.padded.seconds,
    report.padded.peakRssMiB,
    `RSS +${report.padded.rssGrowthMiB} MiB, heap +${report.padded.heapGrowthMiB} MiB`,
  ]);
  line([
    `import of a ${report.legacyImport.fileMiB} MiB JSON-lines file (${report.legacyImport.lines.toLocaleString('en')} lines)`,
    report.legacyImport.seconds,
    report.legacyImport.peakRssMiB,
    '',
  ]);
  for (const logged of report.legacyImport.log) console.log(`  ${logged}`);
}
