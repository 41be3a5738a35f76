import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '../../../src/leads/send';
import { storedLead } from '../../support/stored-lead';

/** A fetch that never settles and never hears its abort, as Firefox's does for a send begun as its page went into the back-forward cache, once the page is back. */
const deafFetch = () => vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));

const options = (signal?: AbortSignal, giveUpAt = Date.now() + 60_000) => ({
  base: location.href,
  knownCors: false,
  keepalive: true,
  giveUpAt,
  ...(signal && { signal }),
});

describe('a send given up', () => {
  afterEach(() => vi.useRealTimers());

  it('ends when its sender gives it up, even if the fetch never settles', async () => {
    deafFetch();
    const sender = new AbortController();
    const sent = sendLead(storedLead('deaf-1'), '/api/leads', options(sender.signal));
    sender.abort(new Error('The page was frozen in the back-forward cache'));
    await expect(sent).rejects.toThrow('frozen in the back-forward cache');
  });

  it('ends at its time, even if the fetch never settles', async () => {
    vi.useFakeTimers();
    deafFetch();
    const sent = sendLead(storedLead('deaf-2'), '/api/leads', options(undefined, Date.now() + 5_000));
    const checked = expect(sent).rejects.toThrow('did not answer in time');
    await vi.advanceTimersByTimeAsync(5_000);
    await checked;
  });

  it('answered first, is not given up afterwards', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const sender = new AbortController();
    const sent = await sendLead(storedLead('heard-3'), '/api/leads', options(sender.signal));
    sender.abort();
    expect(sent.outcome.kind).toBe('delivered');
  });
});
