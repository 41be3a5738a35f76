/**
 * The handoff of waiting leads from the page to the sync worker: what the page leaves in
 * IndexedDB for the worker, and what the worker leaves for the pages. Pure, so the page, the
 * worker and the unit tests share one reading.
 */
import { isRecord } from '../../lib/is-record.ts';
import type { PendingLead } from './outbox.ts';
import { isTime, parsePendingLead } from './stored-outbox.ts';

/** How long a lead, or the note that it was finished, stays in IndexedDB. */
export const HANDOFF_TTL_MS = 7 * 24 * 60 * 60_000;

/** A waiting lead as the page leaves it for the worker. */
export interface HandedLead {
  submission_id: string;
  lead: PendingLead;
  /** Absolute: the worker has no page to resolve `/api/leads` against. */
  webhookUrl: string;
  /** The webhook was seen answering with CORS headers (see sendLead). */
  knownCors: boolean;
  /** When the page first left it there (pruned HANDOFF_TTL_MS later). */
  handedAt: number;
}

/** `replaced`: a re-submit with a corrected app address took its place, under a new id. */
export type FinishedOutcome = 'delivered' | 'refused' | 'replaced';

/** A lead finished by whichever sender got there: the others drop it. */
export interface FinishedLead {
  submission_id: string;
  outcome: FinishedOutcome;
  finishedAt: number;
}

const isOutcome = (value: unknown): value is FinishedOutcome =>
  value === 'delivered' || value === 'refused' || value === 'replaced';

/** A stored handoff made whole, or null: IndexedDB holds whatever an older page wrote. */
export function parseHandedLead(value: unknown): HandedLead | null {
  if (!isRecord(value) || typeof value['webhookUrl'] !== 'string' || !isTime(value['handedAt'])) return null;
  const lead = parsePendingLead(value['lead'], value['handedAt']);
  if (lead === null || lead.submission_id !== value['submission_id']) return null;
  return {
    submission_id: lead.submission_id,
    lead,
    webhookUrl: value['webhookUrl'],
    knownCors: value['knownCors'] === true,
    handedAt: value['handedAt'],
  };
}

export function parseFinishedLead(value: unknown): FinishedLead | null {
  if (!isRecord(value)) return null;
  const { submission_id, outcome, finishedAt } = value;
  if (typeof submission_id !== 'string' || !isOutcome(outcome) || !isTime(finishedAt)) return null;
  return { submission_id, outcome, finishedAt };
}

/** Older than a week: the visitor's email is not kept in the browser for the worker past that. */
export const isStale = (since: number, now: number) => now - since > HANDOFF_TTL_MS;

/**
 * The page's outbox as handoff entries: a lead already there keeps the time it was first
 * handed over (so a lead waiting for weeks is still pruned), and a lead some sender has
 * finished is not handed over again.
 */
export function handOver(
  outbox: readonly PendingLead[],
  webhook: { url: string; knownCors: boolean },
  handed: ReadonlyMap<string, number>,
  finished: ReadonlySet<string>,
  now: number,
): HandedLead[] {
  return outbox
    .filter((lead) => !finished.has(lead.submission_id))
    .map((lead) => ({
      submission_id: lead.submission_id,
      lead,
      webhookUrl: webhook.url,
      knownCors: webhook.knownCors,
      handedAt: handed.get(lead.submission_id) ?? now,
    }));
}

/** What the worker may send now: not where the webhook asked for a pause (its Retry-After). */
export const sendableNow = (leads: readonly HandedLead[], now: number) =>
  leads.filter(({ lead }) => (lead.heldUntil ?? 0) <= now);

/** The worker's word that it finished a lead; tabs tell each other with the bare submission_id. */
export interface WorkerFinished {
  workerFinished: string;
  outcome: FinishedOutcome;
}

export function parseWorkerFinished(data: unknown): WorkerFinished | null {
  if (!isRecord(data) || typeof data['workerFinished'] !== 'string' || !isOutcome(data['outcome'])) return null;
  return { workerFinished: data['workerFinished'], outcome: data['outcome'] };
}
