/**
 * The sync worker's `sync` handler, run in the test's own global scope against a mocked webhook
 * and a real (in-memory) IndexedDB: it sends what the page handed over with the page's rules.
 */
import 'fake-indexeddb/auto';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  claimLead,
  finishedLeads,
  handOverLeads,
  leadsHandedOver,
  recordFinished,
} from '../../../src/leads/handoff-db';
import { CLAIM_MS } from '../../../src/leads/rules/claim';
import { LEAD_SYNC_TAG, LEADS_CHANNEL } from '../../../src/leads/rules/names';
import { type PendingLead, toFormBody } from '../../../src/leads/rules/outbox';
import type { Answer } from '../../support/lead-sink';
import { mockNetwork } from '../../support/mock-network';
import { formOf, recordRequests } from '../../support/recorded-requests';
import { storedLead } from '../../support/stored-lead';

const network = mockNetwork();
const requests = recordRequests(network);
const HOOK = new URL('/api/leads', location.href).href;
const WEBHOOK = { url: HOOK, knownCors: false };
const answers = (...queue: Answer[]) =>
  network.use(
    http.post(HOOK, ({ request }) => (queue.length > 1 ? queue.shift() : queue[0])?.(request) ?? new Response()),
  );
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new HttpResponse(null, { status: code, headers });

const lead = (submission_id: string, extra: Partial<PendingLead> = {}) =>
  storedLead(submission_id, {
    email: `${submission_id}@example.com`,
    url: 'https://app.example/',
    site: 'http://localhost/pricing?utm_source=x',
    attempts: 2,
    nextAttemptAt: Date.now() + 60_000,
    ...extra,
  });

/** Fires the browser's sync event at the worker; resolves or rejects as its waitUntil does. */
function sync(tag = LEAD_SYNC_TAG): Promise<unknown> {
  let work: Promise<unknown> = Promise.resolve('not handled');
  const event = Object.assign(new Event('sync'), {
    tag,
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  });
  self.dispatchEvent(event);
  return work;
}

/** What the worker tells the pages about one lead, as they hear it. */
function listen(): (submissionId: string) => unknown[] {
  const heard: { workerFinished?: string }[] = [];
  const channel = new BroadcastChannel(LEADS_CHANNEL);
  channel.onmessage = (event) => heard.push(event.data);
  afterAll(() => channel.close());
  return (submissionId) => heard.filter((message) => message.workerFinished === submissionId);
}

beforeAll(async () => {
  await import('../../../src/leads/worker');
});

afterEach(
  () =>
    new Promise<void>((resolve) => {
      indexedDB.deleteDatabase('testable-leads').onsuccess = () => resolve();
    }),
);

describe('the sync worker', () => {
  const heard = listen();

  it('sends a handed-over lead as the page would, and tells the pages it is delivered', async () => {
    answers(status(200));
    await handOverLeads([lead('sent')], WEBHOOK, Date.now());
    await expect(sync()).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await formOf(requests[0])).toEqual(Object.fromEntries(toFormBody(lead('sent'))));
    expect(await finishedLeads(['sent'])).toEqual(new Map([['sent', 'delivered']]));
    expect(await leadsHandedOver(Date.now())).toEqual([]);
    await vi.waitFor(() => expect(heard('sent')).toEqual([{ workerFinished: 'sent', outcome: 'delivered' }]));
  });

  it.each([500, 503, 408, 429])(
    'keeps a lead answered %d and fails the sync, so that the browser tries again',
    async (code) => {
      answers(status(code), status(200));
      await handOverLeads([lead('a')], WEBHOOK, Date.now());
      await expect(sync()).rejects.toThrow('1 lead(s) still waiting');
      expect(await leadsHandedOver(Date.now())).toHaveLength(1);
      // The browser's next try: delivered, with the same submission_id.
      await expect(sync()).resolves.toBeUndefined();
      expect(requests.map((request) => new URL(request.url).href)).toEqual([HOOK, HOOK]);
      expect((await formOf(requests[1]))['submission_id']).toBe('a');
    },
  );

  it('keeps a lead when the connection drops, and fails the sync', async () => {
    answers(() => HttpResponse.error());
    await handOverLeads([lead('a')], WEBHOOK, Date.now());
    await expect(sync()).rejects.toThrow();
    expect(await finishedLeads(['a'])).toEqual(new Map());
  });

  it('finishes a refused lead (a retry would be refused too) and says it was refused', async () => {
    answers(status(400));
    await handOverLeads([lead('refused')], WEBHOOK, Date.now());
    await expect(sync()).resolves.toBeUndefined();
    expect(await finishedLeads(['refused'])).toEqual(new Map([['refused', 'refused']]));
    await vi.waitFor(() => expect(heard('refused')).toEqual([{ workerFinished: 'refused', outcome: 'refused' }]));
  });

  it.each([
    [false, ['cors', 'no-cors']],
    [true, ['cors']],
  ])(
    'on another origin (known to send CORS headers: %s), an answer it cannot read finishes nothing, and the sync fails',
    async (knownCors, modes) => {
      const asked: (RequestMode | undefined)[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
        asked.push(init?.mode);
        // An outage page without CORS headers: unreadable in CORS mode, opaque in no-cors mode.
        if (init?.mode === 'cors') throw new TypeError('Failed to fetch');
        return new Response(null);
      });
      await handOverLeads([lead('a')], { url: 'https://hooks.example.com/lead', knownCors }, Date.now());
      await expect(sync()).rejects.toThrow();
      expect(asked).toEqual(modes);
      expect(await finishedLeads(['a'])).toEqual(new Map());
    },
  );

  it('honours the webhook’s Retry-After: a held lead is not sent, and the sync fails', async () => {
    await handOverLeads([lead('a', { heldUntil: Date.now() + 60_000 })], WEBHOOK, Date.now());
    await expect(sync()).rejects.toThrow();
    expect(requests).toEqual([]);
  });

  it('does not send a lead a page finished first', async () => {
    await handOverLeads([lead('a')], WEBHOOK, Date.now());
    await recordFinished('a', 'delivered', Date.now());
    await expect(sync()).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('sends every waiting lead, once each', async () => {
    answers(status(200));
    await handOverLeads([lead('a'), lead('b'), lead('c')], WEBHOOK, Date.now());
    await sync();
    await sync();
    expect((await Promise.all(requests.map(formOf))).map((form) => form['submission_id']).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  describe('a lead a page holds the claim of', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      ['the page stopped (its claim runs out): the worker sends it then', false, 1],
      ['the page delivers it meanwhile: the worker sends nothing', true, 0],
    ])('%s', async (_, pageDelivers, sends) => {
      answers(status(200));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await handOverLeads([lead('a')], WEBHOOK, Date.now());
      expect(await claimLead('a', 'a page')).toMatchObject({ kind: 'claimed' });
      const synced = sync();
      await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
      expect(requests).toHaveLength(0);
      if (pageDelivers) await recordFinished('a', 'delivered', Date.now());
      await vi.advanceTimersByTimeAsync(CLAIM_MS);
      await expect(synced).resolves.toBeUndefined();
      expect(requests).toHaveLength(sends);
    });
  });

  it('ignores other sync tags', async () => {
    await handOverLeads([lead('a')], WEBHOOK, Date.now());
    await expect(sync('something-else')).resolves.toBe('not handled');
    expect(requests).toEqual([]);
  });
});
