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
  /** Tells the other tabs that a lead is finished (null where BroadcastChannel is missing). */
  channel: BroadcastChannel | null;
  stop(): void;
}

export function watchPage(on: PageEvents): Watch {
  const onOnline = () => on.online();
  const onShown = (event: PageTransitionEvent) => {
    if (event.persisted) on.resumed();
  };
  // pagehide: unloaded, or frozen in the back-forward cache; hidden: a background tab, still running.
  const onLeaving = () => on.leaving('gone');
  const onHidden = () => {
    if (document.visibilityState === 'hidden') on.leaving('hidden');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('pageshow', onShown);
  window.addEventListener('pagehide', onLeaving);
  document.addEventListener('visibilitychange', onHidden);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LEADS_CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Another tab says so with the bare submission_id; the worker with its outcome.
    if (typeof event.data === 'string') on.finishedInAnotherTab(event.data);
    const fromWorker = parseWorkerFinished(event.data);
    if (fromWorker) on.finishedByWorker(fromWorker.workerFinished, fromWorker.outcome);
    const news = parseSendingNews(event.data);
    if (news) on.heldElsewhere(news.sending, news.until);
  });
  return {
    channel,
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pageshow', onShown);
      window.removeEventListener('pagehide', onLeaving);
      document.removeEventListener('visibilitychange', onHidden);
      channel?.close();
    },
  };
}
