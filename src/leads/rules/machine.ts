/**
 * The lead outbox as one state machine (docs/leads.md tells the same in words). Whatever happens
 * to a waiting lead is an event; `step` answers with the outbox that follows and the effects that
 * carry it out: keep, send, tell, schedule (the words are in ./machine-types.ts). It is pure: the
 * page (../page-driver.ts) and the sync worker (../worker.ts) are drivers that read the world into
 * a state, call `step` and do what it says, so both follow the same rules and the tests can run
 * every history without a browser.
 */
import { CLAIM_MS, type HeldElsewhere, isHeldElsewhere } from './claim.ts';
import type { FinishedOutcome } from './handoff.ts';
import type {
  LeadResult,
  LeadsSeen,
  Leaving,
  OutboxEffect,
  OutboxEvent,
  OutboxState,
  SendOutcome,
  Step,
} from './machine-types.ts';
import {
  dueLeads,
  enqueueLead,
  expiredLeads,
  markFailed,
  markOpaque,
  nextRetryIn,
  type PendingLead,
  reconcile,
  removeLead,
  wakeUp,
  withProof,
} from './outbox.ts';

/** One step of the machine, built up as the event is handled. */
class Transition {
  outbox: PendingLead[];
  seen: LeadsSeen;
  syncRequested: boolean;
  heldElsewhere: HeldElsewhere;
  readonly effects: OutboxEffect[] = [];

  constructor(readonly before: OutboxState) {
    this.seen = before.seen;
    this.syncRequested = before.syncRequested;
    this.heldElsewhere = before.heldElsewhere;
    this.outbox = this.madeWhole(before.stored);
  }

  /** The outbox with what another tab's stale write dropped put back, and nothing finished. */
  madeWhole(stored: PendingLead[]): PendingLead[] {
    const { waiting, finished } = this.seen;
    return reconcile(stored, Object.values(waiting), new Set(Object.keys(finished)));
  }

  /** The leads waiting that this page is not sending (`alsoSending`: those it is about to). */
  idle(alsoSending: readonly PendingLead[] = []) {
    const busy = new Set([...this.before.sending, ...alsoSending.map((lead) => lead.submission_id)]);
    return this.outbox.filter((lead) => !busy.has(lead.submission_id));
  }

  /**
   * The idle leads as this page may send them: one another sender holds the claim of is not due
   * before that claim runs out (then it is this page's to send, if no one has finished it).
   */
  sendable(now: number, alsoSending: readonly PendingLead[] = []) {
    return this.idle(alsoSending).map((lead) => {
      const id = lead.submission_id;
      if (!isHeldElsewhere(this.heldElsewhere, id, now)) return lead;
      return { ...lead, nextAttemptAt: Math.max(lead.nextAttemptAt, this.heldElsewhere.get(id) ?? 0) };
    });
  }

  /**
   * Another sender holds the lead's claim until `until` (null: it let it go), never longer than a
   * claim lasts; what has run out is forgotten.
   */
  held(id: string, until: number | null, now: number): void {
    const held = new Map([...this.heldElsewhere].filter(([, ends]) => ends > now));
    if (until === null || until <= now) held.delete(id);
    else held.set(id, Math.min(until, now + CLAIM_MS));
    this.heldElsewhere = held;
  }

  log(level: 'error' | 'warn', text: string, id?: string): void {
    this.effects.push(id === undefined ? { type: 'log', level, text } : { type: 'log', level, text, id });
  }

  forget(id: string): void {
    const { [id]: _, ...waiting } = this.seen.waiting;
    this.seen = { waiting, finished: { ...this.seen.finished, [id]: true } };
    if (this.outbox.some((lead) => lead.submission_id === id)) this.outbox = removeLead(this.outbox, id);
  }

  /** Delivered, refused, replaced or out of time: no tab sends it again. */
  finish(id: string, outcome: FinishedOutcome | null): void {
    this.forget(id);
    this.effects.push({ type: 'announce', id });
    if (outcome !== null) this.effects.push({ type: 'note finished', id, outcome });
  }

  /** Sends what is due (`leaving`: at once, with no claim to wait for) and ends what is out of time. */
  flush(now: number, leaving: Leaving | null): void {
    const idle = this.sendable(now);
    for (const lead of expiredLeads(idle, now)) {
      this.log(
        'warn',
        'A lead was sent for a week without a readable answer; it is no longer kept',
        lead.submission_id,
      );
      this.finish(lead.submission_id, null);
      // One sent to a webhook whose answers cannot be read most likely arrived.
      if (lead.opaqueSends === 0) this.effects.push({ type: 'notify', kind: 'expiredLater', email: lead.email });
    }
    const due = dueLeads(idle, now);
    for (const lead of due) this.effects.push({ type: 'send', lead, listening: false, leaving });
    this.schedule(now, due);
  }

  schedule(now: number, alsoSending: readonly PendingLead[] = []): void {
    this.effects.push({ type: 'schedule', wait: nextRetryIn(this.sendable(now, alsoSending), now) });
  }

  answered(lead: PendingLead, outcome: SendOutcome, listening: boolean, now: number): LeadResult {
    const id = lead.submission_id;
    switch (outcome.kind) {
      case 'delivered':
        this.finish(id, 'delivered');
        return 'sent';
      case 'refused':
        // A retry would get the same answer: the visitor is told instead, never shown success.
        this.log('error', `The lead webhook refused the submission (${outcome.status})`);
        this.finish(id, 'refused');
        if (!listening) this.effects.push({ type: 'notify', kind: 'refusedLater', email: lead.email });
        return 'refused';
      case 'finished elsewhere':
        this.finishedByWorker(id, outcome.outcome, listening);
        return outcome.outcome === 'refused' ? 'refused' : 'sent';
      case 'held elsewhere':
        // Nothing was sent: it is sent once that claim runs out, unless its sender finishes it first.
        this.held(id, outcome.until, now);
        return 'queued';
      case 'opaque':
      case 'retry':
        return this.keptFor(lead, outcome, now);
    }
  }

  /**
   * A lead sent again on its schedule, unless it was finished meanwhile (replaced by a re-submit,
   * or delivered by another send): a late answer never brings it back.
   */
  keptFor(lead: PendingLead, outcome: Extract<SendOutcome, { kind: 'opaque' | 'retry' }>, now: number): LeadResult {
    const finished = lead.submission_id in this.seen.finished;
    switch (outcome.kind) {
      case 'opaque':
        // It most likely arrived (the form moves on), but nothing says so: it stays, and is sent
        // again on the sparse schedule until an answer can be read or its week is over.
        if (!finished) this.outbox = markOpaque(this.outbox, lead, now);
        return 'sent';
      case 'retry':
        if (finished) return 'queued';
        this.outbox = markFailed(this.outbox, lead, now, outcome.retryAfterMs);
        // The worker then delivers it when the connection is back, even with this tab closed.
        if (this.before.worker) this.effects.push({ type: 'request sync' });
        return 'queued';
    }
  }

  /** The worker finished a lead storage still holds: it goes, and a refusal is told here. */
  finishedByWorker(id: string, outcome: FinishedOutcome, listening: boolean): void {
    const lead = this.seen.waiting[id];
    this.forget(id);
    if (outcome === 'refused' && lead && !listening)
      this.effects.push({ type: 'notify', kind: 'refusedLater', email: lead.email });
  }

  /** The state that follows, with `keep` first when the outbox changed: kept before anything goes out. */
  done(result?: LeadResult): Step {
    this.seen = { ...this.seen, waiting: Object.fromEntries(this.outbox.map((lead) => [lead.submission_id, lead])) };
    const changed = this.outbox !== this.before.stored;
    const { outbox: stored, seen, syncRequested, heldElsewhere } = this;
    const state = { ...this.before, stored, seen, syncRequested, heldElsewhere };
    const effects: OutboxEffect[] = changed ? [{ type: 'keep', outbox: this.outbox }, ...this.effects] : this.effects;
    return result === undefined ? { state, effects } : { state, effects, result };
  }
}

/** The machine: what follows `event` in `state`. */
export function step(state: OutboxState, event: OutboxEvent): Step {
  const next = new Transition(state);
  switch (event.type) {
    case 'submitted': {
      const entry = enqueueLead(next.outbox, event.fields, () => event.id, event.now);
      next.outbox = entry.outbox;
      // A corrected app address took this lead's place under a new id: nobody sends the old one.
      if (entry.replaced !== null) next.finish(entry.replaced, 'replaced');
      next.effects.push({ type: 'send', lead: entry.lead, listening: true, leaving: null });
      return next.done();
    }
    case 'due':
      next.flush(event.now, null);
      return next.done();
    case 'online':
    case 'resumed':
      next.outbox = wakeUp(next.outbox, event.now);
      next.flush(event.now, null);
      return next.done();
    case 'leaving':
      // Sent now with keepalive, unless this page has woken the worker: it sends them instead,
      // each claimed first, which a page that is going away cannot wait for.
      if (event.online && !next.syncRequested && next.idle().length > 0) {
        next.outbox = wakeUp(next.outbox, event.now);
        next.flush(event.now, event.how);
      }
      return next.done();
    case 'held elsewhere':
      next.held(event.id, event.until, event.now);
      return next.done();
    case 'answered':
      return next.done(next.answered(event.lead, event.outcome, event.listening, event.now));
    case 'send ended':
      next.schedule(event.now);
      return next.done();
    case 'finished in another tab':
      next.forget(event.id);
      return next.done();
    case 'finished by the worker':
      next.finishedByWorker(event.id, event.outcome, false);
      return next.done();
    case 'stored elsewhere':
      // Made whole already: what that write dropped is put back and kept at once.
      return next.done();
    case 'proven':
      // Kept with the lead, so that a page that sends it later (or the worker) sends the same proof.
      next.outbox = withProof(next.outbox, event.id, event.altcha);
      return next.done();
    case 'sync requested':
      next.syncRequested = true;
      return next.done();
  }
}
