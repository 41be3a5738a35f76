// @vitest-environment node
/**
 * The lead sink's promise, tested on the real server process: a lead answered 200 is committed
 * to the database, even when the process is killed (SIGKILL, no clean-up, the WAL not
 * checkpointed) in the middle of a burst; and the browser's retries with the same
 * submission_id, after a restart, store every lead exactly once.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { proofOfWork, TEST_KEY } from '../../../support/proof-of-work';
import { type ServerProcess, startServer } from '../../../support/server-process';

const BURST = 200;
const REQUEST_TIMEOUT_MS = 15_000;
// The burst is sent by this many senders at once, each posting its next lead when the last is
// answered: the kill finds leads in flight, and leads not sent yet (a burst sent all at once
// could be answered whole before the kill lands, the sink being quicker than this process).
// They share one address, which may hold at most 64 connections (server/site/connection-limits.ts).
const SENDERS = 40;
// The kill comes once this many answers are in.
const KILL_AFTER_ANSWERS = BURST / 4;

const dir = mkdtempSync(join(tmpdir(), 'sink-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = join(dir, 'empty-dist');
mkdirSync(dist);
const leadsFile = join(dir, 'leads.db');
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  DIST_DIR: dist,
  LEADS_FILE: leadsFile,
  REFERENCE_HOST_DELAY_MS: '0',
  // The whole burst comes from one address; the default 20 a minute would refuse most of it.
  LEADS_PER_MINUTE: String(BURST * 10),
  ALTCHA_HMAC_KEY: TEST_KEY,
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
      body: new URLSearchParams({ ...lead, altcha: await proofOfWork() }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Submission ids in the database, with how often each appears, read by a connection of its own
 * (another process, as the crashed server's is gone): what a restarted sink will find.
 */
function storedIds(): Map<string, number> {
  const db = new DatabaseSync(leadsFile, { readOnly: true });
  try {
    const rows = db.prepare('SELECT submission_id AS id, count(*) AS n FROM leads GROUP BY submission_id').all();
    return new Map(rows.map((row) => [String(row['id']), Number(row['n'])]));
  } finally {
    db.close();
  }
}

/** Posts every lead, SENDERS at a time, in order; `answered` hears each status as it comes. */
async function postAll(base: string, answered: (index: number, status: number | null) => void = () => {}) {
  const statuses: (number | null)[] = [];
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < leads.length; index = next++) {
      statuses[index] = await post(base, leads[index] as (typeof leads)[number]);
      answered(index, statuses[index] ?? null);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return statuses;
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
    const statuses = await postAll(first.url, (index, status) => {
      if (status === 200) answered.push(leads[index]?.submission_id ?? '');
      if (!killed && answered.length >= KILL_AFTER_ANSWERS) {
        killed = true;
        first.child.kill('SIGKILL');
      }
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
    const resent = await postAll(second.url);
    expect(resent.every((status) => status === 200)).toBe(true);
    const final = storedIds();
    expect(final.size).toBe(BURST);
    for (const lead of leads)
      expect([lead.submission_id, final.get(lead.submission_id)]).toEqual([lead.submission_id, 1]);
    await second.stop();
  });
});
