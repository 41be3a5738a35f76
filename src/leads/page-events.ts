/**
 * What the browser tells a page that moves its lead outbox: the connection coming back, the page
 * being hidden or closed, and the word of another tab or the sync worker over the leads channel,
 * which the page also speaks on. (Another tab's write of the outbox reaches the page through its
 * atom, which @nanostores/persistent keeps in step with storage.)
 */
import { type FinishedOutcome, parseSendingNews, parseWorkerFinished } from './rules/handoff';
import { LEADS_CHANNEL } from './rules/names';

export interface PageEvents {
  online(): void;
  leaving(): void;
  finishedInAnotherTab(submissionId: string): void;
  finishedByWorker(submissionId: string, outcome: FinishedOutcome): void;
  /** Another tab or the worker holds a lead's lock to send it (`busy`), or has let it go. */
  sendingElsewhere(submissionId: string, busy: boolean): void;
}

export interface Watch {
  /** Tells the other tabs that a lead is finished (null where BroadcastChannel is missing). */
  channel: BroadcastChannel | null;
  stop(): void;
}

export function watchPage(on: PageEvents): Watch {
  const onOnline = () => on.online();
  const onLeaving = () => on.leaving();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') on.leaving();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('pagehide', onLeaving);
  document.addEventListener('visibilitychange', onHidden);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LEADS_CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Another tab says so with the bare submission_id; the worker with its outcome.
    if (typeof event.data === 'string') on.finishedInAnotherTab(event.data);
    const fromWorker = parseWorkerFinished(event.data);
    if (fromWorker) on.finishedByWorker(fromWorker.workerFinished, fromWorker.outcome);
    const news = parseSendingNews(event.data);
    if (news) on.sendingElsewhere(news.sending, news.busy);
  });
  return {
    channel,
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onLeaving);
      document.removeEventListener('visibilitychange', onHidden);
      channel?.close();
    },
  };
}
