/**
 * What the browser tells a page that moves its lead outbox: the connection coming back, the page
 * being hidden or closed, and the word of another tab or the sync worker over the leads channel,
 * which the page also speaks on. (Another tab's write of the outbox reaches the page through its
 * atom, which @nanostores/persistent keeps in step with storage.)
 */
import { parseSendingNews } from './rules/claim';
import { type FinishedOutcome, parseWorkerFinished } from './rules/handoff';
import type { Leaving } from './rules/machine-types';
import { LEADS_CHANNEL } from './rules/names';

export interface PageEvents {
  online(): void;
  /** The page is shown again from the back-forward cache. */
  resumed(): void;
  leaving(how: Leaving): void;
  finishedInAnotherTab(submissionId: string): void;
  finishedByWorker(submissionId: string, outcome: FinishedOutcome): void;
  /** Another tab or the worker holds a lead's claim to send it until `until`, or (null) has let it go. */
  heldElsewhere(submissionId: string, until: number | null): void;
}

export interface Watch {
  /**
   * Says something on the leads channel, to the other tabs and the worker: nothing where
   * BroadcastChannel is missing, nor while the page is away.
   */
  say(message: unknown): void;
  stop(): void;
}

export function watchPage(on: PageEvents): Watch {
  const onMessage = (event: MessageEvent<unknown>) => {
    // Another tab says so with the bare submission_id; the worker with its outcome.
    if (typeof event.data === 'string') on.finishedInAnotherTab(event.data);
    const fromWorker = parseWorkerFinished(event.data);
    if (fromWorker) on.finishedByWorker(fromWorker.workerFinished, fromWorker.outcome);
    const news = parseSendingNews(event.data);
    if (news) on.heldElsewhere(news.sending, news.until);
  };
  // A message that reaches a page in Chromium's back-forward cache evicts it: the visitor who
  // comes back then waits for the page to load again. So the channel is closed as the page goes
  // and opened again when it is shown. What it missed meanwhile, the claims in IndexedDB still
  // tell (rules/claim.ts), and a lead sent again is dropped by the receiver as a repeat.
  let channel: BroadcastChannel | null = null;
  const hangUp = () => {
    channel?.close();
    channel = null;
  };
  // One channel at a time: a page shown from the cache with no pagehide heard first (a script
  // that ran late, or a test) would otherwise keep a second one open, heard after stop().
  const listen = () => {
    hangUp();
    if (typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(LEADS_CHANNEL);
    channel.addEventListener('message', onMessage);
  };
  const onOnline = () => on.online();
  const onShown = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    listen();
    on.resumed();
  };
  // pagehide: unloaded, or frozen in the back-forward cache; hidden: a background tab, still running.
  const onLeaving = () => {
    on.leaving('gone');
    hangUp();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') on.leaving('hidden');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('pageshow', onShown);
  window.addEventListener('pagehide', onLeaving);
  document.addEventListener('visibilitychange', onHidden);
  listen();
  return {
    say: (message) => channel?.postMessage(message),
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pageshow', onShown);
      window.removeEventListener('pagehide', onLeaving);
      document.removeEventListener('visibilitychange', onHidden);
      hangUp();
    },
  };
}
