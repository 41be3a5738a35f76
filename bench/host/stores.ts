/**
 * The lead stores measured (`npm run bench:host -- --stores-only`, and in the full run):
 * - leads per second and p50/p99 of one add, one at a time and 20 at once, into node:sqlite (a
 *   file on this disk, fsync per commit) and into a local D1 (workerd through wrangler's platform
 *   proxy, its SQLite on the same disk);
 * - the site's server while another process holds the database's write lock for 8 s: page
 *   latency (a GET every 50 ms) and the statuses of the leads posted meanwhile (one every 250 ms).
 *   `--server-root=DIR` measures the server of another checkout (an earlier commit) the same way.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { d1Store } from '../../server/lead-sink/d1-store.ts';
import { openLeadDatabase, sqliteStore } from '../../server/lead-sink/sqlite-store.ts';
import type { LeadStore } from '../../server/lead-sink/store.ts';
import { openLocalD1 } from '../../tools/local-d1.ts';
import { percentile } from '../stats.ts';

const LEADS = 500;
const CONCURRENT = 20;
const HOLD_MS = 8_000;
const NODE = process.execPath;

const lead = (index: number) => ({
  received_at: new Date().toISOString(),
  email: `lead-${index % 50}@example.com`,
  url: 'https://app.example/',
  message: 'Expression of interest',
  site: 'https://testable.example/',
  submission_id: `bench-${index}-${Math.random().toString(36).slice(2)}`,
});

const round = (ms: number) => Math.round(ms * 10) / 10;

async function throughput(store: LeadStore, parallel: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < LEADS) {
        const index = next++;
        const at = performance.now();
        await store.add(lead(index));
        times.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    leadsPerSecond: Math.round(LEADS / seconds),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
  };
}

export async function storeThroughput() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stores-'));
  try {
    const sqlite = sqliteStore(await openLeadDatabase(join(dir, 'leads.db')));
    const sqliteFigures = {
      oneAtATime: await throughput(sqlite, 1),
      twentyAtOnce: await throughput(sqlite, CONCURRENT),
    };
    await sqlite.close();
    const d1 = await openLocalD1(join(dir, 'd1'));
    const d1Figures = {
      oneAtATime: await throughput(d1Store(d1.db), 1),
      twentyAtOnce: await throughput(d1Store(d1.db), CONCURRENT),
    };
    await d1.dispose();
    return { leads: LEADS, concurrent: CONCURRENT, sqlite: sqliteFigures, d1: d1Figures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server of `root` while another process holds its lead database for 8 s. */
export async function underHeldLock(root = process.cwd()) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lock-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Testable</title>');
  const leadsFile = join(dir, 'leads.db');
  const server = spawn(NODE, [join(resolve(root), 'server/serve.ts')], {
    cwd: dir,
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      LEADS_FILE: leadsFile,
      LEADS_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let output = '';
    const url = await new Promise<string>((found) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) found(match[1]);
      });
    });
    const post = (index: number) =>
      fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'ada@example.com', submission_id: `lock-${index}` }).toString(),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    await post(-1);
    const holder = spawn(NODE, ['tools/hold-write-lock.ts', leadsFile, String(HOLD_MS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(holder.stdout, 'data');
    const pages: number[] = [];
    const statuses: Promise<number>[] = [];
    let index = 0;
    const posting = setInterval(() => statuses.push(post(index++)), 250);
    while (holder.exitCode === null) {
      const at = performance.now();
      await (await fetch(`${url}/`)).arrayBuffer();
      pages.push(performance.now() - at);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    clearInterval(posting);
    const counts: Record<string, number> = {};
    for (const status of await Promise.all(statuses)) counts[status] = (counts[status] ?? 0) + 1;
    return {
      holdMs: HOLD_MS,
      pages: {
        count: pages.length,
        p50Ms: round(percentile(pages, 0.5)),
        p99Ms: round(percentile(pages, 0.99)),
        maxMs: round(Math.max(...pages)),
      },
      leadStatuses: counts,
    };
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printStores(
  stores: Awaited<ReturnType<typeof storeThroughput>>,
  locks: Record<string, Awaited<ReturnType<typeof underHeldLock>>>,
) {
  console.log(`\nLead stores, ${stores.leads} leads (leads/s, p50 / p99 ms of one add):`);
  console.log('| store | one at a time | 20 at once |');
  console.log('| --- | --- | --- |');
  for (const [name, figures] of [
    ['node:sqlite', stores.sqlite],
    ['D1 (local, workerd)', stores.d1],
  ] as const)
    console.log(
      `| ${name} | ${figures.oneAtATime.leadsPerSecond}/s, ${figures.oneAtATime.p50Ms} / ${figures.oneAtATime.p99Ms} | ${figures.twentyAtOnce.leadsPerSecond}/s, ${figures.twentyAtOnce.p50Ms} / ${figures.twentyAtOnce.p99Ms} |`,
    );
  console.log(`\nThe server while another process holds the lead database for ${HOLD_MS / 1000} s:`);
  console.log('| server | pages | page p50 / p99 / max ms | lead answers |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, lock] of Object.entries(locks))
    console.log(
      `| ${name} | ${lock.pages.count} | ${lock.pages.p50Ms} / ${lock.pages.p99Ms} / ${lock.pages.maxMs} | ${Object.entries(
        lock.leadStatuses,
      )
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')} |`,
    );
}
