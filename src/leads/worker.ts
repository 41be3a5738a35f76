/**
 * The sync worker, served at /sw.js (built by integrations/sync-worker.ts): it delivers the
 * leads a page could not send, when the browser's Background Sync says the connection is back,
 * even after the visitor has closed the tab. It has no fetch handler on purpose: it never
 * stands between a visitor and a page.
 */

import { claimLead, isStillWaiting, leadsHandedOver, recordFinished, releaseClaim } from './handoff-db';
import { giveUpAt } from './rules/claim';
import { type HandedLead, sendableNow, type WorkerFinished } from './rules/handoff';
import { step } from './rules/machine';
import type { OutboxState } from './rules/machine-types';
import { LEAD_SYNC_TAG, LEADS_CHANNEL } from './rules/names';
import { announceSending, sendLead } from './send';

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

/**
 * The worker's view of one lead for the machine (rules/machine.ts): the lead alone, no page to
 * keep an outbox in. Of the machine's effects it carries out only the note that the lead is
 * finished; what it would keep (an opaque answer's sparse schedule, a retry's backoff) the pages
 * keep, and a refusal is told by the tabs that hear of it.
 */
const workerView = (lead: HandedLead['lead']): OutboxState => ({
  stored: [lead],
  seen: { waiting: {}, finished: {} },
  sending: new Set(),
  heldElsewhere: new Map(),
  worker: true,
  syncRequested: true,
});

/** How often the worker looks again at a lead a page holds. */
const RECHECK_MS = 500;

/** True when the lead is finished (here or by a page first); false when it must wait. */
async function deliverOnce({ submission_id, lead, webhookUrl, knownCors }: HandedLead): Promise<boolean> {
  // A claim of its own for each send: two syncs at once must not both take the lead as theirs.
  const holder = `the sync worker ${crypto.randomUUID()}`;
  // A page may have sent it since it was handed over.
  if (!(await isStillWaiting(submission_id))) return true;
  let verdict = await claimLead(submission_id, holder);
  // A page is sending it: its claim ends with its answer, or runs out if the page stopped (12 s
  // at most). The worker looks again every RECHECK_MS, so a claim released by an answer (a send
  // that failed at once) does not keep the lead back for the rest of its 12 s; past three claims
  // that ran out, the next sync, if the page still holds it.
  for (let expired = 0; verdict.kind === 'held elsewhere' && expired < 3; ) {
    const left = verdict.until - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(RECHECK_MS, left))));
    if (left <= RECHECK_MS) expired += 1;
    if (!(await isStillWaiting(submission_id))) return true;
    verdict = await claimLead(submission_id, holder);
  }
  if (verdict.kind === 'finished') return true;
  if (verdict.kind === 'held elsewhere') return false;
  const channel = new BroadcastChannel(LEADS_CHANNEL);
  try {
    return await announceSending(
      (news) => channel.postMessage(news),
      submission_id,
      verdict.until,
      async () => {
        // A dropped connection is a retry too.
        const giveUp = giveUpAt(verdict.until);
        const options = { base: self.location.href, knownCors, keepalive: false, giveUpAt: giveUp };
        const sent = await sendLead(lead, webhookUrl, options).catch(() => null);
        const outcome = sent?.outcome ?? { kind: 'retry', retryAfterMs: null };
        const answered = { type: 'answered', lead, outcome, listening: true, now: Date.now() } as const;
        const finished = step(workerView(lead), answered).effects.find((effect) => effect.type === 'note finished');
        if (finished === undefined) return false;
        await recordFinished(submission_id, finished.outcome, Date.now());
        channel.postMessage({ workerFinished: submission_id, outcome: finished.outcome } satisfies WorkerFinished);
        return true;
      },
    );
  } finally {
    channel.close();
    await releaseClaim(submission_id, holder, verdict.until).catch(() => undefined);
  }
}
