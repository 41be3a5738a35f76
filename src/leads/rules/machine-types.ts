/**
 * The words of the lead outbox's machine (./machine.ts): its state, the events that happen to a
 * waiting lead, and the effects a driver carries out. Read this first; docs/leads.md tells the
 * same in prose.
 */
import type { DeliveryOutcome } from './answer.ts';
import type { HeldElsewhere } from './claim.ts';
import type { FinishedOutcome } from './handoff.ts';
import type { LeadFields, PendingLead } from './outbox.ts';

/** What a page knows beyond storage: the leads it has seen waiting, and those it knows are finished. */
export interface LeadsSeen {
  waiting: Record<string, PendingLead>;
  finished: Record<string, true>;
}

export interface OutboxState {
  /** The outbox as storage holds it now. */
  stored: PendingLead[];
  seen: LeadsSeen;
  /** The leads this context is sending right now. */
  sending: ReadonlySet<string>;
  /** The leads another tab or the worker holds the claim of (rules/claim.ts), until when. */
  heldElsewhere: HeldElsewhere;
  /** A sync worker shares the leads (Background Sync): it is woken when a send fails. */
  worker: boolean;
  /** This page has asked the browser to wake the worker, which then sends what waits. */
  syncRequested: boolean;
}

/**
 * What sending a lead came to: the webhook's answer, a sender that finished it first, or another
 * sender's claim that still runs (nothing was sent).
 */
export type SendOutcome =
  | DeliveryOutcome
  | { kind: 'finished elsewhere'; outcome: FinishedOutcome }
  | { kind: 'held elsewhere'; until: number };

/**
 * How a page goes away: `hidden`, it lives on in the background (and may be frozen there later);
 * `gone`, it is unloaded or frozen in the back-forward cache at once (pagehide).
 */
export type Leaving = 'hidden' | 'gone';

export type OutboxEvent =
  /** The visitor sent a form: `id` is the submission_id it gets if it needs a new one. */
  | { type: 'submitted'; fields: LeadFields; id: string; now: number }
  /** A retry is due (the timer, or a page that opens). */
  | { type: 'due'; now: number }
  /** The connection is back: everything waiting is due, but for the webhook's own pauses. */
  | { type: 'online'; now: number }
  /**
   * The page is back from the back-forward cache: what it sent before it was frozen was given up
   * (its answer may never come), and everything waiting is due, as when the connection is back.
   */
  | { type: 'resumed'; now: number }
  /** The page is hidden or closed. */
  | { type: 'leaving'; now: number; online: boolean; how: Leaving }
  /** A send of `lead` ended; `listening`: a form waits for it and tells a refusal itself. */
  | { type: 'answered'; lead: PendingLead; outcome: SendOutcome; listening: boolean; now: number }
  /** A send ended, however (its lead is no longer being sent). */
  | { type: 'send ended'; now: number }
  /** Another tab finished a lead and took it out of storage itself. */
  | { type: 'finished in another tab'; id: string }
  /** Another sender said it holds a lead's claim until `until`, or (null) that it let it go. */
  | { type: 'held elsewhere'; id: string; until: number | null; now: number }
  /** The sync worker finished a lead, while this page was open or before it opened. */
  | { type: 'finished by the worker'; id: string; outcome: FinishedOutcome }
  /** Another tab wrote the outbox (the state's `stored`), perhaps from a stale read. */
  | { type: 'stored elsewhere' }
  /** The page solved the bot check's proof of work for a waiting lead (docs/leads.md, "The bot check"). */
  | { type: 'proven'; id: string; altcha: string }
  | { type: 'sync requested' };

/** What the visitor is told of a lead finished while no form waits for it. */
export type LeadNoticeKind = 'refusedLater' | 'expiredLater';

export type OutboxEffect =
  | { type: 'keep'; outbox: PendingLead[] }
  /** `leaving`: the page is going away and sends at once, without a claim to wait for. */
  | { type: 'send'; lead: PendingLead; listening: boolean; leaving: Leaving | null }
  /** Tell the other tabs that a lead is finished. */
  | { type: 'announce'; id: string }
  /**
   * Note in IndexedDB that a lead is finished, before its claim is let go: a tab that claims it
   * next, or the sync worker, then finds it finished and never sends it again.
   */
  | { type: 'note finished'; id: string; outcome: FinishedOutcome }
  | { type: 'request sync' }
  | { type: 'notify'; kind: LeadNoticeKind; email: string }
  | { type: 'log'; level: 'error' | 'warn'; text: string; id?: string }
  /** The next retry, in ms; null: nothing waits. */
  | { type: 'schedule'; wait: number | null };

/**
 * sent: the webhook took it, or (a webhook without CORS headers) it was sent and stays queued
 * for the sparse re-sends; queued: kept and retried later; refused: the webhook said no.
 */
export type LeadResult = 'sent' | 'queued' | 'refused';

/**
 * What a form that sent a lead hears: the result and, when this send delivered it and the webhook
 * answered with JSON, that answer (the reference sink gives a founder reservation its number, and
 * tells of the email that asks a new address to confirm itself: rules/confirmation.ts).
 */
export interface LeadReply {
  result: LeadResult;
  reply?: unknown;
}

export interface Step {
  state: OutboxState;
  effects: OutboxEffect[];
  /** What a form waiting for this send is told (event `answered` only). */
  result?: LeadResult;
}
