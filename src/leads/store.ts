/**
 * The page's side of the lead feature: `submitLead` queues a submission and sends it,
 * `flushOutbox` sends whatever is due. The outbox lives in localStorage (CONTRACT.md section 5);
 * where Background Sync exists it is also handed to the sync worker (./worker.ts). The listeners
 * that keep it moving (another tab, the connection, the page leaving) start when the outbox is
 * first used on a page, not when this module loads.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, onMount } from 'nanostores';
import { whenIdle } from '../browser/idle';
import { safeStorage } from '../browser/storage';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { config } from '../lib/config/site-config';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { fillTemplate } from '../lib/content/template';
import { showToast } from '../stores/toasts';
import { finishedLeads, handOverLeads, recordFinished, requestLeadSync, withLeadLock } from './handoff-db';
import { fitSite } from './rules/fields';
import { type FinishedOutcome, parseWorkerFinished } from './rules/handoff';
import { LEADS_CHANNEL } from './rules/names';
import {
  type DeliveryOutcome,
  dueLeads,
  enqueueLead,
  expiredLeads,
  type LeadFields,
  markFailed,
  markOpaque,
  nextRetryIn,
  type PendingLead,
  parseOrigins,
  parseOutbox,
  reconcile,
  removeLead,
  wakeUp,
} from './rules/outbox';
import { sendLead } from './send';
import { canSyncInBackground, keepSyncWorker } from './sync-worker';

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

/**
 * What this page knows beyond storage (see reconcile in rules/outbox): every lead it has
 * seen waiting, here or from another tab, until it is finished; and the leads finished here, in
 * another tab or by the sync worker (told over the leads channel).
 */
export const $leadsSeen = atom<{ waiting: Record<string, PendingLead>; finished: Record<string, true> }>({
  waiting: {},
  finished: {},
});
let finishedChannel: BroadcastChannel | null = null;

function forget(submissionId: string): void {
  const { waiting, finished } = $leadsSeen.get();
  const { [submissionId]: _, ...stillWaiting } = waiting;
  $leadsSeen.set({ waiting: stillWaiting, finished: { ...finished, [submissionId]: true } });
}

/**
 * The outbox as stored, with what another tab's stale write dropped put back (and stored again
 * at once, so the lead survives this page too); remembered for the next look.
 */
function current(stored: PendingLead[] = $leadOutbox.get()): PendingLead[] {
  const { waiting, finished } = $leadsSeen.get();
  const outbox = reconcile(stored, Object.values(waiting), new Set(Object.keys(finished)));
  $leadsSeen.set({ finished, waiting: Object.fromEntries(outbox.map((lead) => [lead.submission_id, lead])) });
  if (outbox !== stored) $leadOutbox.set(outbox);
  return outbox;
}

/**
 * Every change starts from what storage holds now, not from this tab's copy, so two tabs
 * writing at the same moment cannot drop each other's leads.
 */
function updateOutbox(change: (outbox: PendingLead[]) => PendingLead[]): void {
  const stored = safeStorage[STORAGE_KEYS.leadOutbox];
  const next = change(current(stored === undefined ? $leadOutbox.get() : parseOutbox(stored, Date.now())));
  $leadOutbox.set(next);
  current(next);
}

/** A lead is delivered, refused or out of time: no tab sends it again. */
function finish(submissionId: string): void {
  forget(submissionId);
  finishedChannel?.postMessage(submissionId);
  updateOutbox((outbox) => removeLead(outbox, submissionId));
}

/** A re-submit took this lead's place under a new id: no tab, nor the worker, sends it again. */
function retire(submissionId: string): void {
  finish(submissionId);
  if (handoff) {
    void handedOver
      .then(() => recordFinished(submissionId, 'replaced', Date.now()))
      .catch((error: unknown) => console.warn('Could not tell the sync worker that a lead was replaced', error));
  }
}

/**
 * The sync worker finished a lead that storage still holds (said over the channel, or found in
 * IndexedDB when this page opened): it goes, and a refusal is told as if this page had heard it.
 */
function finishedElsewhere(submissionId: string, outcome: FinishedOutcome, listening = false): void {
  const lead = $leadsSeen.get().waiting[submissionId];
  forget(submissionId);
  updateOutbox((outbox) => removeLead(outbox, submissionId));
  if (outcome === 'refused' && lead && !listening) tellVisitor(lead, 'refusedLater');
}

/**
 * sent: the webhook took it, or (a webhook without CORS headers) it was sent and stays queued
 * for the sparse re-sends; queued: kept and retried later; refused: the webhook said no.
 */
export type LeadResult = 'sent' | 'queued' | 'refused';
/** Why a form did not move on: its lead waits in the outbox, or the webhook refused it. */
export type LeadProblem = Exclude<LeadResult, 'sent'>;

/** Deliveries under way, by submission_id: a second attempt at the same lead waits for the first. */
const inFlight = new Map<string, Promise<LeadResult>>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const newId = () => crypto.randomUUID();
const waiting = () => current().filter((lead) => !inFlight.has(lead.submission_id));
const webhookUrl = () => new URL(config.leadWebhookUrl, location.href);

/**
 * Where Background Sync exists, the sync worker is a second sender (./worker.ts): every change
 * of the outbox is handed over to it.
 */
const handoff = typeof window !== 'undefined' && canSyncInBackground();
/** The last handover to the worker, which a sync request waits for. */
let handedOver: Promise<void> = Promise.resolve();
/** This page has asked the browser to wake the worker: it sends what waits, under each lead's lock. */
let syncRequested = false;

const isKnownCors = (origin: string) => $corsWebhooks.get().includes(origin);

function handOver(outbox: readonly PendingLead[]): void {
  const { href, origin } = webhookUrl();
  handedOver = handedOver
    .then(() => handOverLeads(outbox, { url: href, knownCors: isKnownCors(origin) }, Date.now()))
    .catch((error: unknown) => console.warn('Could not hand the waiting leads to the sync worker', error));
}

/** What sending a lead came to: the webhook's answer, or a sender that finished it first. */
type SendOutcome = DeliveryOutcome | { kind: 'finished elsewhere'; outcome: FinishedOutcome };

async function deliver(lead: PendingLead): Promise<DeliveryOutcome> {
  const { origin } = webhookUrl();
  try {
    const { outcome, readAcrossOrigins } = await sendLead(lead, config.leadWebhookUrl, {
      base: location.href,
      knownCors: isKnownCors(origin),
      keepalive: true,
    });
    if (readAcrossOrigins && !isKnownCors(origin)) $corsWebhooks.set([...$corsWebhooks.get(), origin]);
    return outcome;
  } catch (error) {
    console.error('Could not reach the lead webhook; the submission is kept and will be retried', error);
    return { kind: 'retry', retryAfterMs: null };
  }
}

/** What the page makes of an outcome: the outbox and the visitor are told at once. */
function settle(lead: PendingLead, outcome: SendOutcome, listening: boolean): LeadResult {
  switch (outcome.kind) {
    case 'delivered':
      finish(lead.submission_id);
      return 'sent';
    case 'refused':
      // A retry would get the same answer: the visitor is told instead, never shown success.
      console.error(`The lead webhook refused the submission (${outcome.status})`);
      finish(lead.submission_id);
      if (!listening) tellVisitor(lead, 'refusedLater');
      return 'refused';
    case 'finished elsewhere':
      finishedElsewhere(lead.submission_id, outcome.outcome, listening);
      return outcome.outcome === 'refused' ? 'refused' : 'sent';
    case 'opaque':
      // It most likely arrived (the form moves on), but nothing says so: it stays, and is sent
      // again on the sparse schedule until an answer can be read or its week is over.
      updateOutbox((outbox) => markOpaque(outbox, lead, Date.now()));
      return 'sent';
    case 'retry':
      updateOutbox((outbox) => markFailed(outbox, lead, Date.now(), outcome.retryAfterMs));
      // The worker then delivers it when the connection is back, even with this tab closed.
      if (handoff)
        void handedOver.then(requestLeadSync).then((requested) => {
          syncRequested ||= requested;
        });
      return 'queued';
  }
}

/** Sends and settles; a lead finished here is noted for the worker, which then never sends it. */
async function deliverAndSettle(lead: PendingLead, listening: boolean): Promise<LeadResult> {
  const outcome = await deliver(lead);
  const result = settle(lead, outcome, listening);
  if (handoff && (outcome.kind === 'delivered' || outcome.kind === 'refused')) {
    await recordFinished(lead.submission_id, outcome.kind, Date.now()).catch((error: unknown) =>
      console.warn('Could not tell the sync worker that a lead is finished', error),
    );
  }
  return result;
}

/**
 * Where the worker is a second sender, a lead is sent holding its lock, unless the worker has
 * finished it already. `leaving`: the page is going away, so the request must start now, in
 * this task, with no lock or IndexedDB to wait for; only a page without a worker to wake does so.
 */
async function send(lead: PendingLead, listening: boolean, leaving: boolean): Promise<LeadResult> {
  try {
    if (!handoff || leaving) return await deliverAndSettle(lead, listening);
    return await withLeadLock(lead.submission_id, async () => {
      const earlier = (await finishedLeads([lead.submission_id]).catch(() => null))?.get(lead.submission_id);
      return earlier
        ? settle(lead, { kind: 'finished elsewhere', outcome: earlier }, listening)
        : deliverAndSettle(lead, listening);
    });
  } finally {
    inFlight.delete(lead.submission_id);
    scheduleRetry();
  }
}

/**
 * A lead finished while no form waits for it (a retry after a reload, say) is not dropped in
 * silence: a toast names the email so the visitor can send it again.
 */
function tellVisitor(lead: PendingLead, message: 'refusedLater' | 'expiredLater'): void {
  loadDialogCopy()
    .then(({ reservation }) =>
      showToast({
        title: reservation[message].title,
        description: fillTemplate(reservation[message].text, { email: lead.email }),
        tone: 'error',
      }),
    )
    .catch((error: unknown) => console.error('Could not tell the visitor about details that were not sent', error));
}

/**
 * A week is over: the lead leaves the browser. One never seen to arrive (every send failed) is
 * named in a toast; one sent to a webhook whose answers cannot be read most likely arrived.
 */
function expire(lead: PendingLead): void {
  console.warn('A lead was sent for a week without a readable answer; it is no longer kept', lead.submission_id);
  finish(lead.submission_id);
  if (lead.opaqueSends === 0) tellVisitor(lead, 'expiredLater');
}

/** `listening`: a form waits for this answer and shows a refusal itself. */
function attempt(lead: PendingLead, listening = false, leaving = false): Promise<LeadResult> {
  const running = inFlight.get(lead.submission_id);
  if (running) return running;
  const delivery = send(lead, listening, leaving);
  inFlight.set(lead.submission_id, delivery);
  return delivery;
}

/** The next retry, counting only leads that are not being sent right now. */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const wait = nextRetryIn(waiting(), Date.now());
  if (wait !== null) retryTimer = setTimeout(flushOutbox, wait);
}

/**
 * Sends every lead whose retry is due, and times the next retry of the ones still waiting.
 * Resolves once every send under way has settled, those started before included.
 */
export function flushOutbox(): Promise<void> {
  keepLeadsReady();
  return flush(false);
}

async function flush(leaving: boolean): Promise<void> {
  const now = Date.now();
  const outbox = waiting();
  for (const lead of expiredLeads(outbox, now)) expire(lead);
  // dueLeads leaves out what has just expired.
  for (const lead of dueLeads(outbox, now)) void attempt(lead, false, leaving);
  scheduleRetry();
  await Promise.all(inFlight.values());
}

/** Everything waiting is due now, except where the webhook asked for a pause, and goes. */
function sendAllNow(leaving: boolean): void {
  updateOutbox((outbox) => wakeUp(outbox, Date.now()));
  void flush(leaving);
}

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: Omit<LeadFields, 'site'>, honeypot = ''): Promise<LeadResult> {
  if (honeypot.trim() !== '') return 'sent';
  keepLeadsReady();
  let queued: PendingLead | undefined;
  let replaced: string | null = null;
  updateOutbox((outbox) => {
    const entry = enqueueLead(outbox, { ...fields, site: fitSite(location.href) }, newId, Date.now());
    queued = entry.lead;
    replaced = entry.replaced;
    return entry.outbox;
  });
  if (replaced !== null) retire(replaced);
  return queued ? attempt(queued, true) : 'queued';
}

/**
 * The page is being hidden or closed with leads waiting and a connection: they go now, with
 * keepalive, rather than at their retry time or the next visit. Where this page has woken the
 * sync worker, the worker sends them instead, holding each lead's lock, which a page that is
 * going away cannot wait for.
 */
function flushOnLeave(): void {
  if (navigator.onLine && !syncRequested && waiting().length > 0) sendAllNow(true);
}

/** Leads the worker finished while no page was open leave storage (a send would find them finished too). */
async function dropFinishedElsewhere(): Promise<void> {
  const finished = await finishedLeads(current().map((lead) => lead.submission_id)).catch(() => null);
  for (const [submissionId, outcome] of finished ?? []) finishedElsewhere(submissionId, outcome);
}

/** Keeps the outbox's listeners running on this page (they start with the first use). */
export function keepLeadsReady(): void {
  if ($leadOutbox.lc === 0) $leadOutbox.listen(() => {});
}

onMount($leadOutbox, () => {
  // Another tab wrote the outbox: put back at once anything its write dropped.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.leadOutbox) current(parseOutbox(event.newValue ?? undefined, Date.now()));
  };
  // When the connection comes back, everything waiting is due at once.
  const onOnline = () => sendAllNow(false);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushOnLeave();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  window.addEventListener('pagehide', flushOnLeave);
  document.addEventListener('visibilitychange', onHidden);
  if (typeof BroadcastChannel !== 'undefined') {
    finishedChannel = new BroadcastChannel(LEADS_CHANNEL);
    finishedChannel.addEventListener('message', (event: MessageEvent<unknown>) => {
      // Another tab finished a lead and took it out of storage itself.
      if (typeof event.data === 'string') forget(event.data);
      const fromWorker = parseWorkerFinished(event.data);
      if (fromWorker) finishedElsewhere(fromWorker.workerFinished, fromWorker.outcome);
    });
  }
  const stopHandingOver = handoff ? $leadOutbox.subscribe(handOver) : undefined;
  if (handoff) handedOver = dropFinishedElsewhere();
  // The worker is installed when a form that sends a lead first opens, or a page finds a lead
  // waiting, rather than on every page load, where installing it blocked the main thread about
  // 200 ms under Lighthouse's mobile throttling.
  whenIdle(keepSyncWorker);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('pagehide', flushOnLeave);
    document.removeEventListener('visibilitychange', onHidden);
    finishedChannel?.close();
    finishedChannel = null;
    stopHandingOver?.();
    clearTimeout(retryTimer);
  };
});
