// @vitest-environment node
/**
 * The real server while another process holds the lead database's write lock for 8 s: it keeps
 * serving pages at once (node:sqlite would otherwise wait for the lock on the event loop), a lead
 * that cannot be written in time is answered 503 with Retry-After (never 500), and every lead it
 * acknowledged is stored.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { proofOfWork, TEST_KEY } from '../../../support/proof-of-work';
import { PROJECT_NODE, type ServerProcess, startServer } from '../../../support/server-process';
import { leadForm } from '../reference-host/helpers';

const HOLD_MS = 8_000;
const dir = mkdtempSync(join(tmpdir(), 'sink-lock-'));
const dist = join(dir, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Testable</title><h1>Testable</h1>');
const leadsFile = join(dir, 'leads.db');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function timed(run: () => Promise<Response>): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
}

describe('the sink while another process holds the database for 8 s', () => {
  it('serves every page at once, answers no lead 500, and stores every lead it acknowledged', {
    timeout: 60_000,
  }, async () => {
    server = await startServer(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: dist,
        LEADS_FILE: leadsFile,
        LEADS_PER_MINUTE: '1000',
        ALTCHA_HMAC_KEY: TEST_KEY,
      },
      dir,
    );
    const { url } = server;
    const post = (submission_id: string) => async () =>
      fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(leadForm({ submission_id, altcha: await proofOfWork() })).toString(),
      });
    expect((await timed(post('before'))).status).toBe(200);

    const holder = spawn(PROJECT_NODE, ['tools/hold-write-lock.ts', leadsFile, String(HOLD_MS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(holder, 'exit');
    await once(holder.stdout, 'data');

    // While the lock is held: a lead every half second, a page every 100 ms.
    const leads: Promise<{ status: number; ms: number; retryAfter: string | null }>[] = [];
    const pages: { status: number; ms: number }[] = [];
    let index = 0;
    const posting = setInterval(() => leads.push(timed(post(`during-${index++}`))), 500);
    while (holder.exitCode === null) {
      pages.push(await timed(() => fetch(`${url}/`)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clearInterval(posting);
    await exited;
    const answers = await Promise.all(leads);

    expect(pages.length).toBeGreaterThan(20);
    expect(pages.every((page) => page.status === 200)).toBe(true);
    // Served at once, not after the lock (it used to take up to the 5 s busy timeout). The bound
    // leaves room for a busy machine; `npm run bench:host` reports the real figures.
    expect(Math.max(...pages.map((page) => page.ms))).toBeLessThan(1_000);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503).every((answer) => Number(answer.retryAfter) > 0)).toBe(
      true,
    );

    // After the lock: every acknowledged lead is stored; one refused then is stored when retried.
    expect((await timed(post('after'))).status).toBe(200);
    const stored = new Set((await readLeads(leadsFile)).map((lead) => lead.submission_id));
    const acknowledged = answers.flatMap((answer, at) => (answer.status === 200 ? [`during-${at}`] : []));
    for (const id of ['before', ...acknowledged, 'after']) expect(stored.has(id)).toBe(true);
    const refused = answers.findIndex((answer) => answer.status === 503);
    if (refused >= 0) {
      expect((await timed(post(`during-${refused}`))).status).toBe(200);
      expect((await readLeads(leadsFile)).some((lead) => lead.submission_id === `during-${refused}`)).toBe(true);
    }
  });
});
