import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { $leadOutbox, flushOutbox, submitLead, submitLeadForReply } from '../../../src/leads/store';
import { lead, leadSinkTest, networkError, ok, SINK, status } from '../../support/lead-sink';
import { formOf } from '../../support/recorded-requests';
import { LEAVING } from '../../support/stored-lead';

const { requests, answers } = leadSinkTest();

describe('delivering a lead', () => {
  it.each([
    [
      'a JSON answer: it is handed back',
      () => HttpResponse.json({ ok: true, founder: { number: 19, already: false } }),
      { result: 'sent', reply: { ok: true, founder: { number: 19, already: false } } },
    ],
    ['an empty answer: nothing to hand back', ok, { result: 'sent' }],
    [
      'an answer that is not JSON',
      () => new HttpResponse('thanks!', { headers: { 'content-type': 'text/plain' } }),
      { result: 'sent' },
    ],
    [
      'JSON that does not parse',
      () => new HttpResponse('{"ok":', { headers: { 'content-type': 'application/json' } }),
      { result: 'sent' },
    ],
    [
      'JSON with a status that keeps the lead: not read',
      () => HttpResponse.json({ founder: { number: 19 } }, { status: 503 }),
      { result: 'queued' },
    ],
  ] as const)('a delivered founder reservation with %s', async (_, answer, heard) => {
    answers(SINK, answer);
    await expect(submitLeadForReply({ ...lead, message: 'Founder reservation' })).resolves.toEqual(heard);
  });

  it('hands back the answer to a delivered wait-list lead, which tells of the confirmation email', async () => {
    answers(SINK, () => HttpResponse.json({ ok: true, confirmation: 'sent' }));
    await expect(submitLeadForReply(lead)).resolves.toEqual({
      result: 'sent',
      reply: { ok: true, confirmation: 'sent' },
    });
  });

  it('reads no reply to feedback: its status alone', async () => {
    answers(SINK, () => HttpResponse.json({ ok: true, confirmation: 'sent' }));
    await expect(submitLeadForReply({ ...lead, url: 'Feedback form', message: 'Lovely idea' })).resolves.toEqual({
      result: 'sent',
    });
  });

  it('sends a plan as a sixth field, and none when there is none', async () => {
    answers(SINK, ok);
    await submitLead({ ...lead, message: 'Founder reservation', plan: '{"user_types":[]}' });
    await submitLead(lead);
    const forms = await Promise.all(requests.map(formOf));
    expect(forms[0]).toMatchObject({ message: 'Founder reservation', plan: '{"user_types":[]}' });
    expect(forms[1]).not.toHaveProperty('plan');
  });

  it('sends a lead form-encoded and keeps nothing once it is accepted', async () => {
    answers(SINK, ok);
    const pageFetch = vi.spyOn(globalThis, 'fetch');
    await expect(submitLead(lead)).resolves.toBe('sent');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(new URL(SINK, location.href).href);
    // The mode never reaches the wire: it is read from the page's own call.
    expect(pageFetch.mock.calls[0]?.[1]?.mode).toBe('same-origin');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    await expect(formOf(request)).resolves.toEqual({
      ...lead,
      site: location.href,
      submission_id: expect.any(String),
    });
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
  });

  it('keeps a lead that fails on the network, retries with backoff, and delivers it once', async () => {
    answers(SINK, networkError, networkError, ok);
    await expect(submitLead(lead)).resolves.toBe('queued');
    const stored = JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...lead, attempts: 1 });

    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2); // first retry after 2 s, fails
    await vi.advanceTimersByTimeAsync(3999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3); // second retry after 4 s more, accepted

    const ids = await Promise.all(requests.map(async (request) => (await formOf(request))['submission_id']));
    expect(new Set(ids).size).toBe(1);
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requests).toHaveLength(3);
  });

  it('retries a server error until it is accepted, without a reload', async () => {
    answers(SINK, status(500), ok);
    await expect(submitLead(lead)).resolves.toBe('queued');
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('waits what Retry-After asks on a 429, and no less', async () => {
    answers(SINK, status(429, { 'retry-after': '30' }), ok);
    await expect(submitLead(lead)).resolves.toBe('queued');
    // The connection "coming back" does not override the webhook's own pause either.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it.each([400, 403, 404, 413])('reports a %d as refused, never as sent, and does not retry it', async (code) => {
    answers(SINK, status(code));
    await expect(submitLead(lead)).resolves.toBe('refused');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requests).toHaveLength(1);
    expect($leadOutbox.get()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('gives up a send that hears nothing within 8 s, and sends it again on the backoff', async () => {
    answers(SINK, () => new Promise<Response>(() => {}), ok);
    const first = submitLead(lead);
    await vi.advanceTimersByTimeAsync(7999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBe('queued');
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(2);
    expect($leadOutbox.get()).toEqual([]);
  });

  it('shown again from the back-forward cache, gives up the send it had open and sends what waits at once', async () => {
    answers(SINK, () => new Promise<Response>(() => {}), ok);
    const first = submitLead(lead);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await expect(first).resolves.toBe('queued');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(() => expect($leadOutbox.get()).toEqual([]));
    // A page shown on its first load (not from the cache) gives nothing up.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(requests).toHaveLength(2);
  });

  it('sends the page address as site, without its query when that would not fit', async () => {
    answers(SINK, ok);
    const long = `${location.pathname}?utm=${'x'.repeat(3000)}`;
    history.replaceState(null, '', long);
    try {
      await submitLead(lead);
    } finally {
      history.replaceState(null, '', '/');
    }
    expect((await formOf(requests[0]))['site']).toBe(`${location.origin}/`);
  });

  it('does not send a lead again, or spin, while it is still on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answers(SINK, async (request) => {
      await answered;
      return ok(request);
    });
    const first = submitLead(lead);
    // The connection comes back, the page flushes, the visitor presses Submit again.
    $leadOutbox.set($leadOutbox.get().map((item) => ({ ...item, nextAttemptAt: 0 })));
    // A flush resolves once the sends under way have settled.
    const flushed = flushOutbox();
    const again = submitLead(lead);
    // Nothing more is sent while it is on its way, for as long as its send may take (8 s): no
    // retry was scheduled beside it.
    await vi.advanceTimersByTimeAsync(7_900);
    expect(requests).toHaveLength(1);
    answer();
    await expect(first).resolves.toBe('sent');
    await expect(again).resolves.toBe('sent');
    await flushed;
    expect($leadOutbox.get()).toEqual([]);
  });

  it.each(LEAVING)('without a sync worker sends what waits at once on %s, with keepalive', async (_, leave) => {
    answers(SINK, status(503), ok);
    const pageFetch = vi.spyOn(globalThis, 'fetch');
    await submitLead(lead);
    leave();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(pageFetch.mock.calls[1]?.[1]?.keepalive).toBe(true);
    await vi.waitFor(() => expect($leadOutbox.get()).toEqual([]));
  });

  it('keeps the webhook’s pause (Retry-After) even when leaving', async () => {
    answers(SINK, status(429, { 'retry-after': '120' }));
    await submitLead(lead);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });

  it('drops a honeypot submission silently', async () => {
    await expect(submitLead(lead, 'http://spam.example')).resolves.toBe('sent');
    expect(requests).toEqual([]);
    expect($leadOutbox.get()).toEqual([]);
  });
});
