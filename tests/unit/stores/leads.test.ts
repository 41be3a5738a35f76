import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/lib/config';
import { parseOutbox } from '../../../src/lib/leads-outbox';
import { $leadOutbox, $leadsSeen, flushOutbox, submitLead } from '../../../src/stores/leads';

const lead = { email: 'ada@example.com', url: '', message: 'Expression of interest' };

function formOf(call: unknown[] | undefined): Record<string, string> {
  const init = call?.[1] as RequestInit | undefined;
  return Object.fromEntries(init?.body as URLSearchParams);
}

// Every test starts from an empty outbox and a page that has seen no lead, on a fake clock.
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  $leadOutbox.set([]);
  $leadsSeen.set({ waiting: {}, finished: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanStores($leadOutbox);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the lead outbox', () => {
  it('sends a lead form-encoded and keeps nothing once it is accepted', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', mode: 'same-origin' });
    expect(formOf(fetch.mock.calls[0])).toEqual({ ...lead, site: location.href, submission_id: expect.any(String) });
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
  });

  it('keeps a lead that fails on the network, retries with backoff, and delivers it once', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    await expect(submitLead(lead)).resolves.toBe('queued');
    const stored = JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...lead, attempts: 1 });

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2); // first retry after 2 s, fails
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3); // second retry after 4 s more, accepted

    const ids = fetch.mock.calls.map((call) => formOf(call)['submission_id']);
    expect(new Set(ids).size).toBe(1);
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a server error until it is accepted, without a reload', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('queued');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('waits what Retry-After asks on a 429, and no less', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 429, headers: { 'retry-after': '30' } }))
      .mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('queued');
    // The connection "coming back" does not override the webhook's own pause either.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it.each([400, 403, 404, 413])('reports a %d as refused, never as sent, and does not retry it', async (status) => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('refused');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($leadOutbox.get()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('schedules the retry of a lead an earlier page left in its backoff window', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const dueIn = 1500;
    $leadOutbox.set([
      { ...lead, site: 'http://x/', submission_id: 'waiting', attempts: 1, nextAttemptAt: Date.now() + dueIn },
    ]);
    await flushOutbox();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(dueIn - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(formOf(fetch.mock.calls[0])['submission_id']).toBe('waiting');
    expect($leadOutbox.get()).toEqual([]);
  });

  it("still sends a lead that another tab's stale write dropped from storage", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('queued');
    localStorage.setItem('testable:leadOutbox', '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'testable:leadOutbox', newValue: '[]' }));
    // Put back at once, so it would survive this page closing too.
    expect(parseOutbox(localStorage.getItem('testable:leadOutbox') ?? undefined)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(formOf(fetch.mock.calls[1])['email']).toBe(lead.email);
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
  });

  it('does not send a lead another tab says it delivered', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await submitLead(lead);
    const [queued] = $leadOutbox.get();
    const otherTab = new BroadcastChannel('testable:leads');
    otherTab.postMessage(queued?.submission_id);
    otherTab.close();
    await vi.waitFor(() => expect($leadsSeen.get().finished).toHaveProperty(queued?.submission_id ?? ''));
    localStorage.setItem('testable:leadOutbox', '[]');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the page address as site, without its query when that would not fit', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const long = `${location.pathname}?utm=${'x'.repeat(3000)}`;
    history.replaceState(null, '', long);
    try {
      await submitLead(lead);
    } finally {
      history.replaceState(null, '', '/');
    }
    expect(formOf(fetch.mock.calls[0])['site']).toBe(`${location.origin}/`);
  });

  it('replaces a queued lead on a re-submit instead of adding another', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await submitLead(lead);
    await submitLead({ ...lead, url: 'https://later.example/' });
    expect($leadOutbox.get()).toHaveLength(1);
    expect($leadOutbox.get()[0]).toMatchObject({ url: 'https://later.example/' });
  });

  it('sends what an earlier page left in storage', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    $leadOutbox.set([{ ...lead, site: 'http://x/', submission_id: 'earlier', attempts: 4, nextAttemptAt: 0 }]);
    await flushOutbox();
    expect(formOf(fetch.mock.calls[0])['submission_id']).toBe('earlier');
    expect($leadOutbox.get()).toEqual([]);
  });

  it('does not send a lead again, or spin, while it is still on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const first = submitLead(lead);
    // The connection comes back, the page flushes, the visitor presses Submit again.
    $leadOutbox.set($leadOutbox.get().map((item) => ({ ...item, nextAttemptAt: 0 })));
    await flushOutbox();
    const again = submitLead(lead);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    answer(new Response('', { status: 200 }));
    await expect(first).resolves.toBe('sent');
    await expect(again).resolves.toBe('sent');
    expect($leadOutbox.get()).toEqual([]);
  });

  it("keeps another tab's lead that reached storage first", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const otherTab = {
      ...lead,
      email: 'grace@example.com',
      site: 'http://x/',
      submission_id: 'other-tab',
      attempts: 0,
      nextAttemptAt: 0,
    };
    localStorage.setItem('testable:leadOutbox', JSON.stringify([otherTab]));
    await submitLead(lead);
    const stored = JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]');
    expect(stored.map((item: { submission_id: string }) => item.submission_id)).toEqual([
      'other-tab',
      expect.any(String),
    ]);
  });

  it('drops a honeypot submission silently', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead, 'http://spam.example')).resolves.toBe('sent');
    expect(fetch).not.toHaveBeenCalled();
    expect($leadOutbox.get()).toEqual([]);
  });
});

describe('a third-party webhook', () => {
  const WEBHOOK = 'https://hooks.example.com/lead';
  const original = config.leadWebhookUrl;
  const ok = () => Promise.resolve(new Response('', { status: 200 }));
  const opaque = () => Promise.resolve({ type: 'opaque', ok: false, status: 0, headers: new Headers() } as Response);
  const networkError = () => Promise.reject(new TypeError('Failed to fetch'));
  /** A fetch that answers by mode: how the browser treats a webhook with or without CORS headers. */
  const byMode = (answers: Partial<Record<RequestMode, () => Promise<Response>>>) =>
    vi.fn((_: URL, init?: RequestInit) => (answers[init?.mode ?? 'cors'] ?? networkError)());
  const modes = (fetch: ReturnType<typeof byMode>) => fetch.mock.calls.map(([, init]) => init?.mode);

  beforeEach(() => {
    config.leadWebhookUrl = WEBHOOK;
  });
  afterEach(() => {
    config.leadWebhookUrl = original;
  });

  it('is sent in CORS mode and its status is read', async () => {
    const fetch = byMode({ cors: () => Promise.resolve(new Response('', { status: 500 })) });
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead({ ...lead, email: 'cors@example.com' })).resolves.toBe('queued');
    expect(modes(fetch)).toEqual(['cors']);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(WEBHOOK);
    fetch.mockImplementation(ok);
    await vi.advanceTimersByTimeAsync(2000);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('without CORS headers is asked once more no-cors, with the same submission_id, and not again in CORS mode', async () => {
    const fetch = byMode({ 'no-cors': opaque });
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead({ ...lead, email: 'first@example.com' })).resolves.toBe('sent');
    expect(modes(fetch)).toEqual(['cors', 'no-cors']);
    const [first, second] = fetch.mock.calls.map((call) => formOf(call)['submission_id']);
    expect(second).toBe(first);
    await expect(submitLead({ ...lead, email: 'second@example.com' })).resolves.toBe('sent');
    expect(modes(fetch)).toEqual(['cors', 'no-cors', 'no-cors']);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('keeps the lead when the no-cors send fails on the network too', async () => {
    const fetch = byMode({});
    vi.stubGlobal('fetch', fetch);
    // Another webhook: what this page load learnt about the first one above stays learnt.
    config.leadWebhookUrl = 'https://other-hooks.example.com/lead';
    await expect(submitLead({ ...lead, email: 'offline@example.com' })).resolves.toBe('queued');
    expect(modes(fetch)).toEqual(['cors', 'no-cors']);
    expect($leadOutbox.get()).toHaveLength(1);
  });
});
