/**
 * The page's driver of the outbox machine (rules/machine.ts): it reads the world into the
 * machine's state, runs each event through it and does what it says. It holds what only this
 * page knows at this moment: the sends under way, the retry timer, whether it woke the worker.
 */
import type { WritableAtom } from 'nanostores';
import { safeStorage } from '../browser/storage';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { leadsLockedNow, withLeadLock } from './handoff-db';
import { noticeLead } from './notices';
import { watchPage } from './page-events';
import { workerHandoff } from './page-handoff';
import { deliverFromPage, leavingSend } from './page-send';
import type { SendingNews } from './rules/handoff';
import { step } from './rules/machine';
import type { LeadResult, LeadsSeen, OutboxEffect, OutboxEvent } from './rules/machine-types';
import { type PendingLead, parseOutbox } from './rules/outbox';
import { announceSending } from './send';

export interface PageAtoms {
  outbox: WritableAtom<PendingLead[]>;
  seen: WritableAtom<LeadsSeen>;
  cors: WritableAtom<string[]>;
}

export class PageDriver {
  readonly #worker: ReturnType<typeof workerHandoff>;
  #syncRequested = false;
  /** Sends under way, by submission_id: a second attempt at the same lead waits for the first. */
  readonly #inFlight = new Map<string, Promise<LeadResult>>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #channel: BroadcastChannel | null = null;
  /** The outbox this page last kept: any other value of the atom is another tab's write. */
  #kept: PendingLead[] | undefined;
  /** Leads another tab or the worker said it holds the lock of to send (see SendingNews). */
  readonly #sendingElsewhere = new Set<string>();

  /** `handoff`: Background Sync exists, and the sync worker shares the leads. */
  constructor(
    readonly atoms: PageAtoms,
    readonly handoff: boolean,
  ) {
    this.#worker = workerHandoff(atoms.cors);
  }

  readonly #say = (news: SendingNews) => this.#channel?.postMessage(news);

  /** What storage holds now, which may be newer than this page's copy. */
  readStored(): PendingLead[] {
    const stored = safeStorage[STORAGE_KEYS.leadOutbox];
    return stored === undefined ? this.atoms.outbox.get() : parseOutbox(stored, Date.now());
  }

  /**
   * Runs `event` through the machine and does what it says: the sends it started, and the rest's
   * promise. A step is worked out on this page's copy of the outbox (which the browser's storage
   * events keep current); one that changes it is worked out again on what storage holds at this
   * moment, so that a lead another tab has just written is never dropped.
   */
  dispatch(event: OutboxEvent, stored?: PendingLead[]) {
    const { outbox, seen } = this.atoms;
    const sending = new Set(this.#inFlight.keys());
    const { handoff: worker } = this;
    const state = { seen: seen.get(), sending, sendingElsewhere: this.#sendingElsewhere, worker };
    const stepOn = (leads: PendingLead[]) =>
      step({ ...state, stored: leads, syncRequested: this.#syncRequested }, event);
    let next = stepOn(stored ?? outbox.get());
    if (stored === undefined && next.effects.some((effect) => effect.type === 'keep')) next = stepOn(this.readStored());
    seen.set(next.state.seen);
    this.#syncRequested = next.state.syncRequested;
    const sends: Promise<LeadResult>[] = [];
    const work = next.effects.map((effect) => this.#perform(effect, sends));
    return { result: next.result, sends, done: Promise.all(work) };
  }

  /** Does one effect; what is still under way is returned. */
  #perform(effect: OutboxEffect, sends: Promise<LeadResult>[]): Promise<unknown> | undefined {
    switch (effect.type) {
      case 'keep':
        this.#kept = effect.outbox;
        this.atoms.outbox.set(effect.outbox);
        if (this.handoff) this.#worker.handOver(effect.outbox);
        return;
      case 'send':
        sends.push(this.attempt(effect.lead, effect.listening, effect.leaving));
        return;
      case 'announce':
        this.#channel?.postMessage(effect.id);
        return;
      case 'note finished':
        return this.#worker.noteFinished(effect.id, effect.outcome);
      case 'request sync':
        return this.#worker.requestSync().then((requested) => requested && this.dispatch({ type: 'sync requested' }));
      case 'notify':
        noticeLead({ kind: effect.kind, email: effect.email });
        return;
      case 'log':
        console[effect.level](effect.text, ...(effect.id === undefined ? [] : [effect.id]));
        return;
      case 'schedule':
        clearTimeout(this.#retryTimer);
        if (effect.wait !== null)
          this.#retryTimer = setTimeout(() => this.dispatch({ type: 'due', now: Date.now() }), effect.wait);
        return;
    }
  }

  /** `listening`: a form waits for this answer and shows a refusal itself. */
  attempt(lead: PendingLead, listening: boolean, leaving: boolean): Promise<LeadResult> {
    const id = lead.submission_id;
    const running = this.#inFlight.get(id);
    if (running) return running;
    const { seen, cors } = this.atoms;
    const settle = async () => {
      const outcome = await deliverFromPage(lead, { leaving, seen: () => seen.get(), cors });
      const { result, done } = this.dispatch({ type: 'answered', lead, outcome, listening, now: Date.now() });
      // Noted for the worker before the lock is let go, so that it finds the lead finished.
      await done;
      return result ?? 'queued';
    };
    const holdingLock = () => {
      // Whoever was said to hold it has let it go, even if it could not say so (a closed tab).
      this.#sendingElsewhere.delete(id);
      return announceSending(this.#say, id, settle);
    };
    // Said on the leads channel while it is under way, by a page going away too (it holds no lock).
    const sending = leaving
      ? announceSending(this.#say, id, () => leavingSend(id, settle))
      : withLeadLock(id, holdingLock);
    const delivery = sending.finally(() => {
      this.#inFlight.delete(id);
      this.dispatch({ type: 'send ended', now: Date.now() });
    });
    this.#inFlight.set(id, delivery);
    return delivery;
  }

  /** Listens to the page, the other tabs and the worker; returns the way to stop. */
  start(): () => void {
    const dispatch = (event: OutboxEvent, stored?: PendingLead[]) => this.dispatch(event, stored);
    const elsewhere = this.#sendingElsewhere;
    // Another tab wrote the outbox, perhaps from a stale read: what it dropped is put back at once.
    const stopWatchingStorage = this.atoms.outbox.listen((stored) => {
      if (stored !== this.#kept) dispatch({ type: 'stored elsewhere' }, [...stored]);
    });
    const watch = watchPage({
      online: () => dispatch({ type: 'online', now: Date.now() }),
      leaving: () => dispatch({ type: 'leaving', now: Date.now(), online: navigator.onLine }),
      finishedInAnotherTab: (id) => dispatch({ type: 'finished in another tab', id }),
      finishedByWorker: (id, outcome) => dispatch({ type: 'finished by the worker', id, outcome }),
      sendingElsewhere: (id, busy) => (busy ? elsewhere.add(id) : elsewhere.delete(id)),
    });
    this.#channel = watch.channel;
    // What was under way before this page was there to hear it said.
    void leadsLockedNow().then((ids) => {
      for (const id of ids) if (!this.#inFlight.has(id)) elsewhere.add(id);
    });
    if (this.handoff) this.#worker.handOver(this.atoms.outbox.get());
    // Leads the worker finished while no page was open leave storage, sending nothing.
    if (this.handoff) {
      const ids = this.readStored().map((lead) => lead.submission_id);
      void this.#worker.finishedBefore(ids).then((finished) => {
        for (const [id, outcome] of finished) dispatch({ type: 'finished by the worker', id, outcome });
      });
    }
    return () => {
      watch.stop();
      stopWatchingStorage();
      this.#channel = null;
      clearTimeout(this.#retryTimer);
    };
  }

  /** Resolves once every send under way has settled. */
  async settled(): Promise<void> {
    await Promise.all(this.#inFlight.values());
  }
}
