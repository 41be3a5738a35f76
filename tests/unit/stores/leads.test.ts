import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $leadOutbox, flushOutbox, submitLead } from '../../../src/stores/leads';

const lead = { email: 'ada@example.com', url: '', message: 'Expression of interest' };

function formOf(call: unknown[] | undefined): Record<string, string> {
  const init = call?.[1] as RequestInit | undefined;
  return Object.fromEntries(init?.body as URLSearchParams);
}

describe('the lead outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    $leadOutbox.set([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanStores($leadOutbox);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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

  it('retries a server error but drops a refusal, which a retry would not change', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(new Response('', { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead)).resolves.toBe('queued');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($leadOutbox.get()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
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

  it('sends to a third-party webhook without reading its answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ type: 'opaque', ok: false, status: 0 }));
    await expect(submitLead(lead)).resolves.toBe('sent');
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
    const otherTab = { ...lead, email: 'grace@example.com', site: 'http://x/', submission_id: 'other-tab', attempts: 0, nextAttemptAt: 0 };
    localStorage.setItem('testable:leadOutbox', JSON.stringify([otherTab]));
    await submitLead(lead);
    const stored = JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]');
    expect(stored.map((item: { submission_id: string }) => item.submission_id)).toEqual(['other-tab', expect.any(String)]);
  });

  it('drops a honeypot submission silently', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(submitLead(lead, 'http://spam.example')).resolves.toBe('sent');
    expect(fetch).not.toHaveBeenCalled();
    expect($leadOutbox.get()).toEqual([]);
  });
});
