import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  finishedLeads,
  handOverLeads,
  isStillWaiting,
  leadsHandedOver,
  recordFinished,
  withLeadLock,
} from '../../../src/leads/handoff-db';
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

describe('withLeadLock', () => {
  it('runs the task and answers with its result where Web Locks are missing', async () => {
    expect('locks' in navigator).toBe(false);
    await expect(withLeadLock('a', async () => 7)).resolves.toBe(7);
  });

  it('holds the lead’s lock while the task runs', async () => {
    const request = (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      return task();
    };
    const held: string[] = [];
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await expect(withLeadLock('a', async () => 'done')).resolves.toBe('done');
      expect(held).toEqual(['testable:lead:a']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
