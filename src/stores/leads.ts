import { persistentAtom } from '@nanostores/persistent';
import { config } from '../lib/config';
import {
  dueLeads,
  enqueueLead,
  type LeadFields,
  markFailed,
  nextRetryIn,
  type PendingLead,
  parseOutbox,
  removeLead,
  toFormBody,
} from '../lib/leads-outbox';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { safeStorage } from './storage';

/** Submissions not yet accepted by the webhook; survives reloads, retried until delivered. */
export const $leadOutbox = persistentAtom<PendingLead[]>(STORAGE_KEYS.leadOutbox, [], {
  encode: (outbox) => (outbox.length > 0 ? JSON.stringify(outbox) : undefined),
  decode: parseOutbox,
});

/**
 * Every change starts from what storage holds now, not from this tab's copy, so two tabs
 * writing at the same moment cannot drop each other's leads.
 */
function updateOutbox(change: (outbox: PendingLead[]) => PendingLead[]): void {
  const stored = safeStorage[STORAGE_KEYS.leadOutbox];
  $leadOutbox.set(change(stored === undefined ? $leadOutbox.get() : parseOutbox(stored)));
}

export type LeadResult = 'sent' | 'queued';

/** Deliveries under way, by submission_id: a second attempt at the same lead waits for the first. */
const inFlight = new Map<string, Promise<LeadResult>>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const newId = () => crypto.randomUUID();
const waiting = () => $leadOutbox.get().filter((lead) => !inFlight.has(lead.submission_id));

/**
 * Posts one lead, form-encoded. A network failure (or a server error) throws, so the caller
 * keeps the lead for later; a refusal (4xx) will not change on retry, so it is logged and dropped.
 */
async function deliver(lead: PendingLead): Promise<void> {
  const target = new URL(config.leadWebhookUrl, location.href);
  const sameOrigin = target.origin === location.origin;
  // A third-party webhook rarely sends CORS headers: send it "no-cors"; its answer is not read.
  const response = await fetch(target, {
    method: 'POST',
    body: toFormBody(lead),
    mode: sameOrigin ? 'same-origin' : 'no-cors',
    keepalive: true,
  });
  if (response.type === 'opaque' || response.ok) return;
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    throw new Error(`Lead webhook answered ${response.status}`);
  }
  console.error(`Lead webhook refused the submission (${response.status}); it will not be retried`);
}

async function send(lead: PendingLead): Promise<LeadResult> {
  try {
    await deliver(lead);
    updateOutbox((outbox) => removeLead(outbox, lead.submission_id));
    return 'sent';
  } catch (error) {
    console.error('Could not send the submission; it is kept and will be retried', error);
    updateOutbox((outbox) => markFailed(outbox, lead.submission_id, Date.now()));
    return 'queued';
  } finally {
    inFlight.delete(lead.submission_id);
    scheduleRetry();
  }
}

function attempt(lead: PendingLead): Promise<LeadResult> {
  const running = inFlight.get(lead.submission_id);
  if (running) return running;
  const delivery = send(lead);
  inFlight.set(lead.submission_id, delivery);
  return delivery;
}

/** The next retry, counting only leads that are not being sent right now. */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const wait = nextRetryIn(waiting(), Date.now());
  if (wait !== null) retryTimer = setTimeout(flushOutbox, wait);
}

/** Sends every lead whose retry is due. */
export async function flushOutbox(): Promise<void> {
  await Promise.all(dueLeads(waiting(), Date.now()).map(attempt));
}

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: Omit<LeadFields, 'site'>, honeypot = ''): Promise<LeadResult> {
  if (honeypot.trim() !== '') return 'sent';
  let queued: PendingLead | undefined;
  updateOutbox((outbox) => {
    const { outbox: next, lead } = enqueueLead(outbox, { ...fields, site: location.href }, newId, Date.now());
    queued = lead;
    return next;
  });
  return queued ? attempt(queued) : 'queued';
}

// When the connection comes back, everything waiting is due at once.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    updateOutbox((outbox) => outbox.map((lead) => ({ ...lead, nextAttemptAt: 0 })));
    void flushOutbox();
  });
}
