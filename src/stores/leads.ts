import './storage';
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

/** Submissions not yet accepted by the webhook; survives reloads, retried until delivered. */
export const $leadOutbox = persistentAtom<PendingLead[]>(STORAGE_KEYS.leadOutbox, [], {
  encode: (outbox) => (outbox.length > 0 ? JSON.stringify(outbox) : undefined),
  decode: parseOutbox,
});

export type LeadResult = 'sent' | 'queued';

const inFlight = new Set<string>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const newId = () => crypto.randomUUID();

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

async function attempt(lead: PendingLead): Promise<LeadResult> {
  if (inFlight.has(lead.submission_id)) return 'queued';
  inFlight.add(lead.submission_id);
  try {
    await deliver(lead);
    $leadOutbox.set(removeLead($leadOutbox.get(), lead.submission_id));
    return 'sent';
  } catch (error) {
    console.error('Could not send the submission; it is kept and will be retried', error);
    $leadOutbox.set(markFailed($leadOutbox.get(), lead.submission_id, Date.now()));
    scheduleRetry();
    return 'queued';
  } finally {
    inFlight.delete(lead.submission_id);
  }
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const wait = nextRetryIn($leadOutbox.get(), Date.now());
  if (wait !== null) retryTimer = setTimeout(flushOutbox, wait);
}

/** Sends every lead whose retry is due. */
export async function flushOutbox(): Promise<void> {
  await Promise.all(dueLeads($leadOutbox.get(), Date.now()).map(attempt));
  scheduleRetry();
}

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: Omit<LeadFields, 'site'>, honeypot = ''): Promise<LeadResult> {
  if (honeypot.trim() !== '') return 'sent';
  const { outbox, lead } = enqueueLead($leadOutbox.get(), { ...fields, site: location.href }, newId, Date.now());
  $leadOutbox.set(outbox);
  return attempt(lead);
}

// When the connection comes back, everything waiting is due at once.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    $leadOutbox.set($leadOutbox.get().map((lead) => ({ ...lead, nextAttemptAt: 0 })));
    void flushOutbox();
  });
}
