/**
 * `npm run bench:host -- --reader-only`: what one analysis costs the host, for a page of 1 MiB
 * (the most the reader reads) and one of 64 KiB, on one machine and on workerd.
 * - Node, in process: the HTML reader alone over the page's bytes (CPU time, process.cpuUsage),
 *   and a whole analysis over HTTP from a local page server (wall time), each a median of runs.
 * - workerd (`wrangler pages dev`, offline): the whole analysis over HTTP. workerd's clocks stand
 *   still while code runs, so its CPU cannot be read from inside; the page's cost is read as the
 *   difference between a 1 MiB page and a tiny one, both over loopback.
 * Runs stay under the per-target limit (20 reads of one host a minute): each page is a new address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { readPageStream } from '../../server/app-reader/page-stream.ts';
import { createApp } from '../../server/site/site-app.ts';
import { applyMigrations, prepareSite, startEdge } from '../../tests/support/edge-server.ts';
import { sizedPage, startPageServer } from '../../tests/support/page-server.ts';
import { median } from '../stats.ts';

const PARSE_RUNS = 30;
/** A warm-up and four pages of as many runs each stay below the per-target limit of 20 reads a minute. */
const HTTP_RUNS = 4;
const SIZES_KIB = [1024, 256, 64];
const EDGE_PORT = 4491;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function parseCpuMs(kib: number): Promise<number> {
  const bytes = new TextEncoder().encode(sizedPage(kib));
  const times: number[] = [];
  for (let run = 0; run < PARSE_RUNS + 3; run += 1) {
    const body = new Response(bytes).body;
    const before = process.cpuUsage();
    await readPageStream(body, { url: 'https://bench.example/', contentType: 'text/html', maxBytes: 1024 * 1024 });
    const used = process.cpuUsage(before);
    // The first runs compile the reader: not part of a page's cost.
    if (run >= 3) times.push((used.user + used.system) / 1000);
  }
  return round(median(times));
}

async function analysisMs(origin: string, page: () => string, runs = HTTP_RUNS): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/analyze`, {
      method: 'POST',
      headers: { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' },
      body: JSON.stringify({ url: page() }),
    });
    const body = (await response.json()) as { response?: string };
    if (!/I read|I opened/.test(body.response ?? ''))
      throw new Error(`not read: ${JSON.stringify(body).slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  return round(median(times));
}

export async function benchReader() {
  const pages = await startPageServer();
  const work = mkdtempSync(join(tmpdir(), 'bench-reader-'));
  const variables = { ANALYSIS_ALLOW_HOSTS: '127.0.0.1', ANALYSES_PER_MINUTE: '1000' };
  prepareSite(join(work, 'site'));
  const node = serve({
    fetch: createApp({
      distDir: join(work, 'site'),
      referenceHost: { leadsFile: join(work, 'leads.db'), analysisAllowHosts: '127.0.0.1', analysesPerMinute: 1000 },
    }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => node.once('listening', resolve));
  const nodeOrigin = `http://127.0.0.1:${(node.address() as { port: number }).port}`;
  applyMigrations(join(work, 'state'));
  const edge = await startEdge(join(work, 'site'), join(work, 'state'), EDGE_PORT, variables);
  try {
    const rows = [];
    // Each run reads a new address: the reader keeps a page it read for minutes.
    let runs = 0;
    const nextRun = () => {
      runs += 1;
      return runs;
    };
    const address = (kib: number) => () => `${pages.origin}/sized/${kib}?run=${nextRun()}`;
    const tiny = () => `${pages.origin}/spa?run=${nextRun()}`;
    // The first request compiles the Functions' code: not part of any page's cost.
    await analysisMs(edge.url, tiny, 1);
    const tinyEdge = await analysisMs(edge.url, tiny);
    for (const kib of SIZES_KIB) {
      const edgeMs = await analysisMs(edge.url, address(kib));
      rows.push({
        pageKiB: kib,
        nodeParseCpuMs: await parseCpuMs(kib),
        nodeAnalysisMs: await analysisMs(nodeOrigin, address(kib)),
        edgeAnalysisMs: edgeMs,
        edgePageCostMs: round(edgeMs - tinyEdge),
      });
    }
    return {
      measuredAt: new Date().toISOString(),
      runs: { parse: PARSE_RUNS, http: HTTP_RUNS },
      tinyEdgeMs: tinyEdge,
      rows,
    };
  } finally {
    await edge.stop();
    node.close();
    await pages.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export function printReader({ rows, tinyEdgeMs }: Awaited<ReturnType<typeof benchReader>>): void {
  console.log('\nthe page reader, one analysis (medians):');
  console.log('page      Node parse CPU   Node analysis   workerd analysis   workerd, less a tiny page');
  for (const row of rows) {
    console.log(
      `${`${row.pageKiB} KiB`.padEnd(10)}${`${row.nodeParseCpuMs} ms`.padEnd(17)}${`${row.nodeAnalysisMs} ms`.padEnd(16)}${`${row.edgeAnalysisMs} ms`.padEnd(19)}${row.edgePageCostMs} ms`,
    );
  }
  console.log(`(a tiny page on workerd: ${tinyEdgeMs} ms)`);
}
