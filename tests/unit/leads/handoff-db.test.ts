// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimLead,
  claimsHeldNow,
  finishedLeads,
  handOverLeads,
  isStillWaiting,
  leadsHandedOver,
  recordFinished,
  releaseClaim,
} from '../../../src/leads/handoff-db';
import { CLAIM_MS } from '../../../src/leads/rules/claim';
import { HANDOFF_TTL_MS } from '../../../src/leads/rules/handoff';
import { storedLead } from '../../support/stored-lead';

const HOOK = 'http://localhost/api/leads';
const WEBHOOK = { url: HOOK, knownCors: false };
const lead = (submission_id: string) =>
  storedLead(submission_id, { email: `${submission_id}@example.com`, attempts: 1 });
const ids = async (now: number) => (await leadsHandedOver(now)).map((entry) => entry.submission_id);

/** A database of its own per test: the open connection lets go when it is deleted. */
afterEach(
  () =>
    new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('testable-leads');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }),
);

describe('the handoff between the page and the sync worker', () => {
  it('gives the worker the outbox, with the webhook URL and when each lead was handed over', async () => {
    await handOverLeads([lead('a'), lead('b')], WEBHOOK, 1000);
    expect(await leadsHandedOver(2000)).toEqual([
      { submission_id: 'a', lead: lead('a'), webhookUrl: HOOK, knownCors: false, handedAt: 1000 },
      { submission_id: 'b', lead: lead('b'), webhookUrl: HOOK, knownCors: false, handedAt: 1000 },
    ]);
  });

  it('updates a lead handed over again (its retry bookkeeping) but keeps its first time', async () => {
    await handOverLeads([lead('a')], WEBHOOK, 1000);
    await handOverLeads([{ ...lead('a'), attempts: 3, heldUntil: 9000 }], WEBHOOK, 5000);
    expect(await leadsHandedOver(6000)).toEqual([
      {
        submission_id: 'a',
        lead: { ...lead('a'), attempts: 3, heldUntil: 9000 },
        webhookUrl: HOOK,
        knownCors: false,
        handedAt: 1000,
      },
    ]);
  });

  it('never takes a lead back from a page that had not heard it was finished', async () => {
    await handOverLeads([lead('a'), lead('b')], WEBHOOK, 1000);
    await recordFinished('a', 'delivered', 1500);
    expect(await ids(1600)).toEqual(['b']);
    // A page with a stale outbox hands 'a' over again: it stays finished.
    await handOverLeads([lead('a'), lead('b')], WEBHOOK, 1700);
    expect(await ids(1800)).toEqual(['b']);
    expect(await finishedLeads(['a', 'b', 'c'])).toEqual(new Map([['a', 'delivered']]));
    expect([await isStillWaiting('a'), await isStillWaiting('b'), await isStillWaiting('c')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('keeps a refusal as a refusal', async () => {
    await recordFinished('a', 'refused', 1);
    expect(await finishedLeads(['a'])).toEqual(new Map([['a', 'refused']]));
  });

  it('prunes leads and finished notes a week old, at the next look', async () => {
    await handOverLeads([lead('old')], WEBHOOK, 0);
    await recordFinished('done', 'delivered', 0);
    await handOverLeads([lead('old'), lead('young')], WEBHOOK, HANDOFF_TTL_MS);
    expect(await ids(HANDOFF_TTL_MS)).toEqual(['old', 'young']);
    expect(await ids(HANDOFF_TTL_MS + 1)).toEqual(['young']);
    expect(await finishedLeads(['done'])).toEqual(new Map());
  });

  it('drops what no page of ours wrote, instead of failing on it', async () => {
    await handOverLeads([lead('a')], WEBHOOK, 1000);
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('testable-leads');
      open.onsuccess = () => {
        const transaction = open.result.transaction(['pending', 'finished'], 'readwrite');
        transaction.objectStore('pending').put({ submission_id: 'junk', lead: 'not a lead' });
        transaction.objectStore('finished').put({ submission_id: 'junk', outcome: 'maybe' });
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
    expect(await ids(2000)).toEqual(['a']);
    expect(await finishedLeads(['junk'])).toEqual(new Map());
  });
});

describe('claims', () => {
  const NOW = 5_000_000;

  it('gives a lead to one sender at a time, until its claim runs out or is let go', async () => {
    expect(await claimLead('a', 'tab 1', () => NOW)).toEqual({ kind: 'claimed', until: expect.any(Number) });
    expect(await claimLead('a', 'tab 2', () => NOW + 1000)).toEqual({ kind: 'held elsewhere', until: NOW + CLAIM_MS });
    expect(await claimsHeldNow('tab 2', NOW + 1000)).toEqual(new Map([['a', NOW + CLAIM_MS]]));
    expect(await claimsHeldNow('tab 1', NOW + 1000)).toEqual(new Map());
    // Run out: a sender that stopped (a frozen page) holds it back no longer.
    expect(await claimLead('a', 'tab 2', () => NOW + CLAIM_MS)).toEqual({ kind: 'claimed', until: expect.any(Number) });
    // Let go by another holder, or by its holder for an earlier claim: nothing happens; by its
    // holder for this claim: free at once.
    await releaseClaim('a', 'tab 1', NOW + CLAIM_MS);
    await releaseClaim('a', 'tab 2', NOW + CLAIM_MS);
    expect(await claimLead('a', 'tab 3', () => NOW + CLAIM_MS + 1)).toMatchObject({ kind: 'held elsewhere' });
    await releaseClaim('a', 'tab 2', NOW + 2 * CLAIM_MS);
    expect(await claimLead('a', 'tab 3', () => NOW + CLAIM_MS + 1)).toEqual({
      kind: 'claimed',
      until: expect.any(Number),
    });
  });

  it('never gives a finished lead, and the note that it is finished ends its claim', async () => {
    expect(await claimLead('a', 'tab 1', () => NOW)).toEqual({ kind: 'claimed', until: expect.any(Number) });
    await recordFinished('a', 'delivered', NOW);
    expect(await claimsHeldNow('tab 2', NOW)).toEqual(new Map());
    expect(await claimLead('a', 'tab 2', () => NOW)).toEqual({ kind: 'finished', outcome: 'delivered' });
  });

  it('gives a lead to exactly one of many senders claiming it at once', async () => {
    const holders = Array.from({ length: 8 }, (_, index) => `tab ${index}`);
    const verdicts = await Promise.all(holders.map((holder) => claimLead('a', holder, () => NOW)));
    expect(verdicts.filter((verdict) => verdict.kind === 'claimed')).toHaveLength(1);
  });

  it('goes ahead without a claim when the database does not answer in time (a transaction left open)', async () => {
    // Answered, this claim would stand against tab 1.
    expect(await claimLead('a', 'tab 2', () => NOW)).toMatchObject({ kind: 'claimed' });
    // The page's active time, stepped by hand: 2 s of it is how long a claim may wait.
    const waits: { ms: number; end: AbortController }[] = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const end = new AbortController();
      waits.push({ ms, end });
      return end.signal;
    });
    const blocking = await openDatabase();
    let open = true;
    try {
      const transaction = blocking.transaction(['claims'], 'readwrite');
      // Kept alive by one request after another, as a context frozen mid-write would keep it.
      const keepBusy = () => {
        if (open) transaction.objectStore('claims').get('x').onsuccess = keepBusy;
      };
      keepBusy();
      let verdict: unknown;
      void claimLead('a', 'tab 1', () => NOW + 1).then((answer) => {
        verdict = answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(verdict).toBeUndefined();
      expect(waits.map(({ ms }) => ms)).toEqual([2000]);
      waits[0]?.end.abort();
      await vi.waitFor(() => expect(verdict).toEqual({ kind: 'claimed', until: NOW + 1 + CLAIM_MS }));
    } finally {
      open = false;
      blocking.close();
      vi.restoreAllMocks();
    }
  });

  it('keeps what a database of the earlier version holds when it adds the claims', async () => {
    const earlier = await openDatabase(1, (db) => {
      db.createObjectStore('pending', { keyPath: 'submission_id' });
      db.createObjectStore('finished', { keyPath: 'submission_id' }).put({
        submission_id: 'a',
        outcome: 'refused',
        finishedAt: NOW,
      });
    });
    earlier.close();
    expect(await claimLead('a', 'tab 1', () => NOW)).toEqual({ kind: 'finished', outcome: 'refused' });
    expect(await claimLead('b', 'tab 1', () => NOW)).toEqual({ kind: 'claimed', until: expect.any(Number) });
  });
});

function openDatabase(version?: number, create?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('testable-leads', version);
    request.onupgradeneeded = () => create?.(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
