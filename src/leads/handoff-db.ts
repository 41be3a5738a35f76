/**
 * The IndexedDB the pages and the sync worker share (the worker cannot read localStorage): the
 * leads still waiting, as the page handed them over, and the leads some sender has finished,
 * each kept a week at most (rules/handoff.ts); and the page's request that the browser wake
 * the worker. Every IndexedDB call may reject where IndexedDB is missing or refused; callers
 * then go on as if there were no worker.
 */
import {
  type FinishedLead,
  type FinishedOutcome,
  type HandedLead,
  handOver,
  isStale,
  leadLockName,
  leadOfLock,
  parseFinishedLead,
  parseHandedLead,
} from './rules/handoff';
import { LEAD_SYNC_TAG } from './rules/names';
import type { PendingLead } from './rules/outbox';

const DB_NAME = 'testable-leads';
const PENDING = 'pending';
const FINISHED = 'finished';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PENDING, { keyPath: 'submission_id' });
      request.result.createObjectStore(FINISHED, { keyPath: 'submission_id' });
    };
    request.onsuccess = () => {
      // A newer version elsewhere (or the database deleted): let it go, open again next time.
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/** Runs `work` in one transaction over both stores and resolves with its result once committed. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (pending: IDBObjectStore, finished: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const transaction = (await open()).transaction([PENDING, FINISHED], mode);
  const done = committed(transaction);
  try {
    const result = await work(transaction.objectStore(PENDING), transaction.objectStore(FINISHED));
    await done;
    return result;
  } catch (error) {
    done.catch(() => {});
    throw error;
  }
}

const readAll = async <T>(store: IDBObjectStore, parse: (value: unknown) => T | null) =>
  ((await settled(store.getAll())) as unknown[]).map(parse).filter((item): item is T => item !== null);

/** A store's keys with their values, in the store's order. */
const entries = async (store: IDBObjectStore) => {
  const [keys, values] = await Promise.all([settled(store.getAllKeys()), settled(store.getAll())]);
  return keys.map((key, at) => [key, values[at]] as const);
};

/**
 * A store's entries that are still of use; the rest is deleted: what is older than a week, and
 * whatever no page of ours could have written.
 */
async function keepFresh<T extends { submission_id: string }>(
  store: IDBObjectStore,
  parse: (value: unknown) => T | null,
  since: (entry: T) => number,
  now: number,
): Promise<T[]> {
  const kept: T[] = [];
  for (const [key, value] of await entries(store)) {
    const entry = parse(value);
    if (entry === null || isStale(since(entry), now)) store.delete(key);
    else kept.push(entry);
  }
  return kept;
}

async function prune(pending: IDBObjectStore, finished: IDBObjectStore, now: number) {
  return {
    handed: await keepFresh(pending, parseHandedLead, (lead) => lead.handedAt, now),
    finished: await keepFresh(finished, parseFinishedLead, (note) => note.finishedAt, now),
  };
}

/** The page's outbox, handed over to the worker as it is now (and what is stale pruned on the way). */
export const handOverLeads = (
  outbox: readonly PendingLead[],
  webhook: { url: string; knownCors: boolean },
  now: number,
) =>
  inTransaction('readwrite', async (pending, finished) => {
    const current = await prune(pending, finished, now);
    const handedAt = new Map(current.handed.map((lead) => [lead.submission_id, lead.handedAt]));
    const done = new Set(current.finished.map((note) => note.submission_id));
    const entries = handOver(outbox, webhook, handedAt, done, now);
    // The pending store mirrors the outbox: a lead no longer in it is no longer the worker's to send.
    const kept = new Set(entries.map((entry) => entry.submission_id));
    for (const lead of current.handed) if (!kept.has(lead.submission_id)) pending.delete(lead.submission_id);
    for (const entry of entries) pending.put(entry);
  });

/** The leads waiting for the worker, none of them finished (and what is stale pruned). */
export const leadsHandedOver = (now: number): Promise<HandedLead[]> =>
  inTransaction('readwrite', async (pending, finished) => {
    const current = await prune(pending, finished, now);
    const done = new Set(current.finished.map((note) => note.submission_id));
    return current.handed.filter((lead) => !done.has(lead.submission_id));
  });

/** How each of these leads was finished by some sender, for those that were. */
export const finishedLeads = (submissionIds: readonly string[]): Promise<Map<string, FinishedOutcome>> =>
  inTransaction('readonly', async (_, finished) => {
    const wanted = new Set(submissionIds);
    const notes = await readAll<FinishedLead>(finished, parseFinishedLead);
    return new Map(
      notes.filter((note) => wanted.has(note.submission_id)).map((note) => [note.submission_id, note.outcome]),
    );
  });

/** The lead is still handed over and no sender has finished it (two reads, nothing pruned). */
export const isStillWaiting = (submissionId: string): Promise<boolean> =>
  inTransaction('readonly', async (pending, finished) => {
    const [handed, done] = await Promise.all([settled(pending.get(submissionId)), settled(finished.get(submissionId))]);
    return parseHandedLead(handed) !== null && parseFinishedLead(done) === null;
  });

/** The lead is delivered or refused: no sender takes it again. */
export const recordFinished = (submissionId: string, outcome: FinishedOutcome, now: number) =>
  inTransaction('readwrite', async (pending, finished) => {
    pending.delete(submissionId);
    finished.put({ submission_id: submissionId, outcome, finishedAt: now } satisfies FinishedLead);
  });

/**
 * Runs `task` holding this lead's Web Lock, so that a page and the worker never send the same
 * lead at once (where Web Locks exist; the sink drops a repeated submission_id anyway).
 */
export function withLeadLock<T>(submissionId: string, task: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request(leadLockName(submissionId), task)
    : task();
}

/**
 * The leads whose lock some sender holds now (a tab, the worker): a page that opens learns what
 * is under way before it was there to hear it said. Empty where Web Locks are missing.
 */
export async function leadsLockedNow(): Promise<string[]> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return [];
  const { held = [] } = await navigator.locks.query().catch(() => ({ held: [] }));
  return held.map((lock) => leadOfLock(lock.name)).filter((id) => id !== null);
}

/** ServiceWorkerRegistration with Background Sync, which TypeScript's DOM library lacks. */
interface SyncRegistration extends ServiceWorkerRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to run the worker's sync when the connection is back (at once if it is).
 * Called where Background Sync exists (the page's `canSyncInBackground`); true when asked.
 */
export async function requestLeadSync(): Promise<boolean> {
  try {
    // No registration (the worker is not installed, or installing was refused): nothing to wake.
    if ((await navigator.serviceWorker.getRegistration()) === undefined) return false;
    const ready: SyncRegistration = await navigator.serviceWorker.ready;
    if (ready.sync === undefined) return false;
    await ready.sync.register(LEAD_SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Background sync could not be requested; the lead waits for the next visit', error);
    return false;
  }
}
