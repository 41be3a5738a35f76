/**
 * The IndexedDB the pages and the sync worker share (the worker cannot read localStorage): the
 * leads still waiting, as the page handed them over, and the leads some sender has finished,
 * each kept a week at most (rules/handoff.ts); the claims of the senders sending a lead now
 * (rules/claim.ts); and the page's request that the browser wake the worker. Every IndexedDB
 * call may reject where IndexedDB is missing or refused; callers then go on as if there were no
 * worker, and send without a claim.
 */
import { CLAIM_MS, type ClaimVerdict, claimVerdict, parseClaim } from './rules/claim';
import {
  type FinishedLead,
  type FinishedOutcome,
  type HandedLead,
  handOver,
  isStale,
  parseFinishedLead,
  parseHandedLead,
} from './rules/handoff';
import { LEAD_SYNC_TAG } from './rules/names';
import type { PendingLead } from './rules/outbox';

const DB_NAME = 'testable-leads';
/** 2 added the claims. */
const DB_VERSION = 2;
const PENDING = 'pending';
const FINISHED = 'finished';
const CLAIMS = 'claims';
/**
 * A claim not settled within this much of the page's active time is given up and the lead sent
 * without one: a transaction another context left open (a page frozen mid-write) must not hold a
 * live page back.
 */
const CLAIM_WAIT_MS = 2_000;

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
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const { result } = request;
      for (const store of [PENDING, FINISHED, CLAIMS])
        if (!result.objectStoreNames.contains(store)) result.createObjectStore(store, { keyPath: 'submission_id' });
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

/** Runs `work` in one transaction over every store and resolves with its result once committed. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (pending: IDBObjectStore, finished: IDBObjectStore, claims: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const transaction = (await open()).transaction([PENDING, FINISHED, CLAIMS], mode);
  const done = committed(transaction);
  try {
    const store = (name: string) => transaction.objectStore(name);
    const result = await work(store(PENDING), store(FINISHED), store(CLAIMS));
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

async function prune(pending: IDBObjectStore, finished: IDBObjectStore, claims: IDBObjectStore, now: number) {
  // A claim left by a sender that stopped (a closed tab) is of no use once it has run out.
  for (const [key, value] of await entries(claims)) if ((parseClaim(value)?.until ?? 0) <= now) claims.delete(key);
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
  inTransaction('readwrite', async (pending, finished, claims) => {
    const current = await prune(pending, finished, claims, now);
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
  inTransaction('readwrite', async (pending, finished, claims) => {
    const current = await prune(pending, finished, claims, now);
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
  inTransaction('readwrite', async (pending, finished, claims) => {
    pending.delete(submissionId);
    claims.delete(submissionId);
    finished.put({ submission_id: submissionId, outcome, finishedAt: now } satisfies FinishedLead);
  });

/**
 * Claims the lead for `holder` for CLAIM_MS from the moment the claim is written (`clock`), unless
 * it is finished or another holder's claim still runs: one transaction, which IndexedDB runs alone
 * among the contexts that share the database, so two senders never both get it. Where the
 * database cannot answer in time (missing, refused, blocked by a frozen page), the sender goes
 * ahead: the receiver drops repeats.
 */
export async function claimLead(
  submissionId: string,
  holder: string,
  clock: () => number = Date.now,
): Promise<ClaimVerdict> {
  const unclaimed = (): ClaimVerdict => ({ kind: 'claimed', until: clock() + CLAIM_MS });
  if (typeof indexedDB === 'undefined') return unclaimed();
  const claim = inTransaction('readwrite', async (_, finished, claims) => {
    const [found, done] = await Promise.all([settled(claims.get(submissionId)), settled(finished.get(submissionId))]);
    const verdict = claimVerdict(parseClaim(found), parseFinishedLead(done)?.outcome ?? null, holder, clock());
    if (verdict.kind === 'claimed') claims.put({ submission_id: submissionId, holder, until: verdict.until });
    return verdict;
  });
  return Promise.race([claim.catch(unclaimed), activeTimeout(CLAIM_WAIT_MS).then(unclaimed)]);
}

/** Ends after `ms` of the page's active time (AbortSignal.timeout: paused while frozen), else of wall time. */
function activeTimeout(ms: number): Promise<void> {
  if (typeof AbortSignal.timeout !== 'function') return new Promise((resolve) => setTimeout(resolve, ms));
  const signal = AbortSignal.timeout(ms);
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** Lets the claim go if it is still this one (the page may have claimed again), so no one waits for it to run out. */
export const releaseClaim = (submissionId: string, holder: string, until: number): Promise<void> =>
  inTransaction('readwrite', async (_, __, claims) => {
    const found = parseClaim(await settled(claims.get(submissionId)));
    if (found?.holder === holder && found.until === until) claims.delete(submissionId);
  });

/** The claims of other holders still running: a page that opens learns what is being sent before it was there to hear it said. */
export const claimsHeldNow = (holder: string, now: number): Promise<Map<string, number>> =>
  inTransaction('readonly', async (_, __, claims) => {
    const all = await readAll(claims, parseClaim);
    return new Map(
      all
        .filter((claim) => claimVerdict(claim, null, holder, now).kind === 'held elsewhere')
        .map((claim) => [claim.submission_id, claim.until]),
    );
  });

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
