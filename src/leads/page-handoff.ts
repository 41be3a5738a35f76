/**
 * The page's side of the IndexedDB the senders share (./handoff-db.ts): a lead finished here is
 * noted there, so that no other sender (a tab that claims the lead next, the sync worker)
 * sends it again; and, where Background Sync exists, every outbox this page keeps is copied there
 * for the worker (./worker.ts), which the browser is asked to wake when a send fails. Each call
 * waits for the one before it, so the worker never reads an older outbox over a newer note.
 */
import type { ReadableAtom } from 'nanostores';
import { config } from '../lib/config/site-config';
import { finishedLeads, handOverLeads, recordFinished, requestLeadSync } from './handoff-db';
import { proofNeeded } from './proof/prover';
import type { FinishedOutcome } from './rules/handoff';
import type { PendingLead } from './rules/outbox';

export function workerHandoff(corsWebhooks: ReadableAtom<string[]>) {
  let handedOver: Promise<unknown> = Promise.resolve();
  const after = <T>(next: () => Promise<T>) => {
    const done = handedOver.then(next);
    handedOver = done.catch(() => {});
    return done;
  };
  const warn = (what: string) => (error: unknown) => console.warn(`Could not ${what}`, error);
  return {
    /** The worker cannot solve a proof of work: a lead that needs one waits for a page to give it one. */
    handOver(outbox: readonly PendingLead[]): void {
      const { href, origin } = new URL(config.leadWebhookUrl, location.href);
      const webhook = { url: href, knownCors: corsWebhooks.get().includes(origin) };
      const ready = proofNeeded() ? outbox.filter((lead) => lead.altcha) : outbox;
      after(() => handOverLeads(ready, webhook, Date.now())).catch(warn('hand the waiting leads to the sync worker'));
    },
    /** Where IndexedDB is missing, the other tabs hear of it only on the leads channel. */
    noteFinished: (id: string, outcome: FinishedOutcome): Promise<void> =>
      typeof indexedDB === 'undefined'
        ? Promise.resolve()
        : after(() => recordFinished(id, outcome, Date.now())).catch(warn('note in IndexedDB that a lead is finished')),
    /** True when the browser will wake the worker (not waited for by later calls: it may wait for the worker's install). */
    requestSync: (): Promise<boolean> => handedOver.then(requestLeadSync),
    /** How the worker finished these leads, for those it did while no page was open. */
    finishedBefore: (ids: string[]): Promise<Map<string, FinishedOutcome>> =>
      after(() => finishedLeads(ids)).catch(() => new Map()),
  };
}
