import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { $leadOutbox, submitLead } from '../../../src/leads/store';
import { config } from '../../../src/lib/config';
import { type Answer, lead, leadSinkTest, networkError, ok, status } from '../../support/lead-sink';
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

  it('without CORS headers is asked once more no-cors, with the same submission_id, and not again in CORS mode', async () => {
    answers(WEBHOOK, byMode({ 'no-cors': ok }));
    await expect(submitLead({ ...lead, email: 'first@example.com' })).resolves.toBe('sent');
    expect(modes()).toEqual(['cors', 'no-cors']);
    const [first, second] = await Promise.all(
      requests.map(async (request) => (await formOf(request))['submission_id']),
    );
    expect(second).toBe(first);
    await expect(submitLead({ ...lead, email: 'second@example.com' })).resolves.toBe('sent');
    expect(modes()).toEqual(['cors', 'no-cors', 'no-cors']);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('keeps the lead when the no-cors send fails on the network too', async () => {
    // Another webhook: what this page load learnt about the first one above stays learnt.
    config.leadWebhookUrl = 'https://other-hooks.example.com/lead';
    answers(config.leadWebhookUrl, byMode({}));
    await expect(submitLead({ ...lead, email: 'offline@example.com' })).resolves.toBe('queued');
    expect(modes()).toEqual(['cors', 'no-cors']);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toHaveLength(1);
  });
});
