/**
 * The page's driver of the outbox machine (rules/machine.ts): it reads the world into the
 * machine's state, runs each event through it and does what it says. It holds what only this
 * page knows at this moment: the sends under way, the retry timer, whether it woke the worker,
 * the claims of other senders it has heard of.
 */
import type { WritableAtom } from 'nanostores';
import { safeStorage } from '../browser/storage';
import { STORAGE_KEYS } from '../lib/config/storage-keys';
import { claimsHeldNow } from './handoff-db';
import { noticeLead } from './notices';
import { watchPage } from './page-events';
import { workerHandoff } from './page-handoff';
import { handOnHolder, takeHolder } from './page-holder';
import { type PageSender, sendClaimed, sendLeaving } from './page-send';
import { proofNeeded, takeProof } from './proof/prover';
import type { HeldElsewhere } from './rules/claim';
import { step } from './rules/machine';
import type { LeadReply, LeadsSeen, Leaving, OutboxEffect, OutboxEvent, SendOutcome } from './rules/machine-types';
import type { PendingLead } from './rules/outbox';
import { parseOutbox } from './rules/stored-outbox';

export interface PageAtoms {
  outbox: WritableAtom<PendingLead[]>;
  seen: WritableAtom<LeadsSeen>;
  cors: WritableAtom<string[]>;
}

export class PageDriver {
  readonly #worker: ReturnType<typeof workerHandoff>;
  #syncRequested = false;
  /** Sends under way, by submission_id: a second attempt at the same lead waits for the first. */
  readonly #inFlight = new Map<string, Promise<LeadReply>>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #say: (message: unknown) => void = () => undefined;
  /** The outbox this page last kept: any other value of the atom is another tab's write. */
  #kept: PendingLead[] | undefined;
  /** Leads another tab or the worker holds the claim of, until when (see rules/claim.ts). */
  #heldElsewhere: HeldElsewhere = new Map();
  readonly #sender: PageSender;
  /** Aborts the sends under way; a new one for every page shown again from the back-forward cache. */
  #sends = new AbortController();

  /** `handoff`: Background Sync exists, and the sync worker shares the leads. */
  constructor(
    readonly atoms: PageAtoms,
    readonly handoff: boolean,
  ) {
    this.#worker = workerHandoff(atoms.cors);
    this.#sender = {
      holder: takeHolder(),
      say: (news) => this.#say(news),
      heardFinished: (id) => atoms.seen.get().finished[id] === true,
      cors: atoms.cors,
      signal: () => this.#sends.signal,
    };
  }

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
    const state = { seen: seen.get(), sending, heldElsewhere: this.#heldElsewhere, worker };
    const stepOn = (leads: PendingLead[]) =>
      step({ ...state, stored: leads, syncRequested: this.#syncRequested }, event);
    let next = stepOn(stored ?? outbox.get());
    if (stored === undefined && next.effects.some((effect) => effect.type === 'keep')) next = stepOn(this.readStored());
    seen.set(next.state.seen);
    this.#syncRequested = next.state.syncRequested;
    this.#heldElsewhere = next.state.heldElsewhere;
    const sends: Promise<LeadReply>[] = [];
    const work = next.effects.map((effect) => this.#perform(effect, sends));
    return { result: next.result, sends, done: Promise.all(work) };
  }

  /** Does one effect; what is still under way is returned. */
  #perform(effect: OutboxEffect, sends: Promise<LeadReply>[]): Promise<unknown> | undefined {
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
        this.#say(effect.id);
        return;
      case 'note finished':
        return this.#worker.noteFinished(effect.id, effect.outcome);
      case 'request sync':
        // Not waited for: it may wait for the worker's install, and a send's claim is let go only
        // once its effects are done (a page reloaded meanwhile would find the claim still held).
        void this.#worker.requestSync().then((requested) => requested && this.dispatch({ type: 'sync requested' }));
        return;
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
  attempt(lead: PendingLead, listening: boolean, leaving: Leaving | null): Promise<LeadReply> {
    const id = lead.submission_id;
    const running = this.#inFlight.get(id);
    if (running) return running;
    // The form hears the answer as soon as the outbox is kept: noting it in IndexedDB for the
    // other senders, and letting the claim go after, may wait behind other tabs' transactions.
    let heard: (reply: LeadReply) => void = () => undefined;
    const replied = new Promise<LeadReply>((resolve) => {
      heard = resolve;
    });
    const answered = async (outcome: SendOutcome): Promise<LeadReply> => {
      const { result = 'queued', done } = this.dispatch({
        type: 'answered',
        lead,
        outcome,
        listening,
        now: Date.now(),
      });
      const reply: LeadReply =
        (outcome.kind === 'delivered' || outcome.kind === 'refused') && outcome.reply !== undefined
          ? { result, reply: outcome.reply }
          : { result };
      heard(reply);
      // Noted for the other senders before the claim is let go, so that they find the lead finished.
      await done;
      return reply;
    };
    const ready = Boolean(lead.altcha) || !proofNeeded();
    // A page going away sends at once, in this task, or not at all: one without its proof yet is
    // left as it is (the leaving made it due), for the next page to prove and send.
    if (leaving !== null && !ready) return Promise.resolve({ result: 'queued' });
    const sending =
      leaving !== null
        ? sendLeaving(lead, this.#sender, leaving, answered)
        : ready
          ? sendClaimed(lead, this.#sender, answered)
          : this.#proven(lead).then((proven) =>
              // No proof to be had now: it waits, as for a send that found no connection.
              proven === null
                ? answered({ kind: 'retry', retryAfterMs: null })
                : sendClaimed(proven, this.#sender, answered),
            );
    // Over once its answer is heard: from then on the lead may be sent again (at once by a page
    // going away), while the note and the claim's release follow.
    const over = Promise.race([replied, sending]).finally(() => {
      this.#inFlight.delete(id);
      this.dispatch({ type: 'send ended', now: Date.now() });
    });
    this.#inFlight.set(id, over);
    return over;
  }

  /**
   * The lead with a proof of work taken now for the bot check (docs/leads.md, "The bot check")
   * and kept with it; the lead as it is where the site turns out to ask for none; null when no
   * proof can be had now.
   */
  async #proven(lead: PendingLead): Promise<PendingLead | null> {
    const proof = await takeProof();
    if (proof.kind === 'none') return lead;
    if (proof.kind === 'unavailable') return null;
    this.dispatch({ type: 'proven', id: lead.submission_id, altcha: proof.payload });
    return { ...lead, altcha: proof.payload };
  }

  /** Listens to the page, the other tabs and the worker; returns the way to stop. */
  start(): () => void {
    const dispatch = (event: OutboxEvent, stored?: PendingLead[]) => this.dispatch(event, stored);
    const heldElsewhere = (id: string, until: number | null) =>
      dispatch({ type: 'held elsewhere', id, until, now: Date.now() });
    // Another tab wrote the outbox, perhaps from a stale read: what it dropped is put back at once.
    const stopWatchingStorage = this.atoms.outbox.listen((stored) => {
      if (stored !== this.#kept) dispatch({ type: 'stored elsewhere' }, [...stored]);
    });
    const watch = watchPage({
      online: () => dispatch({ type: 'online', now: Date.now() }),
      resumed: () => this.#resumed(),
      leaving: (how) => {
        if (how === 'gone') handOnHolder(this.#sender.holder);
        dispatch({ type: 'leaving', now: Date.now(), online: navigator.onLine, how });
      },
      finishedInAnotherTab: (id) => dispatch({ type: 'finished in another tab', id }),
      finishedByWorker: (id, outcome) => dispatch({ type: 'finished by the worker', id, outcome }),
      heldElsewhere,
    });
    this.#say = watch.say;
    // What was under way before this page was there to hear it said.
    if (typeof indexedDB !== 'undefined')
      void claimsHeldNow(this.#sender.holder, Date.now()).then(
        (claims) => {
          for (const [id, until] of claims) heldElsewhere(id, until);
        },
        () => undefined,
      );
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
      this.#say = () => undefined;
      clearTimeout(this.#retryTimer);
    };
  }

  /**
   * Back from the back-forward cache: a send begun before the page was frozen may never hear its
   * answer, so it is given up (the receiver drops a repeat) and everything waiting is sent now.
   */
  #resumed(): void {
    this.#sends.abort(new Error('The page was frozen in the back-forward cache'));
    this.#sends = new AbortController();
    void this.settled().then(() => this.dispatch({ type: 'resumed', now: Date.now() }));
  }

  /** Resolves once every send under way has settled. */
  async settled(): Promise<void> {
    await Promise.all(this.#inFlight.values());
  }
}
