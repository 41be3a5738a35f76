// @vitest-environment node
/**
 * The lead sink's promise, tested on the real server process: a lead answered 200 is on disk,
 * even when the process is killed (SIGKILL, no clean-up) in the middle of a burst; and the
 * browser's retries with the same submission_id, after a restart, store every lead exactly once.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../support/server-process';

const BURST = 200;
const REQUEST_TIMEOUT_MS = 15_000;
// The kill comes once this many answers are in, while the rest are still on their way.
const KILL_AFTER_ANSWERS = BURST / 2;

const dir = mkdtempSync(join(tmpdir(), 'sink-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = join(dir, 'empty-dist');
mkdirSync(dist);
const leadsFile = join(dir, 'leads.jsonl');
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  DIST_DIR: dist,
  LEADS_FILE: leadsFile,
  REFERENCE_HOST_DELAY_MS: '0',
  // The whole burst comes from one address; the default 20 a minute would refuse most of it.
  LEADS_PER_MINUTE: String(BURST * 10),
};

const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
});

const leads = Array.from({ length: BURST }, (_, i) => ({
  email: `lead-${i}@example.com`,
  url: '',
  message: 'Expression of interest',
  site: 'http://127.0.0.1/',
  submission_id: `crash-test-${i}`,
}));

/** Posts one lead; resolves to its status, or null when the connection died first. */
async function post(base: string, lead: (typeof leads)[number]): Promise<number | null> {
  try {
    const response = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(lead).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

// The burst's clients share one address, which may hold at most 64 connections at once
// (server/connection-limits.ts): at most this many of its posts are in flight at a time.
const IN_FLIGHT = 32;

/** `send` for every lead, at most IN_FLIGHT at once, in order; the statuses in the leads' order. */
async function inFlight<Result>(
  items: typeof leads,
  send: (lead: (typeof leads)[number]) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await send(items[index] as (typeof leads)[number]);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

/** Submission ids in the file, with how often each appears; throws if a line is not JSON. */
function storedIds(): Map<string, number> {
  const counts = new Map<string, number>();
  const lines = readFileSync(leadsFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  for (const line of lines) {
    const id = (JSON.parse(line) as { submission_id: string }).submission_id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function start(): Promise<ServerProcess> {
  const server = await startServer(env, dir);
  servers.push(server);
  return server;
}

describe('the lead sink under SIGKILL', () => {
  it('keeps every answered lead through a kill mid-burst, and stores each lead once after the retries', {
    timeout: 90_000,
  }, async () => {
    const first = await start();
    const answered: string[] = [];
    let killed = false;
    const statuses = await inFlight(leads, async (lead) => {
      const status = await post(first.url, lead);
      if (status === 200) answered.push(lead.submission_id);
      if (!killed && answered.length >= KILL_AFTER_ANSWERS) {
        killed = true;
        first.child.kill('SIGKILL');
      }
      return status;
    });
    await first.stop('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    // Proof that the kill landed mid-burst: some leads never got an answer.
    const unanswered = statuses.filter((status) => status === null).length;
    expect(unanswered).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === null)).toBe(true);

    // Restarted on the same file, the sink still holds every lead it acknowledged, once.
    const second = await start();
    const afterCrash = storedIds();
    for (const id of answered) expect([id, afterCrash.get(id)]).toEqual([id, 1]);

    // The browser's outbox re-sends everything it has no answer for (here: everything).
    const resent = await inFlight(leads, (lead) => post(second.url, lead));
    expect(resent.every((status) => status === 200)).toBe(true);
    const final = storedIds();
    expect(final.size).toBe(BURST);
    for (const lead of leads)
      expect([lead.submission_id, final.get(lead.submission_id)]).toEqual([lead.submission_id, 1]);
    await second.stop();
  });
});
