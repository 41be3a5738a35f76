import { LEAVING, storedLead } from '../../support/stored-lead';
/**
 * The page's side of the sync worker, where Background Sync exists: what it hands over, when it
 * asks for a sync, how it drops what the worker finished, and the keepalive send on leaving.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishedLeads, leadsHandedOver, recordFinished } from '../../../src/leads/handoff-db';
import type { WorkerFinished } from '../../../src/leads/rules/handoff';
import { LEADS_CHANNEL } from '../../../src/leads/rules/names';
import { $leadOutbox, submitLead } from '../../../src/leads/store';
import { lead, leadSinkTest, networkError, ok, SINK, status } from '../../support/lead-sink';
import { formOf } from '../../support/recorded-requests';

/** A Chromium-like browser: Background Sync, and the worker installed and active. */
const syncRequests = vi.hoisted(() => {
  const requested: { tag: string; handedOver: string[] }[] = [];
  return requested;
});
/** Resolved at the next sync request (see syncRequested). */
const syncAwaited = vi.hoisted(() => [] as (() => void)[]);
const { registration } = await vi.hoisted(async () => {
  const { fakeBackgroundSync } = await import('../../support/background-sync');
  return fakeBackgroundSync(async (tag) => {
    const { leadsHandedOver } = await import('../../../src/leads/handoff-db');
    const handedOver = (await leadsHandedOver(Date.now())).map((entry) => entry.submission_id);
    syncRequests.push({ tag, handedOver });
    for (const resolve of syncAwaited.splice(0)) resolve();
  });
});

// The fake clock leaves setImmediate alone: IndexedDB (fake-indexeddb) runs on it.
const { requests, answers } = leadSinkTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

/**
 * Resolves once the page has asked for a sync and heard that it was registered: what is left of
 * that request then is promise callbacks, which one macrotask runs.
 */
async function syncRequested(): Promise<void> {
  await new Promise<void>((resolve) => syncAwaited.push(resolve));
  await new Promise((resolve) => setImmediate(resolve));
}

afterEach(async () => {
  // A sync asked for near a test's end is answered to the page after it: waited for here, so that
  // no answer reaches a page whose window is gone.
  await Promise.allSettled(registration.sync.register.mock.results.map((result) => result.value));
  await new Promise((resolve) => setImmediate(resolve));
  syncRequests.length = 0;
  await new Promise<void>((resolve) => {
    indexedDB.deleteDatabase('testable-leads').onsuccess = () => resolve();
  });
});

const queuedId = () => $leadOutbox.get()[0]?.submission_id ?? '';
const waitingLead = (submission_id: string) =>
  storedLead(submission_id, { queuedAt: Date.now(), attempts: 1, nextAttemptAt: Date.now() + 60_000 });

describe('handing leads to the sync worker', () => {
  it('hands over a lead that could not be sent, then asks for a sync', async () => {
    answers(SINK, networkError);
    await expect(submitLead(lead)).resolves.toBe('queued');
    await vi.waitFor(() => expect(syncRequests).toEqual([{ tag: 'testable:leads', handedOver: [queuedId()] }]));
    const [handed] = await leadsHandedOver(Date.now());
    expect(handed?.webhookUrl).toBe(new URL(SINK, location.href).href);
    expect(handed?.lead).toMatchObject({ email: lead.email, submission_id: queuedId(), attempts: 1 });
  });

  it('asks for no sync when the webhook took the lead, and notes it as delivered for the worker', async () => {
    answers(SINK, ok);
    await expect(submitLead(lead)).resolves.toBe('sent');
    const id = (await formOf(requests[0]))['submission_id'] ?? '';
    await vi.waitFor(async () => expect(await finishedLeads([id])).toEqual(new Map([[id, 'delivered']])));
    expect(syncRequests).toEqual([]);
  });

  it('notes a refusal for the worker too, so that it never sends the lead', async () => {
    answers(SINK, status(422));
    await expect(submitLead(lead)).resolves.toBe('refused');
    const id = (await formOf(requests[0]))['submission_id'] ?? '';
    await vi.waitFor(async () => expect(await finishedLeads([id])).toEqual(new Map([[id, 'refused']])));
  });

  it('does not send again a lead the worker has delivered meanwhile', async () => {
    answers(SINK, networkError, ok);
    await submitLead(lead);
    const id = queuedId();
    await recordFinished(id, 'delivered', Date.now());
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect($leadOutbox.get()).toEqual([]));
    expect(requests).toHaveLength(1);
  });
});

describe('what the worker finished', () => {
  const tell = (message: WorkerFinished) => {
    const worker = new BroadcastChannel(LEADS_CHANNEL);
    worker.postMessage(message);
    worker.close();
  };

  it('leaves the outbox at once when the worker says so, and is never sent again', async () => {
    answers(SINK, networkError, ok);
    await submitLead(lead);
    tell({ workerFinished: queuedId(), outcome: 'delivered' });
    await vi.waitFor(() => expect(localStorage.getItem('testable:leadOutbox')).toBeNull());
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requests).toHaveLength(1);
  });

  it('is told to the visitor when the worker heard a refusal', async () => {
    answers(SINK, networkError);
    await submitLead(lead);
    const { $toasts } = await import('../../../src/stores/toasts');
    tell({ workerFinished: queuedId(), outcome: 'refused' });
    await vi.waitFor(() =>
      expect($toasts.get().map((toast) => toast.description)).toEqual([`${lead.email} was refused`]),
    );
    expect($leadOutbox.get()).toEqual([]);
  });

  it('leaves a page opened later, sending nothing, and a refusal is told there', async () => {
    localStorage.setItem('testable:leadOutbox', JSON.stringify([waitingLead('delivered'), waitingLead('refused')]));
    await recordFinished('delivered', 'delivered', Date.now());
    await recordFinished('refused', 'refused', Date.now());
    vi.resetModules();
    const later = await import('../../../src/leads/store');
    const { $toasts } = await import('../../../src/stores/toasts');
    await later.flushOutbox();
    await vi.waitFor(() => expect(localStorage.getItem('testable:leadOutbox')).toBeNull());
    await vi.waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]?.description).toBe(`${lead.email} was refused`);
    // Only the toast's words were fetched.
    expect(requests.map((request) => request.method)).toEqual(['GET']);
  });
});

describe('leaving the page with leads waiting', () => {
  const setOnline = (onLine: boolean) =>
    Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
  afterEach(() => setOnline(true));

  it.each(LEAVING)('on %s leaves them to the worker it woke, which sends each under its claim', async (_, leave) => {
    answers(SINK, status(503), ok);
    const synced = syncRequested();
    await submitLead(lead);
    await synced;
    leave();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });

  it('sends them at once with keepalive where no sync was asked for (the worker would not run)', async () => {
    answers(SINK, status(503), ok);
    const synced = syncRequested();
    await submitLead(lead);
    await synced;
    vi.resetModules();
    const fresh = await import('../../../src/leads/store');
    await fresh.flushOutbox();
    expect(requests).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(() => expect(localStorage.getItem('testable:leadOutbox')).toBeNull());
  });

  it('sends nothing while offline: the sync worker takes over', async () => {
    answers(SINK, networkError);
    const synced = syncRequested();
    await submitLead(lead);
    await synced;
    setOnline(false);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });
});
