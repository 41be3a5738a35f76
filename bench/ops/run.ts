/**
 * `npm run bench:ops`: what the operator's console costs when the store is large. Over databases
 * of 10,000, 100,000 and 1,000,000 realistic leads (`--leads N`: N/100, N/10 and N; built once
 * and kept under the temporary folder, bench/ops/database.ts), it times each of the console's
 * queries several times (median and max ms) and the CSV export of `npm run leads` (to /dev/null),
 * each in a process of its own, with that process's peak RSS, then prints how each figure grows
 * with the number of leads. The OS's file cache is warm (the databases were just built or read);
 * the first run of each query is the first in its process. Measures; asserts nothing; not part of
 * `npm test`. About a minute and a half at 1,000,000 on 2 cores once the databases are built
 * (building them takes up to a minute more, the first time).
 *   npm run bench:ops
 *   npm run bench:ops -- --leads 200000
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median } from '../stats.ts';
import { opsDatabase } from './database.ts';
import { type Job, type Measured, QUERIES } from './queries.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_LEADS = 1_000_000;
/** Each query this many times, or as many as fit in QUERY_BUDGET_MS (at least 3). */
const QUERY_RUNS = 7;
const QUERY_BUDGET_MS = 10_000;
const CSV_RUNS = 3;

function largestCount(): number {
  const at = process.argv.indexOf('--leads');
  if (at === -1) return DEFAULT_LEADS;
  const count = Number(process.argv[at + 1]);
  if (!Number.isInteger(count) || count < 100) {
    console.error('bench:ops: --leads takes a whole number of leads, at least 100 (e.g. --leads 200000)');
    process.exit(2);
  }
  return count;
}

/** Runs one job in its own process (child.ts): what it measured. */
function inChild(job: Job): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/ops/child.ts'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_OPS_JOB: JSON.stringify(job) },
      // stdout: /dev/null, where the CSV export writes.
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let report = '';
    let stderr = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      report += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && report !== '') resolve(JSON.parse(report) as Measured);
      else reject(new Error(`child ${JSON.stringify(job)} ended with ${code}:\n${stderr}`));
    });
  });
}

interface Row {
  name: string;
  /** Per count of leads: median and max ms, peak RSS, what the query gave. */
  sizes: { medianMs: number; maxMs: number; cpuMs: number; runs: number; peakRssMiB: number; result: number }[];
}

const round = (ms: number) => {
  const places = ms >= 100 ? 0 : ms >= 1 ? 1 : 2;
  return Math.round(ms * 10 ** places) / 10 ** places;
};
const figure = (ms: number) => (ms >= 100 ? Math.round(ms).toLocaleString('en') : String(round(ms)));
const summarise = ({ ms, cpuMs, peakRssMiB, result }: Measured) => ({
  medianMs: round(median(ms)),
  maxMs: round(Math.max(...ms)),
  cpuMs: round(median(cpuMs)),
  runs: ms.length,
  peakRssMiB,
  result,
});

const largest = largestCount();
const counts = [...new Set([Math.round(largest / 100), Math.round(largest / 10), largest])];
const started = performance.now();
const elapsed = () => `[${Math.round((performance.now() - started) / 1000)} s]`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

console.log(
  `bench:ops: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load()}`,
);
const files = new Map<number, string>();
for (const count of counts) {
  const buildStarted = performance.now();
  const { file, built } = await opsDatabase(count);
  files.set(count, file);
  const size = Math.round(statSync(file).size / 2 ** 20);
  console.log(
    `${elapsed()} ${count.toLocaleString('en')} leads: ${size} MiB, ${built ? `built in ${Math.round((performance.now() - buildStarted) / 1000)} s` : 'kept from a run before'} (${file})`,
  );
}

const rows: Row[] = [...QUERIES.map((name) => ({ name, sizes: [] })), { name: 'CSV export', sizes: [] }];
const baseline: number[] = [];
for (const count of counts) {
  const file = files.get(count) as string;
  baseline.push((await inChild({ kind: 'baseline', file })).peakRssMiB);
  for (const [index, query] of QUERIES.entries()) {
    const measured = await inChild({ kind: 'query', query, file, runs: QUERY_RUNS, budgetMs: QUERY_BUDGET_MS });
    rows[index]?.sizes.push(summarise(measured));
  }
  const csv: Measured[] = [];
  for (let run = 0; run < CSV_RUNS; run += 1) csv.push(await inChild({ kind: 'csv', file }));
  rows.at(-1)?.sizes.push(
    summarise({
      ms: csv.flatMap(({ ms }) => ms),
      cpuMs: csv.flatMap(({ cpuMs }) => cpuMs),
      peakRssMiB: Math.max(...csv.map(({ peakRssMiB }) => peakRssMiB)),
      result: 0,
    }),
  );
  console.log(`${elapsed()} ${count.toLocaleString('en')} leads measured (load average ${load()})`);
}

const label = (count: number) => count.toLocaleString('en');
function table(title: string, columns: string[], lines: string[][]) {
  console.log(`\n${title}\n`);
  for (const cells of [columns, columns.map(() => '---'), ...lines]) console.log(`| ${cells.join(' | ')} |`);
}
const perSize = (cell: (size: Row['sizes'][number]) => string) =>
  rows.map(({ name, sizes }) => [name, ...sizes.map(cell)]);
const sizeColumns = counts.map((count) => `${label(count)} leads`);

table(
  `Wall time, ms: median / max of each query's runs (${QUERY_RUNS}, or what fit in ${QUERY_BUDGET_MS / 1000} s; the CSV export's ${CSV_RUNS}, each a whole \`npm run leads\`):`,
  ['query', ...sizeColumns],
  perSize(({ medianMs, maxMs }) => `${figure(medianMs)} / ${figure(maxMs)}`),
);
table(
  'CPU time (user + system), ms, median of the runs: what other work on the machine changes least:',
  ['query', ...sizeColumns],
  perSize(({ cpuMs }) => figure(cpuMs)),
);
table(
  'Peak RSS of the process that ran the query, MiB (Node and the open database alone: the last row):',
  ['query', ...sizeColumns],
  [
    ...perSize(({ peakRssMiB }) => String(Math.round(peakRssMiB))),
    ['(the database opened, nothing asked)', ...baseline.map((rss) => String(Math.round(rss)))],
  ],
);

console.log(
  `\nWhat each query gave (rows, or its count), by size: ${rows
    .slice(0, -1)
    .map(({ name, sizes }) => `${name} ${sizes.map(({ result }) => result.toLocaleString('en')).join(' / ')}`)
    .join('; ')}.`,
);

/** Below a tenth of a millisecond, a ratio is the clock's noise. */
const ratio = (after: number, before: number) =>
  before >= 0.1 && after >= 0.1 ? `×${(after / before).toFixed(1)}` : 'flat (< 0.1 ms)';
const steps = counts.slice(1).map((count, index) => `${label(counts[index] as number)} → ${label(count)}`);
const growth = (
  sizes: Row['sizes'],
  of: (size: Row['sizes'][number]) => number,
  as: (after: number, before: number) => string,
) => sizes.slice(1).map((size, index) => as(of(size), of(sizes[index] as Row['sizes'][number])));
table(
  'How each grows with ten times the leads (×10 is linear): wall and CPU medians, and RSS in MiB:',
  [
    'query',
    ...steps.map((step) => `wall ${step}`),
    ...steps.map((step) => `CPU ${step}`),
    ...steps.map((step) => `RSS ${step}`),
  ],
  rows.map(({ name, sizes }) => [
    name,
    ...growth(sizes, ({ medianMs }) => medianMs, ratio),
    ...growth(sizes, ({ cpuMs }) => cpuMs, ratio),
    ...growth(
      sizes,
      ({ peakRssMiB }) => peakRssMiB,
      (after, before) => {
        const change = Math.round(after - before);
        return change === 0 ? '±0' : `${change > 0 ? '+' : '−'}${Math.abs(change)}`;
      },
    ),
  ]),
);
console.log(`\n${elapsed()} done (load average ${load()}).`);
