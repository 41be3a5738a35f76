/**
 * The lead feature's face to the page: `submitLead` queues a submission and sends it,
 * `flushOutbox` sends whatever is due, and the atoms hold the outbox (localStorage), the webhooks
 * known to send CORS headers, and what this page has seen. What happens to a lead is decided by
 * the machine (rules/machine.ts), which ./page-driver.ts runs on this page and ./worker.ts in the
 * sync worker; docs/leads.md tells it in words. The listeners start when the outbox is first
 * used on a page, not when this module loads.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, onMount } from 'nanostores';
import { whenIdle } from '../browser/idle';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { isRecord } from '../lib/is-record';
import { PageDriver } from './page-driver';
import { fitSite } from './rules/fields';
import type { LeadReply, LeadResult, LeadsSeen } from './rules/machine-types';
import type { LeadFields, PendingLead } from './rules/outbox';
import { PROOF_REFUSED } from './rules/proof';
import { parseOrigins, parseOutbox } from './rules/stored-outbox';

/** The `reason` of the reference sink's 400 for a throwaway email service's address. */
const THROWAWAY_REFUSED = 'disposable';

import { canSyncInBackground, keepSyncWorker } from './sync-worker';

export type { LeadReply, LeadResult } from './rules/machine-types';
/**
 * Why a form did not move on: its lead waits in the outbox, or the webhook refused it, or (the
 * reference sink's `reason`) refused the bot check's proof, which a new try solves again.
 */
export type LeadProblem = Exclude<LeadResult, 'sent'> | 'unverified';

/**
 * The sink refused the address as a throwaway email service's (its `reason`), where the page's
 * list had not said so (not loaded, or older than the sink's): the form says so at the field.
 */
export const refusedAsThrowaway = ({ result, reply }: LeadReply): boolean =>
  result === 'refused' && isRecord(reply) && reply['reason'] === THROWAWAY_REFUSED;

/** What a form tells of a send: nothing when it was sent, else its LeadProblem. */
export function problemOf({ result, reply }: LeadReply): LeadProblem | null {
  if (result === 'sent') return null;
  if (result === 'refused' && isRecord(reply) && reply['reason'] === PROOF_REFUSED) return 'unverified';
  return result;
}

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
const driver = new PageDriver({ outbox: $leadOutbox, seen: $leadsSeen, cors: $corsWebhooks }, handoff);

/**
 * Sends every lead whose retry is due, and times the next retry of the ones still waiting.
 * Resolves once every send under way has settled, those started before included.
 */
export async function flushOutbox(): Promise<void> {
  keepLeadsReady();
  driver.dispatch({ type: 'due', now: Date.now() });
  await driver.settled();
}

/** What a form submits: `site` is the page's own address, and `plan` is there only when it has one. */
export type LeadSubmission = Omit<LeadFields, 'site' | 'plan'> & Partial<Pick<LeadFields, 'plan'>>;

/**
 * Queues and sends a submission. `honeypot` is the hidden field only bots fill: such a
 * submission is dropped silently while the visitor sees the usual success.
 */
export async function submitLead(fields: LeadSubmission, honeypot = ''): Promise<LeadResult> {
  return (await submitLeadForReply(fields, honeypot)).result;
}

/** submitLead, with the webhook's JSON answer when this send delivered the lead (see LeadReply). */
export async function submitLeadForReply(fields: LeadSubmission, honeypot = ''): Promise<LeadReply> {
  if (honeypot.trim() !== '') return { result: 'sent' };
  keepLeadsReady();
  const submitted = { plan: '', ...fields, site: fitSite(location.href) };
  const { sends } = driver.dispatch({ type: 'submitted', fields: submitted, id: crypto.randomUUID(), now: Date.now() });
  return (await sends[0]) ?? { result: 'queued' };
}

/** Keeps the outbox's listeners running on this page (they start with the first use). */
export function keepLeadsReady(): void {
  if ($leadOutbox.lc === 0) $leadOutbox.listen(() => {});
}

onMount($leadOutbox, () => {
  // The worker is installed when a form that sends a lead first opens, or a page finds a lead
  // waiting, rather than on every page load, where installing it blocked the main thread about
  // 200 ms under Lighthouse's mobile throttling.
  whenIdle(keepSyncWorker);
  return driver.start();
});
