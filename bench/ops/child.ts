/**
 * One measurement of `npm run bench:ops`, in a process of its own so that its peak RSS is that
 * query's alone. The job comes as JSON in BENCH_OPS_JOB (nothing on the command line: the CSV
 * export is tools/leads-csv.ts itself, which reads its arguments); the figures go back as JSON on
 * file descriptor 3.
 * - a query: the database opened as the server opens it (openLeadDatabase, sqliteRunner), then the
 *   query run `runs` times (or until `budgetMs` has passed, at least 3), each timed;
 * - `csv`: `npm run leads` over LEADS_FILE, its stdout /dev/null, timed from its import to its
 *   last row;
 * - `baseline`: the database opened and nothing asked, what every query's RSS starts from.
 */
import { readFileSync, writeSync } from 'node:fs';
import { openLeadDatabase, sqliteRunner } from '../../server/lead-sink/sqlite-store.ts';
import { ASK, type Job, type Measured } from './queries.ts';

/**
 * This process's peak RSS, MiB: Linux's VmHWM, which starts again at exec (getrusage's maxRSS
 * keeps the parent's when it was larger: the bench's, after building a database).
 */
function peakRssMiB(): number {
  let kib = process.resourceUsage().maxRSS;
  try {
    kib = Number(/^VmHWM:\s*(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? kib);
  } catch {
    // Not Linux: getrusage's figure.
  }
  return Math.round((kib / 1024) * 10) / 10;
}

/** CPU time (user and system) since `start`, ms: what other work on the machine changes least. */
const cpuMs = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

async function measure(job: Job): Promise<Measured> {
  if (job.kind === 'csv') {
    process.env['LEADS_FILE'] = job.file;
    const started = performance.now();
    const cpu = process.cpuUsage();
    await import('../../tools/leads-csv.ts');
    return { ms: [performance.now() - started], cpuMs: [cpuMs(cpu)], peakRssMiB: peakRssMiB(), result: 0 };
  }
  const db = await openLeadDatabase(job.file);
  try {
    if (job.kind === 'baseline') return { ms: [], cpuMs: [], peakRssMiB: peakRssMiB(), result: 0 };
    const sql = sqliteRunner(db);
    const ask = ASK[job.query];
    const ms: number[] = [];
    const cpu: number[] = [];
    let result = 0;
    const started = performance.now();
    while (ms.length < job.runs && (ms.length < 3 || performance.now() - started < job.budgetMs)) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      result = await ask(sql);
      ms.push(performance.now() - start);
      cpu.push(cpuMs(startCpu));
    }
    return { ms, cpuMs: cpu, peakRssMiB: peakRssMiB(), result };
  } finally {
    db.close();
  }
}

const job = JSON.parse(process.env['BENCH_OPS_JOB'] ?? '{}') as Job;
writeSync(3, JSON.stringify(await measure(job)));
