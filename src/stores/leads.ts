import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { safeStorage } from '../browser/storage';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { config } from '../lib/config';
import { fitSite } from '../lib/lead-fields';
import {
  type DeliveryOutcome,
  dueLeads,
  enqueueLead,
  type LeadFields,
  markFailed,
  nextRetryIn,
  outcomeOf,
  type PendingLead,
  parseOutbox,
  reconcile,
  removeLead,
  toFormBody,
  wakeUp,
} from '../lib/leads-outbox';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { fillTemplate } from '../lib/template';
import { showToast } from './toasts';

/** Submissions not yet accepted by the webhook; survives reloads, retried until delivered. */
export const $leadOutbox = persistentAtom<PendingLead[]>(STORAGE_KEYS.leadOutbox, [], {
  encode: (outbox) => (outbox.length > 0 ? JSON.stringify(outbox) : undefined),
  decode: parseOutbox,
});

/**
 * What this page knows beyond storage (see reconcile in lib/leads-outbox): every lead it has
 * seen waiting, here or from another tab, until it is finished; and the leads finished here or
 * in another tab (told over the channel below).
 */
export const $leadsSeen = atom<{ waiting: Record<string, PendingLead>; finished: Record<string, true> }>({
  waiting: {},
  finished: {},
});
const finishedChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('testable:leads');
finishedChannel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string') forget(event.data);
});

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
  const next = change(current(stored === undefined ? $leadOutbox.get() : parseOutbox(stored)));
  $leadOutbox.set(next);
  current(next);
}

/** A lead is delivered or refused: no tab sends it again. */
function finish(submissionId: string): void {
  forget(submissionId);
  finishedChannel?.postMessage(submissionId);
  updateOutbox((outbox) => removeLead(outbox, submissionId));
}

/** sent: the webhook took it; queued: kept and retried later; refused: the webhook said no. */
export type LeadResult = 'sent' | 'queued' | 'refused';
/** Why a form did not move on: its lead waits in the outbox, or the webhook refused it. */
export type LeadProblem = Exclude<LeadResult, 'sent'>;

/** Deliveries under way, by submission_id: a second attempt at the same lead waits for the first. */
const inFlight = new Map<string, Promise<LeadResult>>();
/** Webhook origins that answered without CORS headers on this page load: their answers cannot be read. */
const opaqueOrigins = new Set<string>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const newId = () => crypto.randomUUID();
const waiting = () => current().filter((lead) => !inFlight.has(lead.submission_id));

const post = (target: URL, lead: PendingLead, mode: RequestMode) =>
  // keepalive: a lead sent just before the visitor leaves still arrives.
  fetch(target, { method: 'POST', body: toFormBody(lead), mode, keepalive: true });

const readAnswer = (response: Response): DeliveryOutcome =>
  outcomeOf(response.status, response.headers.get('retry-after'), Date.now());

/**
 * Posts one lead, form-encoded (a CORS-simple request: no preflight), and reads the answer's
 * status. A network error throws. A third-party webhook that sends no CORS headers also looks
 * like a network error to the page, so it is asked once more "no-cors", with the same
 * submission_id: an opaque answer then counts as delivered, and that origin is not asked in
 * CORS mode again on this page load.
 */
async function deliver(lead: PendingLead): Promise<DeliveryOutcome> {
  const target = new URL(config.leadWebhookUrl, location.href);
  if (target.origin === location.origin) return readAnswer(await post(target, lead, 'same-origin'));
  if (!opaqueOrigins.has(target.origin)) {
    try {
      return readAnswer(await post(target, lead, 'cors'));
    } catch {
      // No CORS headers, or the connection dropped: the no-cors send below tells them apart.
    }
  }
  await post(target, lead, 'no-cors');
  opaqueOrigins.add(target.origin);
  return { kind: 'delivered' };
}

async function send(lead: PendingLead, listening: boolean): Promise<LeadResult> {
  try {
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliver(lead);
    } catch (error) {
      console.error('Could not reach the lead webhook; the submission is kept and will be retried', error);
      outcome = { kind: 'retry', retryAfterMs: null };
    }
    switch (outcome.kind) {
      case 'delivered':
        finish(lead.submission_id);
        return 'sent';
      case 'refused':
        // A retry would get the same answer: the visitor is told instead, never shown success.
        console.error(`The lead webhook refused the submission (${outcome.status})`);
        finish(lead.submission_id);
        if (!listening) void tellRefused(lead);
        return 'refused';
      case 'retry':
        updateOutbox((outbox) => markFailed(outbox, lead, Date.now(), outcome.retryAfterMs));
        return 'queued';
    }
  } finally {
    inFlight.delete(lead.submission_id);
    scheduleRetry();
  }
}

/**
 * A lead refused while no form waits for it (a retry after a reload, say) is not dropped in
 * silence: a toast names the email so the visitor can send it again.
 */
async function tellRefused(lead: PendingLead): Promise<void> {
  try {
    const { refusedLater } = (await loadDialogCopy()).reservation;
    showToast({
      title: refusedLater.title,
      description: fillTemplate(refusedLater.text, { email: lead.email }),
      tone: 'error',
    });
  } catch (error) {
    console.error('Could not show that a submission was refused', error);
  }
}

/** `listening`: a form waits for this answer and shows a refusal itself. */
function attempt(lead: PendingLead, listening = false): Promise<LeadResult> {
  const running = inFlight.get(lead.submission_id);
  if (running) return running;
  const delivery = send(lead, listening);
  inFlight.set(lead.submission_id, delivery);
  return delivery;
}

/** The next retry, counting only leads that are not being sent right now. */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const wait = nextRetryIn(waiting(), Date.now());
  if (wait !== null) retryTimer = setTimeout(flushOutbox, wait);
}

/** Sends every lead whose retry is due, and times the next retry of the ones still waiting. */
export async function flushOutbox(): Promise<void> {
  const deliveries = dueLeads(waiting(), Date.now()).map((lead) => attempt(lead));
  scheduleRetry();
  await Promise.all(deliveries);
}

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: Omit<LeadFields, 'site'>, honeypot = ''): Promise<LeadResult> {
  if (honeypot.trim() !== '') return 'sent';
  let queued: PendingLead | undefined;
  updateOutbox((outbox) => {
    const { outbox: next, lead } = enqueueLead(outbox, { ...fields, site: fitSite(location.href) }, newId, Date.now());
    queued = lead;
    return next;
  });
  return queued ? attempt(queued, true) : 'queued';
}

if (typeof window !== 'undefined') {
  // Another tab wrote the outbox: put back at once anything its write dropped.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.leadOutbox) current(parseOutbox(event.newValue ?? undefined));
  });
  // When the connection comes back, everything waiting is due at once.
  window.addEventListener('online', () => {
    updateOutbox((outbox) => wakeUp(outbox, Date.now()));
    void flushOutbox();
  });
}
