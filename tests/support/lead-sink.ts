/**
 * The lead outbox's unit tests: the webhook behind a mocked network, answering in turn what a
 * test lines up, and a page that starts from an empty outbox on a fake clock.
 */
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PendingLead } from '../../src/leads/rules/outbox';
import { $corsWebhooks, $leadOutbox, $leadsSeen } from '../../src/leads/store';
import { mockNetwork } from './mock-network';
import { recordRequests } from './recorded-requests';
import { storedLead } from './stored-lead';

export const lead = { email: 'ada@example.com', url: '', message: 'Expression of interest' };

/** A lead as an earlier page left it in the outbox: queued now, due at once unless told. */
export const earlierLead = (submission_id: string, extra: Partial<PendingLead> = {}) =>
  storedLead(submission_id, { site: 'http://x/', queuedAt: Date.now(), ...extra });

export type Answer = (request: Request) => Response | Promise<Response>;
export const ok: Answer = () => new HttpResponse(null, { status: 200 });
export const status =
  (code: number, headers: Record<string, string> = {}): Answer =>
  () =>
    new HttpResponse(null, { status: code, headers });
/** What fetch sees when the connection drops, or a cross-origin answer lacks CORS headers. */
export const networkError: Answer = () => HttpResponse.error();

/** The address the site posts leads to by default (config.leadWebhookUrl). */
export const SINK = '/api/leads';

/**
 * The dialogs' words as the file holds them (every dialog, or the page refuses the file), with as
 * much of them as a lead finished after a reload needs for its toast.
 */
export const TOAST_COPY = {
  reservation: {
    refusedLater: { title: 'Not sent', text: '{email} was refused' },
    expiredLater: { title: 'Never sent', text: '{email} never arrived' },
  },
  feedback: {},
  demo: {},
  quiz: {},
  quizCatalogue: {},
};
const dialogCopy = http.get('/dialogs.json', () => HttpResponse.json(TOAST_COPY));

/** `timers`: what the fake clock replaces (all timers unless told). */
export function leadSinkTest(timers?: Parameters<typeof vi.useFakeTimers>[0]) {
  const network = mockNetwork(dialogCopy);
  const requests = recordRequests(network);
  beforeEach(() => {
    vi.useFakeTimers(timers);
    localStorage.clear();
    $leadOutbox.set([]);
    $corsWebhooks.set([]);
    $leadsSeen.set({ waiting: {}, finished: {} });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanStores($leadOutbox);
    vi.useRealTimers();
  });
  /** The webhook at `url` gives these answers in turn, then the last one for good. */
  const answers = (url: string, ...queue: Answer[]) =>
    network.use(http.post(url, ({ request }) => ((queue.length > 1 ? queue.shift() : queue[0]) ?? ok)(request)));
  return { network, requests, answers };
}
