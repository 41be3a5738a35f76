/**
 * The sync worker, served at /sw.js (built by integrations/sync-worker.ts): it delivers the
 * leads a page could not send, when the browser's Background Sync says the connection is back,
 * even after the visitor has closed the tab. It has no fetch handler on purpose: it never
 * stands between a visitor and a page.
 */

import { isStillWaiting, leadsHandedOver, recordFinished, withLeadLock } from './handoff-db';
import { type HandedLead, sendableNow, type WorkerFinished } from './rules/handoff';
import { LEAD_SYNC_TAG, LEADS_CHANNEL } from './rules/names';
import { sendLead } from './send';

/** The parts of the worker's global scope used here (TypeScript's DOM library has none of them). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: () => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
declare const self: WorkerScope;

/** A new version takes over at once: it holds no state a running version could depend on. */
self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('sync', (event) => {
  if (event.tag === LEAD_SYNC_TAG) event.waitUntil(deliverHandedOver());
});

/**
 * Sends every waiting lead once. Rejects while any is still waiting, so that the browser tries
 * the sync again later (Chromium: a few times, minutes apart).
 */
async function deliverHandedOver(): Promise<void> {
  const now = Date.now();
  const handed = await leadsHandedOver(now);
  const results = await Promise.all(sendableNow(handed, now).map(deliverOnce));
  const waiting = handed.length - results.filter(Boolean).length;
  if (waiting > 0) throw new Error(`${waiting} lead(s) still waiting for the webhook`);
}

/** True when the lead is finished (here or by a page first); false when it must wait. */
function deliverOnce({ submission_id, lead, webhookUrl, knownCors }: HandedLead): Promise<boolean> {
  return withLeadLock(submission_id, async () => {
    // A page may have sent it while this waited for the lock.
    if (!(await isStillWaiting(submission_id))) return true;
    // A dropped connection is a retry too; an answer that cannot be read finishes nothing: the
    // page keeps such a lead on its sparse schedule.
    const sent = await sendLead(lead, webhookUrl, { base: self.location.href, knownCors, keepalive: false }).catch(
      () => null,
    );
    const outcome = sent?.outcome;
    if (outcome?.kind !== 'delivered' && outcome?.kind !== 'refused') return false;
    await recordFinished(submission_id, outcome.kind, Date.now());
    const channel = new BroadcastChannel(LEADS_CHANNEL);
    channel.postMessage({ workerFinished: submission_id, outcome: outcome.kind } satisfies WorkerFinished);
    channel.close();
    return true;
  });
}
