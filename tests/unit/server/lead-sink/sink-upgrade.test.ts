// @vitest-environment node
/**
 * An operator upgrading from a release that kept `data/leads.jsonl`: the server started with
 * no LEADS_FILE, in the folder holding that file, imports it once into `data/leads.db` and
 * leaves it as it was; a restart imports nothing twice.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { solved } from '../../../support/proof-of-work';
import { startServer } from '../../../support/server-process';
import { leadForm } from '../reference-host/helpers';

const dir = mkdtempSync(join(tmpdir(), 'sink-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'dist'));
mkdirSync(join(dir, 'data'));
const legacy = `${JSON.stringify({ received_at: '2025-01-02T03:04:05.000Z', ...leadForm({ submission_id: 'old-1' }) })}\n`;
writeFileSync(join(dir, 'data', 'leads.jsonl'), legacy);
const env = { PORT: '0', HOST: '127.0.0.1', DIST_DIR: join(dir, 'dist'), REFERENCE_HOST_DELAY_MS: '0' };

/** Posts a lead with a proof solved from the server's own challenge, as a page does. */
async function postLead(base: string, submission_id: string): Promise<number> {
  const altcha = await solved(await (await fetch(`${base}/api/altcha`)).json());
  const response = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(leadForm({ submission_id, altcha })).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the default store after an upgrade', () => {
  it('imports data/leads.jsonl once into data/leads.db and leaves it as it was', { timeout: 60_000 }, async () => {
    const first = await startServer(env, dir);
    try {
      expect(await postLead(first.url, 'old-1')).toBe(200);
      expect(await postLead(first.url, 'new-1')).toBe(200);
    } finally {
      await first.stop();
    }
    expect(first.output().match(/\[lead sink\].*/g)).toEqual([
      expect.stringMatching(
        /imported 1 lead .* from .*data\/leads\.jsonl, an older release's JSON-lines file \(left as it was\), into .*data\/leads\.db/,
      ),
    ]);

    const second = await startServer(env, dir);
    try {
      expect(await postLead(second.url, 'new-2')).toBe(200);
    } finally {
      await second.stop();
    }
    expect(second.output()).not.toMatch(/\[lead sink\]/);
    expect(readFileSync(join(dir, 'data', 'leads.jsonl'), 'utf8')).toBe(legacy);
    expect(
      (await readLeads(join(dir, 'data', 'leads.db'))).map((lead) => [lead.submission_id, lead.repeat_of]),
    ).toEqual([
      ['old-1', ''],
      ['new-1', 'old-1'],
      ['new-2', 'old-1'],
    ]);
  });
});
