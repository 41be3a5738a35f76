/**
 * The page's driver of the lead outbox: `submitLead` queues a submission and sends it,
 * `flushOutbox` sends whatever is due. What happens to a lead is decided by the machine
 * (rules/machine.ts; docs/leads.md tells it in words): this file reads the world into its state,
 * runs each event through it and does what it says. The outbox lives in localStorage; where
 * Background Sync exists it is also handed to the sync worker (./worker.ts). The listeners
 * start when the outbox is first used on a page, not when this module loads.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, onMount } from 'nanostores';
import { whenIdle } from '../browser/idle';
import { safeStorage } from '../browser/storage';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { noticeLead } from './notices';
import { watchPage } from './page-events';
import { workerHandoff } from './page-handoff';
import { deliverFromPage, sendHoldingLock } from './page-send';
import { fitSite } from './rules/fields';
import type { LeadResult, LeadsSeen, OutboxEffect, OutboxEvent } from './rules/machine';
import { step } from './rules/machine';
import { type LeadFields, type PendingLead, parseOrigins, parseOutbox } from './rules/outbox';
import { canSyncInBackground, keepSyncWorker } from './sync-worker';

export type { LeadResult } from './rules/machine';
/** Why a form did not move on: its lead waits in the outbox, or the webhook refused it. */
export type LeadProblem = Exclude<LeadResult, 'sent'>;

/** Submissions not known to be delivered; survives reloads, sent again until finished. */
export const $leadOutbox = persistentAtom<PendingLead[]>(STORAGE_KEYS.leadOutbox, [], {
  encode: (outbox) => (outbox.length > 0 ? JSON.stringify(outbox) : undefined),
  decode: (stored) => parseOutbox(stored, Date.now()),
});

/**
 * Webhook origins seen answering with CORS headers, on any visit: from then on an answer of
 * theirs that cannot be read is an outage to retry, never a possible delivery.
 */
export const $corsWebhooks = persistentAtom<string[]>(STORAGE_KEYS.corsWebhooks, [], {
  encode: (origins) => (origins.length > 0 ? JSON.stringify(origins) : undefined),
  decode: parseOrigins,
});

/** What this page knows beyond storage (the machine's `seen`). */
export const $leadsSeen = atom<LeadsSeen>({ waiting: {}, finished: {} });

/** Where Background Sync exists, the sync worker is a second sender that shares the leads. */
const handoff = typeof window !== 'undefined' && canSyncInBackground();
const worker = workerHandoff($corsWebhooks);
let syncRequested = false;
/** Sends under way, by submission_id: a second attempt at the same lead waits for the first. */
const inFlight = new Map<string, Promise<LeadResult>>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;

/** What storage holds now, which may be newer than this page's copy. */
function readStored(): PendingLead[] {
  const stored = safeStorage[STORAGE_KEYS.leadOutbox];
  return stored === undefined ? $leadOutbox.get() : parseOutbox(stored, Date.now());
}

/**
 * Runs `event` through the machine and does what it says: the sends it started, and the rest's
 * promise. A step is worked out on this page's copy of the outbox (which the browser's storage
 * events keep current); one that changes it is worked out again on what storage holds at this
 * moment, so that a lead another tab has just written is never dropped.
 */
function dispatch(event: OutboxEvent, stored?: PendingLead[]) {
  const stepOn = (outbox: PendingLead[]) =>
    step(
      { stored: outbox, seen: $leadsSeen.get(), sending: new Set(inFlight.keys()), worker: handoff, syncRequested },
      event,
    );
  let next = stepOn(stored ?? $leadOutbox.get());
  if (stored === undefined && next.effects.some((effect) => effect.type === 'keep')) next = stepOn(readStored());
  $leadsSeen.set(next.state.seen);
  syncRequested = next.state.syncRequested;
  const sends: Promise<LeadResult>[] = [];
  const work = next.effects.map((effect) => perform(effect, sends));
  return { result: next.result, sends, done: Promise.all(work) };
}

/** Does one effect; what is still under way is returned. */
function perform(effect: OutboxEffect, sends: Promise<LeadResult>[]): Promise<unknown> | undefined {
  switch (effect.type) {
    case 'keep':
      $leadOutbox.set(effect.outbox);
      return;
    case 'send':
      sends.push(attempt(effect.lead, effect.listening, effect.leaving));
      return;
    case 'announce':
      channel?.postMessage(effect.id);
      return;
    case 'note finished':
      return worker.noteFinished(effect.id, effect.outcome);
    case 'request sync':
      return worker.requestSync().then((requested) => requested && dispatch({ type: 'sync requested' }));
    case 'notify':
      noticeLead({ kind: effect.kind, email: effect.email });
      return;
    case 'log':
      console[effect.level](effect.text, ...(effect.id === undefined ? [] : [effect.id]));
      return;
    case 'schedule':
      clearTimeout(retryTimer);
      if (effect.wait !== null) retryTimer = setTimeout(flushOutbox, effect.wait);
      return;
  }
}

/** `listening`: a form waits for this answer and shows a refusal itself. */
function attempt(lead: PendingLead, listening: boolean, leaving: boolean): Promise<LeadResult> {
  const id = lead.submission_id;
  const running = inFlight.get(id);
  if (running) return running;
  const settle = async () => {
    const outcome = await deliverFromPage(lead, {
      leaving,
      worker: handoff,
      seen: $leadsSeen.get(),
      cors: $corsWebhooks,
    });
    const { result, done } = dispatch({ type: 'answered', lead, outcome, listening, now: Date.now() });
    // Noted for the worker before the lock is let go, so that it finds the lead finished.
    await done;
    return result ?? 'queued';
  };
  const delivery = (leaving ? settle() : sendHoldingLock(id, settle)).finally(() => {
    inFlight.delete(id);
    dispatch({ type: 'send ended', now: Date.now() });
  });
  inFlight.set(id, delivery);
  return delivery;
}

/**
 * Sends every lead whose retry is due, and times the next retry of the ones still waiting.
 * Resolves once every send under way has settled, those started before included.
 */
export async function flushOutbox(): Promise<void> {
  keepLeadsReady();
  dispatch({ type: 'due', now: Date.now() });
  await Promise.all(inFlight.values());
}

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: Omit<LeadFields, 'site'>, honeypot = ''): Promise<LeadResult> {
  if (honeypot.trim() !== '') return 'sent';
  keepLeadsReady();
  const submitted = { ...fields, site: fitSite(location.href) };
  const { sends } = dispatch({ type: 'submitted', fields: submitted, id: crypto.randomUUID(), now: Date.now() });
  return sends[0] ?? 'queued';
}

/** Keeps the outbox's listeners running on this page (they start with the first use). */
export function keepLeadsReady(): void {
  if ($leadOutbox.lc === 0) $leadOutbox.listen(() => {});
}

onMount($leadOutbox, () => {
  const watch = watchPage(STORAGE_KEYS.leadOutbox, {
    storedElsewhere: (newValue) => dispatch({ type: 'stored elsewhere' }, parseOutbox(newValue, Date.now())),
    online: () => dispatch({ type: 'online', now: Date.now() }),
    leaving: () => dispatch({ type: 'leaving', now: Date.now(), online: navigator.onLine }),
    finishedInAnotherTab: (id) => dispatch({ type: 'finished in another tab', id }),
    finishedByWorker: (id, outcome) => dispatch({ type: 'finished by the worker', id, outcome }),
  });
  channel = watch.channel;
  const stopHandingOver = handoff ? $leadOutbox.subscribe(worker.handOver) : undefined;
  // Leads the worker finished while no page was open leave storage, sending nothing.
  if (handoff) {
    void worker.finishedBefore(readStored().map((lead) => lead.submission_id)).then((finished) => {
      for (const [id, outcome] of finished) dispatch({ type: 'finished by the worker', id, outcome });
    });
  }
  // The worker is installed when a form that sends a lead first opens, or a page finds a lead
  // waiting, rather than on every page load, where installing it blocked the main thread about
  // 200 ms under Lighthouse's mobile throttling.
  whenIdle(keepSyncWorker);
  return () => {
    watch.stop();
    channel = null;
    stopHandingOver?.();
    clearTimeout(retryTimer);
  };
});
