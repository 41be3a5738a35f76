import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LEAD_LIFETIME_MS } from '../../../src/leads/rules/outbox';
import { $corsWebhooks, $leadOutbox, flushOutbox, submitLead } from '../../../src/leads/store';
import { config } from '../../../src/lib/config/site-config';
import { type Answer, earlierLead, lead, leadSinkTest, networkError, ok, status } from '../../support/lead-sink';
import { formOf } from '../../support/recorded-requests';

const { requests, answers } = leadSinkTest();

describe('a third-party webhook', () => {
  const WEBHOOK = 'https://hooks.example.com/lead';
  const original = config.leadWebhookUrl;
  /** fetch as the page calls it: the mode it asks for never reaches the wire, so it is read here. */
  let pageFetch: MockInstance<typeof fetch>;
  const modes = () => pageFetch.mock.calls.map(([, init]) => init?.mode);
  /**
   * How a browser treats a webhook with or without CORS headers: the answer depends on the mode
   * of the page's call (the calls and the requests come in the same order, one at a time here).
   */
  const byMode = (byModeAnswers: Partial<Record<RequestMode, Answer>>): Answer => {
    let answered = 0;
    return (request) => {
      const mode = pageFetch.mock.calls[answered++]?.[1]?.mode ?? 'cors';
      return (byModeAnswers[mode] ?? networkError)(request);
    };
  };

  beforeEach(() => {
    config.leadWebhookUrl = WEBHOOK;
    pageFetch = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    config.leadWebhookUrl = original;
  });

  it('is sent in CORS mode and its status is read', async () => {
    answers(WEBHOOK, status(500), ok);
    await expect(submitLead({ ...lead, email: 'cors@example.com' })).resolves.toBe('queued');
    expect(modes()).toEqual(['cors']);
    expect(requests.map((request) => request.url)).toEqual([WEBHOOK]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('without CORS headers is asked once more no-cors, with the same submission_id, and kept for sparse re-sends', async () => {
    answers(WEBHOOK, byMode({ 'no-cors': ok }));
    await expect(submitLead({ ...lead, email: 'first@example.com' })).resolves.toBe('sent');
    expect(modes()).toEqual(['cors', 'no-cors']);
    const [first, second] = await Promise.all(
      requests.map(async (request) => (await formOf(request))['submission_id']),
    );
    expect(second).toBe(first);
    // An opaque answer is not a delivery: the lead stays, held until its next send a minute on.
    expect($leadOutbox.get()).toMatchObject([{ submission_id: first, opaqueSends: 1 }]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    // Asked in CORS mode first again: a webhook that now sends CORS headers is read.
    expect(modes()).toEqual(['cors', 'no-cors', 'cors', 'no-cors']);
    expect($leadOutbox.get()).toMatchObject([{ submission_id: first, opaqueSends: 2 }]);
    // A second lead is asked in CORS mode too.
    await expect(submitLead({ ...lead, email: 'second@example.com' })).resolves.toBe('sent');
    expect(modes().slice(4)).toEqual(['cors', 'no-cors']);
    expect($leadOutbox.get()).toHaveLength(2);
  });

  it('is delivered once the webhook answers readably, after opaque answers', async () => {
    let corsHeaders = false;
    answers(WEBHOOK, (request) =>
      (corsHeaders || pageFetch.mock.lastCall?.[1]?.mode === 'no-cors' ? ok : networkError)(request),
    );
    await expect(submitLead(lead)).resolves.toBe('sent');
    corsHeaders = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(modes()).toEqual(['cors', 'no-cors', 'cors']);
    expect($leadOutbox.get()).toEqual([]);
    expect($corsWebhooks.get()).toEqual([new URL(WEBHOOK).origin]);
  });

  it('once seen with CORS headers, an outage page without them is a failure to retry, never a delivery', async () => {
    $corsWebhooks.set([new URL(WEBHOOK).origin]);
    answers(WEBHOOK, byMode({ 'no-cors': ok }));
    await expect(submitLead(lead)).resolves.toBe('queued');
    expect(modes()).toEqual(['cors']);
    expect($leadOutbox.get()).toMatchObject([{ attempts: 1, opaqueSends: 0 }]);
    // Remembered across visits.
    expect(localStorage.getItem('testable:corsWebhooks')).toBe(JSON.stringify([new URL(WEBHOOK).origin]));
  });

  it.each([
    ['sent for a week without a readable answer: dropped without a word (it most likely arrived)', 3, 0],
    ['never reaching the webhook for a week: dropped, and the visitor told', 0, 1],
  ] as const)('a lead %s', async (_, opaqueSends, toasts) => {
    answers(WEBHOOK, networkError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $toasts } = await import('../../../src/stores/toasts');
    $toasts.set([]);
    // Queued by a page a week ago, less a second; its next send due in an hour.
    const queuedAt = Date.now() - LEAD_LIFETIME_MS + 1000;
    $leadOutbox.set([
      earlierLead('old', { queuedAt, attempts: 40, opaqueSends, nextAttemptAt: Date.now() + 3_600_000 }),
    ]);
    await flushOutbox();
    await vi.advanceTimersByTimeAsync(999);
    expect($leadOutbox.get()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect($leadOutbox.get()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no longer kept'), 'old');
    await vi.waitFor(() => expect($toasts.get()).toHaveLength(toasts));
    // Nothing was sent: only the toast's words were fetched.
    expect(requests.map((request) => request.method)).toEqual(toasts ? ['GET'] : []);
    expect($toasts.get()[0]?.description ?? '').toBe(toasts ? `${lead.email} never arrived` : '');
  });

  it('keeps the lead when the no-cors send fails on the network too', async () => {
    config.leadWebhookUrl = 'https://other-hooks.example.com/lead';
    answers(config.leadWebhookUrl, byMode({}));
    await expect(submitLead({ ...lead, email: 'offline@example.com' })).resolves.toBe('queued');
    expect(modes()).toEqual(['cors', 'no-cors']);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toHaveLength(1);
  });
});
